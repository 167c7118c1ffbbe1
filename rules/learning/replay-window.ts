/**
 * Recordings of live lessons are watched from My Courses for 6 months after the lesson (SPEC §9 "Playback up to
 * 6 months"): calendar months from the lesson's end, in UTC, a day past the end of a shorter month falling on its
 * last day (31 August ends on the last day of February).
 */

export const REPLAY_MONTHS = 6;

/** The moment a lesson that ended at `endsAt` can no longer be watched again. */
export function replayUntil(endsAt: Date): Date {
  const target = new Date(endsAt.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + REPLAY_MONTHS);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Whether the recording of a lesson can be watched at `now`: it has one, the lesson is over and 6 months have not passed. */
export function replayOpenAt(lesson: { endsAt: Date; replayUrl: string | null }, now: Date): boolean {
  const at = now.getTime();
  return lesson.replayUrl !== null && at >= lesson.endsAt.getTime() && at < replayUntil(lesson.endsAt).getTime();
}
