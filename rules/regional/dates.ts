import type { Language, Site } from "../../schemas/site.js";
import { dayjs, instantIn, type Dayjs } from "./dayjs.js";
import { isValidTimezone } from "./timezone.js";

/**
 * A point in time: a Date, epoch milliseconds, or an ISO 8601 string.
 *
 * Strings are read so the result never depends on the machine's own timezone:
 * - with `Z` or an offset (`2024-05-01T10:00:00+08:00`): that instant, shown in the display timezone;
 * - date only (`2024-05-01`): that calendar day, shown as written in any timezone (a date has no instant,
 *   and reading it as UTC midnight would show the day before west of Greenwich);
 * - date and time without offset (`2024-05-01 10:00`): that wall-clock time in the display timezone,
 *   shown as written.
 * Anything else, impossible calendar dates (`2024-02-30`) and invalid Dates or numbers are invalid, and the
 * formatters return "" for them rather than throwing while a page renders.
 */
export type DateInput = Date | number | string;

export interface ZoneOption {
  /** The timezone to show the date in (e.g. the visitor's chosen one); an invalid zone falls back to the site's. */
  timezone?: string | null;
}

type SiteZone = Pick<Site, "locale" | "timezone">;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function isRealDay(year: number, month: number, day: number): boolean {
  // Calendar check only (no zone involved): Date.UTC rolls 2024-02-30 over to March.
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** The input as a dayjs in `zone` (a valid IANA zone: dayjs throws otherwise), or null when the input is not a valid date. */
export function toZoned(input: DateInput, zone: string): Dayjs | null {
  if (typeof input === "string") {
    const text = input.trim();
    const match = ISO.exec(text);
    if (!match) return null;
    const [, year, month, day, hour, minute, second, offset] = match;
    if (!isRealDay(Number(year), Number(month), Number(day))) return null;
    if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null;
    if (offset !== undefined) {
      if (hour === undefined) return null;
      // Normalized to the strict ISO form the JS parser reads the same way everywhere.
      const zoneSuffix = offset.toUpperCase() === "Z" ? "Z" : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
      const instant = dayjs(`${text.slice(0, 10)}T${text.slice(11, text.length - offset.length)}${zoneSuffix}`);
      return instant.isValid() ? instantIn(instant.valueOf(), zone) : null;
    }
    // No offset: a wall-clock date (and time) in the display zone.
    const wall = dayjs.tz(hour === undefined ? text : text.replace(" ", "T"), zone);
    return wall.isValid() ? wall : null;
  }
  const ms = input instanceof Date ? input.getTime() : input;
  if (typeof ms !== "number" || !Number.isFinite(ms)) return null;
  return instantIn(ms, zone);
}

function zoneFor(site: SiteZone, timezone: string | null | undefined): string {
  return timezone && isValidTimezone(timezone) ? timezone.trim() : site.timezone;
}

function format(input: DateInput, zone: string, pattern: string): string {
  return toZoned(input, zone)?.format(pattern) ?? "";
}

/**
 * The date pattern of course cards and other compact dates (SPEC §9 date formats): day first in the UK and
 * France, year first in Japan, month first everywhere else.
 */
export function cardDatePattern(site: Pick<Site, "locale">): string {
  switch (site.locale) {
    case "uk":
    case "fr":
      return "DD/MM/YYYY";
    case "jp":
      return "YYYY/MM/DD";
    default:
      return "MM/DD/YYYY";
  }
}

/** A card date in the site's timezone (or `options.timezone`), e.g. 05/01/2024 on the US site. */
export function formatCardDate(date: DateInput, site: SiteZone, options: ZoneOption = {}): string {
  return format(date, zoneFor(site, options.timezone), cardDatePattern(site));
}

/**
 * The default (long-form) date pattern (SPEC §9 date formats): DD-MM-YYYY, or YYYY-MM-DD when the interface
 * language is Traditional Chinese. SPEC §9 only says hk, kr and jp "use their own"; the choices are:
 * - hk: `YYYY年M月D日` in Traditional Chinese (the usual written form there), else DD/MM/YYYY (British usage);
 * - kr: `YYYY.MM.DD` in every language (the usual Korean written form);
 * - jp: `YYYY年M月D日` in Japanese, else YYYY/MM/DD (the card pattern of jp).
 */
export function defaultDatePattern(site: Pick<Site, "locale">, language: Language): string {
  switch (site.locale) {
    case "hk":
      return language === "zh-Hant" ? "YYYY年M月D日" : "DD/MM/YYYY";
    case "kr":
      return "YYYY.MM.DD";
    case "jp":
      return language === "ja" ? "YYYY年M月D日" : "YYYY/MM/DD";
    default:
      return language === "zh-Hant" ? "YYYY-MM-DD" : "DD-MM-YYYY";
  }
}

/** A date in the default pattern, in the site's timezone (or `options.timezone`). */
export function formatDefaultDate(date: DateInput, site: SiteZone, language: Language, options: ZoneOption = {}): string {
  return format(date, zoneFor(site, options.timezone), defaultDatePattern(site, language));
}

/**
 * The time-first layout of SPEC §9 ("UK option puts time first"), fixed as `HH:mm DD/MM/YYYY`: it is one
 * layout, British day/month order included, not the default date with the time moved in front.
 */
export const TIME_FIRST_PATTERN = "HH:mm DD/MM/YYYY";

export interface DateTimeOptions extends ZoneOption {
  /** Time before date (`HH:mm DD/MM/YYYY`). Defaults to true on the uk site only. */
  timeFirst?: boolean;
}

/**
 * A date with its 24-hour time (HH:mm) in the site's timezone or the chosen one: `<default date> HH:mm`,
 * or {@link TIME_FIRST_PATTERN} with the time-first (UK) option.
 */
export function formatDateTime(date: DateInput, site: SiteZone, language: Language, options: DateTimeOptions = {}): string {
  const timeFirst = options.timeFirst ?? site.locale === "uk";
  const pattern = timeFirst ? TIME_FIRST_PATTERN : `${defaultDatePattern(site, language)} HH:mm`;
  return format(date, zoneFor(site, options.timezone), pattern);
}
