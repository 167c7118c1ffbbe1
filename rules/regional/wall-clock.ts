// Dates read and written without dayjs: what pages show in the browser (cards, prices, orders) loads none of
// it (decision 0012). Zones come from Intl, which reads the IANA database.

/**
 * A point in time: a Date, epoch milliseconds, or an ISO 8601 string.
 *
 * Strings are read so the result never depends on the machine's own timezone:
 * - with `Z` or an offset (`2024-05-01T10:00:00+08:00`): that instant, shown in the display timezone;
 * - date only (`2024-05-01`): that calendar day, shown as written in any timezone (a date has no instant,
 *   and reading it as UTC midnight would show the day before west of Greenwich);
 * - date and time without offset (`2024-05-01 10:00`): that wall-clock time in the display timezone,
 *   shown as written.
 * Anything else, impossible calendar dates (`2024-02-30`) and invalid Dates or numbers are invalid.
 */
export type DateInput = Date | number | string;

/** A calendar day and time of day as a clock on the wall shows them (month 1-12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An input read: an instant (epoch milliseconds), or a wall-clock reading written without an offset. */
export type ReadDate = { instant: number } | { written: WallClock };

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isRealDay(year: number, month: number, day: number): boolean {
  // Calendar check only (no zone involved): Date.UTC rolls 2024-02-30 over to March.
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** What `input` stands for (see {@link DateInput}), or null when it is not a valid date. */
export function readDate(input: DateInput): ReadDate | null {
  if (typeof input !== "string") {
    const ms = input instanceof Date ? input.getTime() : input;
    return typeof ms === "number" && Number.isFinite(ms) ? { instant: ms } : null;
  }
  const text = input.trim();
  const match = ISO.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offset] = match;
  const written = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour ?? 0), minute: Number(minute ?? 0), second: Number(second ?? 0) };
  if (!isRealDay(written.year, written.month, written.day)) return null;
  if (written.hour > 23 || written.minute > 59 || written.second > 59) return null;
  if (offset === undefined) return { written };
  if (hour === undefined) return null;
  // Normalized to the strict ISO form the JS parser reads the same way everywhere.
  const zoneSuffix = offset.toUpperCase() === "Z" ? "Z" : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const instant = Date.parse(`${text.slice(0, 10)}T${text.slice(11, text.length - offset.length)}${zoneSuffix}`);
  return Number.isFinite(instant) ? { instant } : null;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the wall clock in `zone`, made once per zone (making one costs far more than using it). */
function wallClockFormat(zone: string): Intl.DateTimeFormat {
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

/** The wall clock of `zone` at the instant `ms`. `zone` must be a valid IANA name (Intl throws otherwise). */
export function wallClockAt(ms: number, zone: string): WallClock {
  const parts = Object.fromEntries(wallClockFormat(zone).formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The wall clock `input` is shown as in `zone`: an instant's time there, a reading without offset as written. */
export function wallClockOf(input: DateInput, zone: string): WallClock | null {
  const read = readDate(input);
  if (!read) return null;
  return "instant" in read ? wallClockAt(read.instant, zone) : read.written;
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (clock: Pick<WallClock, "year" | "month" | "day">) => new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();

const two = (value: number) => String(value).padStart(2, "0");
const TOKENS: Record<string, (clock: WallClock) => string> = {
  YYYY: (clock) => String(clock.year).padStart(4, "0"),
  MM: (clock) => two(clock.month),
  M: (clock) => String(clock.month),
  DD: (clock) => two(clock.day),
  D: (clock) => String(clock.day),
  HH: (clock) => two(clock.hour),
  mm: (clock) => two(clock.minute),
  ss: (clock) => two(clock.second),
};

/** The clock written in a pattern of dayjs's tokens YYYY, MM, M, DD, D, HH, mm and ss (`DD/MM/YYYY`, `YYYY年M月D日`). */
export const formatWallClock = (clock: WallClock, pattern: string) => pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss/g, (token) => TOKENS[token]!(clock));
