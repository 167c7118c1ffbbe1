import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { formatWallClock, readDate, wallClockAt, type DateInput } from "./wall-clock.js";

// The one place that configures dayjs for the regional rules: every zone conversion goes through its
// utc and timezone plugins or Intl (which read the IANA database), never through hand-written offsets.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs };

/**
 * The instant `ms` as a dayjs showing `zone`'s wall clock: what `dayjs(ms).tz(zone)` gives, without the
 * plugin's new formatter on every call (a page of class cards converts hundreds of times). `zone` must be a
 * valid IANA name (Intl throws otherwise).
 */
export function instantIn(ms: number, zone: string): dayjs.Dayjs {
  const clock = wallClockAt(ms, zone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const offsetMinutes = Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
  return dayjs(ms).utcOffset(offsetMinutes);
}

/**
 * `amount` days, months or years after `instant` on the wall clock of `zone`, read back in the zone: the same time
 * of day whatever daylight saving did in between (adding to a zoned dayjs would keep the old offset).
 */
export function addOnWallClock(instant: Date, amount: number, unit: "day" | "month" | "year", zone: string): Date {
  const wallClock = instantIn(instant.getTime(), zone).add(amount, unit).format("YYYY-MM-DDTHH:mm:ss.SSS");
  return dayjs.tz(wallClock, zone).toDate();
}

/**
 * The input (rules/regional/wall-clock.ts `DateInput`) as a dayjs in `zone` (a valid IANA zone: dayjs throws
 * otherwise), or null when it is not a valid date; a reading without offset is that wall-clock time in `zone`.
 */
export function toZoned(input: DateInput, zone: string): Dayjs | null {
  const read = readDate(input);
  if (!read) return null;
  if ("instant" in read) return instantIn(read.instant, zone);
  const wall = dayjs.tz(formatWallClock(read.written, "YYYY-MM-DDTHH:mm:ss"), zone);
  return wall.isValid() ? wall : null;
}
