import { z } from "zod";
import { localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { classIdField, studentIdField } from "./places.js";

/**
 * Feedback to teachers (SPEC §5, §9): a parent tells the teachers of a class about a problem of one of the family's
 * students there, with a problem type, a description and an optional image; customer service answers within 2
 * working days, and the parent reads the answer. The image goes up on its own HTTP endpoint (FEEDBACK_IMAGE_PATH,
 * server/learning/feedback/http.ts) with a token from createFeedbackUploadToken: file bytes never travel in this
 * JSON contract (as the media library's, decision 0018).
 */

/** What the problem is about: a fixed list, each worded in every language by the service. */
export const FEEDBACK_PROBLEM_TYPES = [
  { problemType: 1, key: "teaching" },
  { problemType: 2, key: "homework" },
  { problemType: 3, key: "classroom" },
  { problemType: 4, key: "schedule" },
  { problemType: 5, key: "materials" },
  { problemType: 6, key: "other" },
] as const;

export const FEEDBACK_DESCRIPTION_MAX = 500;
export const FEEDBACK_ANSWER_MAX = 1000;
/** The family's feedback answers the newest this many; customer service's queue as many, `more` saying others wait. */
export const FEEDBACK_LIST_LIMIT = 50;

/** Where a parent's image goes up (POST, the bytes as the body) and where customer service sees it (GET {imageId}). */
export const FEEDBACK_IMAGE_PATH = "/feedback-images";
/** The header that carries createFeedbackUploadToken's token with an upload. */
export const FEEDBACK_UPLOAD_TOKEN_HEADER = "X-Upload-Token";
export const FEEDBACK_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A photo of a phone's camera fits (50 megapixels); a header claiming more is refused before decoding. */
export const FEEDBACK_IMAGE_MAX_PIXELS = 50_000_000;
/** The types an image may be, as its bytes say (never its name or Content-Type). HEIC is not: the image library here cannot read it. */
export const FEEDBACK_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const FEEDBACK_IMAGE_TYPE_NAMES = "JPEG, PNG, WebP";
/** Why an upload was refused: the file is not one of the types, too many bytes, too many pixels, or does not decode. */
export const FEEDBACK_IMAGE_REFUSALS = ["type", "size", "pixels", "image"] as const;
export type FeedbackImageRefusal = (typeof FEEDBACK_IMAGE_REFUSALS)[number];

const feedbackIdField = z.uuid();
export const feedbackImageIdField = z.uuid();
const instant = z.string();

const problemTypeSchema = z.object({ problemType: count, text: z.string() });
const studentSchema = z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() });

/** What the upload endpoint answers in `data`: the id submitFeedback takes, and the image as kept (resized, no metadata). */
export interface FeedbackImageAnswer {
  imageId: string;
  width: number;
  height: number;
  bytes: number;
}

const myFeedbackSchema = z.object({
  feedbackId: z.string(),
  classId: z.string(),
  student: studentSchema,
  problemType: problemTypeSchema,
  description: z.string(),
  hasImage: z.boolean(),
  createdAt: instant,
  replyDueAt: instant,
  answer: z.object({ text: z.string(), answeredAt: instant }).nullable(),
});

export const feedbackCalls = {
  queryFeedbackOptions: defineCall({
    path: "/learning/feedback/options",
    summary:
      "What the feedback dialog of a class offers: the problem types in the request's language, and the family's students with a place in " +
      "the class (the dialog asks which one has the problem when there are several). 4003 when none of the family's students was in it.",
    request: z.object({ classId: classIdField }),
    response: z.object({ problemTypes: z.array(problemTypeSchema), students: z.array(studentSchema) }),
    auth: "required",
  }),
  createFeedbackUploadToken: defineCall({
    path: "/learning/feedback/upload-token",
    summary:
      `A short-lived token for the family's image uploads (POST ${FEEDBACK_IMAGE_PATH}, the token in ${FEEDBACK_UPLOAD_TOKEN_HEADER}): ` +
      `${FEEDBACK_IMAGE_TYPE_NAMES}, at most ${FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
    request: emptyRequest,
    response: z.object({ token: z.string(), expiresAt: instant }),
    auth: "required",
  }),
  submitFeedback: defineCall({
    path: "/learning/feedback/submit",
    summary:
      "Sends the teachers of a class feedback about the family's student there: a problem type, a description and, optionally, an image the " +
      "family uploaded and has not used yet. Answers when the answer is due (2 working days, Monday to Friday in the site's timezone; public " +
      "holidays are not known). 4003 for a class or student not of the family, or an image not the family's or used already.",
    request: z.object({
      classId: classIdField,
      studentId: studentIdField,
      problemType: z.union(FEEDBACK_PROBLEM_TYPES.map((type) => z.literal(type.problemType))),
      description: text(FEEDBACK_DESCRIPTION_MAX, { min: 1, trim: true, multiline: true }),
      imageId: feedbackImageIdField.optional(),
    }),
    response: z.object({ feedbackId: z.string(), replyDueAt: instant }),
    auth: "required",
    idempotent: true,
  }),
  queryMyFeedback: defineCall({
    path: "/learning/feedback/mine",
    summary: `The family's feedback (of one class, when given), newest first, with the answers given; at most ${FEEDBACK_LIST_LIMIT}.`,
    request: z.object({ classId: classIdField.optional() }),
    response: z.object({ list: z.array(myFeedbackSchema), more: z.boolean() }),
    auth: "required",
  }),
};

/**
 * Customer service answers feedback for the teachers (SPEC §6: teachers appear to parents as contacts only, and
 * customer service handles what parents raise; there is no teaching role in the tool).
 */
const SERVICE_ROLES = ["service"] as const;

export const FEEDBACK_QUEUE_STATUSES = ["open", "answered"] as const;

const serviceFeedbackSchema = z.object({
  feedbackId: z.string(),
  locale: localeSchema,
  classId: z.string(),
  /** The class's course title, in the staff member's language where it has one. */
  classTitle: z.string(),
  student: studentSchema.extend({ cardNo: z.string() }),
  /** The family's sign-up account's contacts, in full (decision 0023). */
  parent: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  problemType: problemTypeSchema,
  description: z.string(),
  /** The image's id under FEEDBACK_IMAGE_PATH, when one was sent. */
  imageId: z.string().nullable(),
  createdAt: instant,
  replyDueAt: instant,
  /** Not answered by its due time. */
  overdue: z.boolean(),
  answer: z.string().nullable(),
  /** The staff member's e-mail. */
  answeredBy: z.string().nullable(),
  answeredAt: instant.nullable(),
});
export type ServiceFeedback = z.infer<typeof serviceFeedbackSchema>;

export const serviceDeskFeedbackCalls = {
  serviceListFeedback: defineCall({
    path: "/admin/service-desk/feedback",
    summary:
      `Parents' feedback to teachers, of every site: open ones the earliest due first, each saying whether it is overdue, or answered ones ` +
      `the latest answered first; at most ${FEEDBACK_LIST_LIMIT} (customer service).`,
    request: z.object({ status: z.enum(FEEDBACK_QUEUE_STATUSES).default("open") }),
    response: z.object({ list: z.array(serviceFeedbackSchema), more: z.boolean() }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceAnswerFeedback: defineCall({
    path: "/admin/service-desk/feedback/answer",
    summary:
      "Answers open feedback for the teachers: the parent reads the answer with their feedback and gets it by e-mail (or SMS) (customer " +
      "service). 4135 when it was answered already; 4003 for none.",
    request: z.object({ feedbackId: feedbackIdField, answer: text(FEEDBACK_ANSWER_MAX, { min: 1, trim: true, multiline: true }) }),
    response: serviceFeedbackSchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
};
