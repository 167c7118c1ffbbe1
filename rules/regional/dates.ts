import type { Language, Site } from "../../schemas/site.js";
import { formatWallClock, wallClockOf, type DateInput } from "./wall-clock.js";
import { isValidTimezone } from "./timezone.js";

export interface ZoneOption {
  /** The timezone to show the date in (e.g. the visitor's chosen one); an invalid zone falls back to the site's. */
  timezone?: string | null;
}

type SiteZone = Pick<Site, "locale" | "timezone">;

function zoneFor(site: SiteZone, timezone: string | null | undefined): string {
  return timezone && isValidTimezone(timezone) ? timezone.trim() : site.timezone;
}

/** The formatters return "" for input that is no date rather than throwing while a page renders. */
function format(input: DateInput, zone: string, pattern: string): string {
  const clock = wallClockOf(input, zone);
  return clock ? formatWallClock(clock, pattern) : "";
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
