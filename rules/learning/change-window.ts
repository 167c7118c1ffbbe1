/**
 * When a class or lesson change may not be made (SPEC §8 1853, 1587, 1586; §9 blackout): while a session is on,
 * within 30 minutes before its start or after its end, or once every purchased lesson has started. Lessons are
 * the ones the change touches: the student's in the class left, and the lesson or class moved into.
 */

export const CHANGE_BLACKOUT_MS = 30 * 60_000;

export interface Session {
  startsAt: Date;
  endsAt: Date;
}

export type ChangeBlock = "inSession" | "nearSession";

/** Why `now` is no time to change, or null when it is. */
export function changeBlockAt(sessions: readonly Session[], now: Date): ChangeBlock | null {
  const at = now.getTime();
  if (sessions.some((session) => at >= session.startsAt.getTime() && at < session.endsAt.getTime())) return "inSession";
  const near = sessions.some((session) => at >= session.startsAt.getTime() - CHANGE_BLACKOUT_MS && at < session.endsAt.getTime() + CHANGE_BLACKOUT_MS);
  return near ? "nearSession" : null;
}

/** The purchased lessons (from `firstLesson`, `lessonCount` of them; numbers from 1) that have not started by `now`. */
export function lessonsNotStarted<L extends { number: number; startsAt: Date }>(lessons: readonly L[], place: { firstLesson: number; lessonCount: number }, now: Date): L[] {
  const last = place.firstLesson + place.lessonCount - 1;
  return lessons.filter((lesson) => lesson.number >= place.firstLesson && lesson.number <= last && lesson.startsAt.getTime() > now.getTime());
}
