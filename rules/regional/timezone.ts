import type { Site } from "../../schemas/site.js";
import { dateTimeFormat } from "./intl-formats.js";

/** The visitor's chosen timezone cookie (`_official_timezone`) lives 365 days (SPEC §9). */
export const TIMEZONE_COOKIE_DAYS = 365;
export const TIMEZONE_COOKIE_MAX_AGE_SECONDS = TIMEZONE_COOKIE_DAYS * 24 * 60 * 60;

/** After switching timezone the page reloads 2 s later (SPEC §2 Timezone dialog, §9 timezone reload). */
export const TIMEZONE_RELOAD_DELAY_MS = 2000;

/**
 * The zone's canonical IANA name when the runtime's time-zone database knows it, else null.
 * Aliases resolve to one name (`US/Pacific` → `America/Los_Angeles`), so two spellings of one zone compare
 * equal. Bare offsets such as `+05:00` are not accepted: a cookie or device value must name a zone.
 */
export function canonicalTimezone(zone: unknown): string | null {
  if (typeof zone !== "string") return null;
  const name = zone.trim();
  if (name.length === 0 || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  const known = canonicalNames.get(name);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  // A page asks for a handful of zones many times; a formatter is costly to make. Bounded against a stream of made-up names.
  if (canonicalNames.size >= CANONICAL_NAMES_KEPT) canonicalNames.clear();
  canonicalNames.set(name, canonical);
  return canonical;
}

const CANONICAL_NAMES_KEPT = 512;
const canonicalNames = new Map<string, string | null>();

/**
 * A timezone as a reader of `language` calls it ("Pacific Time", "日本標準時"), from the runtime's CLDR data;
 * the IANA name when the runtime has no such name.
 */
export function timezoneLabel(zone: string, language: string, at: Date = new Date()): string {
  try {
    const parts = dateTimeFormat(language, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(at);
    return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  } catch {
    return zone;
  }
}

/** True for a timezone name the runtime's IANA database knows (aliases included). */
export function isValidTimezone(zone: unknown): zone is string {
  return canonicalTimezone(zone) !== null;
}

export type TimezoneNotice = "auto-switch" | "current";

export interface TimezoneNoticeInput {
  /** What the browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
  deviceTimezone: string | null | undefined;
  siteTimezone: string;
  /** The `_official_timezone` cookie's value, if any. */
  timezoneCookie: string | null | undefined;
  /** The local flag set when a notice is dismissed: `true` or any non-empty stored string means set. */
  autoFlag: boolean | string | null | undefined;
  /** Whether the school allows switching timezone (basic data's timeZoneSwitchSchool / features.timezoneSwitch). */
  switchEnabled: boolean;
}

/**
 * Which timezone notice to show, if any (SPEC §2 'Other dialogs in detail: Timezone', §4 Timezone).
 *
 * Only when the school enables switching, the dismissal flag is unset and the device's timezone differs
 * from the site's: "auto-switch" when no timezone cookie is stored, "current" when one is.
 * Zones compare by canonical IANA name, so an alias of the site's zone is not a difference; a device zone
 * the runtime does not know shows nothing. A cookie that is not a valid zone counts as no cookie, because
 * {@link effectiveTimezone} ignores it too (and the "current" notice would name a zone that is not in use).
 */
export function timezoneNotice(input: TimezoneNoticeInput): TimezoneNotice | null {
  if (!input.switchEnabled || isFlagSet(input.autoFlag)) return null;
  const device = canonicalTimezone(input.deviceTimezone);
  if (device === null || device === canonicalTimezone(input.siteTimezone)) return null;
  return isValidTimezone(input.timezoneCookie) ? "current" : "auto-switch";
}

function isFlagSet(flag: TimezoneNoticeInput["autoFlag"]): boolean {
  return typeof flag === "string" ? flag.length > 0 : flag === true;
}

/**
 * The timezone pages show times in: the visitor's cookie when the school enables switching and the cookie
 * names a valid IANA zone, else the site's own (SPEC §4 Timezone). The cookie's value is returned as stored
 * (not canonicalized) so it round-trips with the timezone list.
 */
export function effectiveTimezone({
  site,
  timezoneCookie,
}: {
  site: Pick<Site, "timezone" | "features">;
  timezoneCookie: string | null | undefined;
}): string {
  if (site.features.timezoneSwitch && isValidTimezone(timezoneCookie)) return timezoneCookie.trim();
  return site.timezone;
}

/**
 * Whether a stored timezone cookie must be cleared: SPEC §4 says the cookie is cleared when the school does
 * not enable switching; an invalid value is cleared as well since it can never take effect.
 */
export function shouldClearTimezoneCookie({
  site,
  timezoneCookie,
}: {
  site: Pick<Site, "features">;
  timezoneCookie: string | null | undefined;
}): boolean {
  if (timezoneCookie === null || timezoneCookie === undefined || timezoneCookie === "") return false;
  return !site.features.timezoneSwitch || !isValidTimezone(timezoneCookie);
}
