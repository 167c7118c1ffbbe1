import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

// The one place that configures dayjs for the regional rules: every zone conversion goes through its
// utc and timezone plugins or Intl (which read the IANA database), never through hand-written offsets.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs } from "dayjs";

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the wall clock in `zone`, made once per zone (making one costs far more than using it). */
function wallClock(zone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClocks.set(zone, formatter);
  }
  return formatter;
}

/**
 * The instant `ms` as a dayjs showing `zone`'s wall clock: what `dayjs(ms).tz(zone)` gives, without the
 * plugin's new formatter on every call (a page of class cards converts hundreds of times). `zone` must be a
 * valid IANA name (Intl throws otherwise).
 */
export function instantIn(ms: number, zone: string): dayjs.Dayjs {
  const parts = Object.fromEntries(wallClock(zone).formatToParts(ms).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMinutes = Math.round((wall - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000);
  return dayjs(ms).utcOffset(offsetMinutes);
}
