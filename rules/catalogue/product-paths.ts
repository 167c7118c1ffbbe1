/** /courses/available-classes/{courseId}: every open class of one course. */
export function availableClassesPath(courseId: string): string {
  return `/courses/available-classes/${encodeURIComponent(courseId)}`;
}

/** The query value of fromPage that marks a visit from the unpaid list (SPEC §2 order create, §4 class button). */
export const FROM_UNPAID_LIST = "unpaid-courses-list";
