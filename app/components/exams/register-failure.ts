import { ErrorCode, isApiError } from "../../../api/errors.js";

/**
 * What a refused registration (registerExam) leads to: the session is gone (log in again), the child's details are
 * incomplete (4125: complete them, then register again), or a message: the exam's own refusals in the page's
 * language, the server's message for anything else.
 */
export type RegisterFailure = { kind: "signIn" } | { kind: "completeInfo" } | { kind: "text"; key: string } | { kind: "message"; message: string };

const REFUSALS: Partial<Record<number, string>> = {
  [ErrorCode.EXAM_REGISTRATION_CLOSED]: "exams.register.errors.closed",
  [ErrorCode.EXAM_NOT_FOR_GRADE]: "exams.register.errors.notForGrade",
  [ErrorCode.OUT_OF_STOCK]: "exams.register.errors.full",
  [ErrorCode.OPERATION_TOO_FREQUENT]: "exams.errors.tooFrequent",
};

export function registerFailure(error: unknown): RegisterFailure {
  if (isApiError(error, ErrorCode.SESSION_INVALID)) return { kind: "signIn" };
  if (isApiError(error, ErrorCode.REGISTRATION_INCOMPLETE)) return { kind: "completeInfo" };
  const key = isApiError(error) ? REFUSALS[error.code] : undefined;
  if (key) return { kind: "text", key };
  if (isApiError(error) && !error.isNetworkError && error.code !== ErrorCode.SYSTEM_ERROR && error.message) return { kind: "message", message: error.message };
  return { kind: "text", key: "exams.register.errors.failed" };
}
