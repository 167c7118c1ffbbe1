import { instantIn, toZoned } from "../../rules/regional/dayjs.js";
import { scheduleTimeProblem, type ScheduleTimeProblem } from "../../schemas/api/calls/admin-schedules.js";

/** A datetime-local field's value: a wall-clock minute, with no zone. */
const LOCAL_MINUTE = "YYYY-MM-DDTHH:mm";
const MINUTE_MS = 60 * 1000;

/** The instant `at` on the wall clock of `zone`, to the minute, as a datetime-local field shows it. */
export function localMinuteIn(at: Date, zone: string): string {
  return instantIn(at.getTime(), zone).format(LOCAL_MINUTE);
}

/** The first whole minute after `now` on the wall clock of `zone`: the earliest a schedule can be set for. */
export function earliestLocalMinute(now: Date, zone: string): string {
  return localMinuteIn(new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS), zone);
}

/** Why a picked time cannot be scheduled: not a time, a time the clocks skip in that zone, past or too far. */
export type PickedTimeProblem = "invalid" | "skipped" | ScheduleTimeProblem;

/**
 * The instant (ISO, UTC) a wall-clock minute picked in the site's timezone stands for, checked against `now`.
 * A time the clocks skip when summer time begins (01:30 that night in London) is refused rather than moved; a
 * time that happens twice when it ends is taken the second time (on standard time), as dayjs reads it.
 */
export function pickedInstant(local: string, zone: string, now: Date): { instant: string } | { problem: PickedTimeProblem } {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return { problem: "invalid" };
  const wall = toZoned(local, zone);
  if (!wall) return { problem: "invalid" };
  // dayjs moves a skipped time on by the hour lost: it then reads differently on the zone's clock.
  if (localMinuteIn(wall.toDate(), zone) !== local) return { problem: "skipped" };
  const problem = scheduleTimeProblem(wall.toDate(), now);
  return problem ? { problem } : { instant: wall.toDate().toISOString() };
}

/** How far the zone's clock is from UTC at `at`, as "UTC+01:00" (the picker says which clock it reads). */
export function utcOffsetLabel(at: Date, zone: string): string {
  return `UTC${instantIn(at.getTime(), zone).format("Z")}`;
}
