import { dayjs } from "../regional/dayjs.js";
import { formatWallClock, wallClockAt, weekdayOf, type WallClock } from "../regional/wall-clock.js";

/** SPEC §9: the teachers' answer to a parent's feedback is due within 2 working days. */
export const FEEDBACK_REPLY_WORKING_DAYS = 2;

const isWeekend = (clock: WallClock) => {
  const weekday = weekdayOf(clock);
  return weekday === 0 || weekday === 6;
};

/** The calendar day after the clock's, at the same time of day. */
function nextDay(clock: WallClock): WallClock {
  const next = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + 1));
  return { ...clock, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

function nextWorkingDay(clock: WallClock): WallClock {
  let day = nextDay(clock);
  while (isWeekend(day)) day = nextDay(day);
  return day;
}

/**
 * `days` working days after `from`, Monday to Friday on the wall clock of `zone` (the site's): the same time of
 * day, that many working days later, so Friday 17:00 and 2 days is Tuesday 17:00. From a Saturday or Sunday the
 * count starts at Monday 00:00 (2 days: the end of Tuesday). Public holidays are not known to the service: they
 * count as working days.
 */
export function addWorkingDays(from: Date, days: number, zone: string): Date {
  let clock = wallClockAt(from.getTime(), zone);
  const weekend = isWeekend(clock);
  if (weekend) {
    clock = { ...clock, hour: 0, minute: 0, second: 0 };
    while (isWeekend(clock)) clock = nextDay(clock);
  }
  for (let left = days; left > 0; left -= 1) clock = nextWorkingDay(clock);
  const milliseconds = weekend ? 0 : from.getUTCMilliseconds();
  return new Date(dayjs.tz(formatWallClock(clock, "YYYY-MM-DDTHH:mm:ss"), zone).valueOf() + milliseconds);
}

/** When the answer to feedback sent at `sentAt` on a site of `zone` is due (SPEC §9). */
export const feedbackReplyDueAt = (sentAt: Date, zone: string) => addWorkingDays(sentAt, FEEDBACK_REPLY_WORKING_DAYS, zone);

/** Whether an answer due at `dueAt` and not given is late at `now`. */
export const isReplyOverdue = (dueAt: Date, now: Date) => now.getTime() > dueAt.getTime();
