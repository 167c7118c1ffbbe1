import type { FeedbackImageRefusal } from "../../../schemas/api/calls/feedback.js";

/** What the parent has filled in (SPEC §5: the student, a problem type and a description are required; the image is not). */
export interface FeedbackFormValues {
  studentId: string | null;
  problemType: number | null;
  description: string;
}

export type FeedbackFormProblem = "studentId" | "problemType" | "description";

/** The required fields left empty, in the order the form shows them. */
export function feedbackFormProblems(values: FeedbackFormValues): FeedbackFormProblem[] {
  return [
    values.studentId === null && ("studentId" as const),
    values.problemType === null && ("problemType" as const),
    values.description.trim() === "" && ("description" as const),
  ].filter((problem): problem is FeedbackFormProblem => problem !== false);
}

/** Why an image did not go up: the service's refusal, or no answer from it. */
export type ImageFailure = FeedbackImageRefusal | "failed";

/** The words of each, under `feedback.image.refused`. */
export const IMAGE_FAILURE_KEYS: Record<ImageFailure, string> = {
  type: "feedback.image.refused.type",
  size: "feedback.image.refused.size",
  pixels: "feedback.image.refused.pixels",
  image: "feedback.image.refused.image",
  failed: "feedback.image.refused.failed",
};
