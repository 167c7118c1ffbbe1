import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import type { LevelTestAttempt } from "./level-test-page.js";

export const EXAM_ID = "c2f1a7de-5b0e-4e2f-9a51-3d7c8e4b6a10";
export const ATTEMPT_ID = "5d3c9a1e-7f2b-4c6d-8e0a-b1c2d3e4f5a6";
export const REPORT_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
export const UTOKEN = "ticket.signature";

/** Olivia Miller's middle-primary math test on the us site, for Grade 4: not started, two attempts left. */
export function levelTestView(overrides: Partial<LevelTestView> = {}): LevelTestView {
  return {
    examId: EXAM_ID,
    name: "Middle primary math level test",
    instructions: "Answer each question on your own.\nYou may use paper for working.",
    minutes: 30,
    questionCount: 3,
    subjectName: "Math",
    gradeId: 105,
    gradeName: "Grade 4",
    student: { uid: "s-2", firstName: "Olivia", lastName: "Miller", nickName: "Olivia" },
    leftChance: 2,
    attempt: null,
    lastReportId: null,
    ...overrides,
  };
}

/** An attempt of three questions ending `minutesLeft` from now, unanswered unless told otherwise. */
export function levelTestAttempt(minutesLeft = 30, answers: (number | null)[] = [null, null, null]): LevelTestAttempt {
  const now = Date.now();
  return {
    attemptId: ATTEMPT_ID,
    startedAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + minutesLeft * 60_000).toISOString(),
    questions: [
      { topic: "Number", prompt: "What is 7 × 8?", choices: ["54", "56", "64", "48"] },
      { topic: "Geometry", prompt: "How many sides has a hexagon?", choices: ["5", "6", "8"] },
      { topic: "Fractions", prompt: "Which is the largest?", choices: ["1/2", "2/3", "3/5"] },
    ],
    answers,
  };
}
