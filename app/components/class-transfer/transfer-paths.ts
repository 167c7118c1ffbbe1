import { SCREENS } from "../../../rules/screens.js";

/** The query a transfer page is opened with once the rules were accepted on the acknowledgement page. */
export const RULES_ACCEPTED = "accepted";

export const TRANSFER_RULES_PATH = `${SCREENS.classTransfer}/rules`;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return search ? `${path}?${search}` : path;
}

/** /my-class-transfer/order-acknowledgement: what the parent accepts before transferring the class (none: before any). */
export function acknowledgementPath(classId?: string | null, studentId?: string | null): string {
  return withQuery(`${SCREENS.classTransfer}/order-acknowledgement`, { classId, studentId });
}

/** /my-class-transfer/class-transfer/{classId}: the three steps, the rules accepted. */
export function classTransferPath(classId: string, studentId?: string | null): string {
  return withQuery(`${SCREENS.classTransfer}/class-transfer/${encodeURIComponent(classId)}`, { studentId, [RULES_ACCEPTED]: "1" });
}

/** /my-class-transfer/lesson-reschedule/{classId}: rescheduling one lesson of the class. */
export function lessonReschedulePath(classId: string, studentId?: string | null): string {
  return withQuery(`${SCREENS.classTransfer}/lesson-reschedule/${encodeURIComponent(classId)}`, { studentId });
}
