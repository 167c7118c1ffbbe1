/** The addresses of a bought recorded course (SPEC §2 Learning). */

/** /my-courses/recorded-courses/detail/{skuId}: its lessons and how long it can be watched. */
export function recordedCoursePath(skuId: string): string {
  return `/my-courses/recorded-courses/detail/${encodeURIComponent(skuId)}`;
}

/** /my-courses/recorded-courses/video/{skuId}?lesson=N: the player, at lesson N (else the one to watch next). */
export function recordedVideoPath(skuId: string, lessonNumber?: number): string {
  const path = `/my-courses/recorded-courses/video/${encodeURIComponent(skuId)}`;
  return lessonNumber === undefined ? path : `${path}?lesson=${lessonNumber}`;
}

/** Where the player posts the position it is at (a resource route calling recordLessonWatch). */
export function watchPositionPath(skuId: string): string {
  return `${recordedVideoPath(skuId)}/position`;
}

/** The form fields of a posted position. */
export const WATCH_FIELDS = { lesson: "lesson", position: "position" } as const;
