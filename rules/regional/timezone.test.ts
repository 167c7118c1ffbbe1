import { describe, expect, it } from "vitest";
import {
  canonicalTimezone,
  effectiveTimezone,
  isValidTimezone,
  timezoneLabel,
  shouldClearTimezoneCookie,
  TIMEZONE_COOKIE_DAYS,
  TIMEZONE_COOKIE_MAX_AGE_SECONDS,
  TIMEZONE_RELOAD_DELAY_MS,
  timezoneNotice,
  type TimezoneNoticeInput,
} from "./timezone.js";
import { siteOf } from "../../tests/helpers/test-sites.js";

describe("timezone constants", () => {
  it("keeps the cookie 365 days and reloads 2 s after switching", () => {
    expect(TIMEZONE_COOKIE_DAYS).toBe(365);
    expect(TIMEZONE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(TIMEZONE_RELOAD_DELAY_MS).toBe(2000);
  });
});

describe("isValidTimezone / canonicalTimezone", () => {
  it("accepts IANA zone names and their aliases", () => {
    for (const zone of ["America/Los_Angeles", "Asia/Tokyo", "UTC", "Etc/GMT+5", "America/Argentina/Buenos_Aires", "US/Pacific"]) {
      expect(isValidTimezone(zone)).toBe(true);
    }
    expect(canonicalTimezone("US/Pacific")).toBe("America/Los_Angeles");
    expect(canonicalTimezone(" Asia/Tokyo ")).toBe("Asia/Tokyo");
  });

  it("rejects everything else", () => {
    for (const zone of ["", " ", "Mars/Olympus", "+05:00", "GMT+5:30", "Asia/Tokyo;path=/", "../etc/passwd", "a".repeat(65), null, undefined, 42]) {
      expect(isValidTimezone(zone)).toBe(false);
    }
  });
});

describe("timezoneNotice", () => {
  const base: TimezoneNoticeInput = {
    deviceTimezone: "Asia/Tokyo",
    siteTimezone: "America/Los_Angeles",
    timezoneCookie: null,
    autoFlag: null,
    switchEnabled: true,
  };

  it("offers the automatic switch when no cookie is stored and the flag is unset", () => {
    expect(timezoneNotice(base)).toBe("auto-switch");
    expect(timezoneNotice({ ...base, timezoneCookie: "" })).toBe("auto-switch");
    expect(timezoneNotice({ ...base, autoFlag: false })).toBe("auto-switch");
    expect(timezoneNotice({ ...base, autoFlag: "" })).toBe("auto-switch");
  });

  it("shows the current timezone when a cookie exists and the flag is unset", () => {
    expect(timezoneNotice({ ...base, timezoneCookie: "Asia/Tokyo" })).toBe("current");
    expect(timezoneNotice({ ...base, timezoneCookie: "Europe/London" })).toBe("current");
  });

  it("treats a cookie that is not a zone as no cookie", () => {
    expect(timezoneNotice({ ...base, timezoneCookie: "Mars/Olympus" })).toBe("auto-switch");
  });

  it("shows nothing once dismissed", () => {
    expect(timezoneNotice({ ...base, autoFlag: true })).toBeNull();
    expect(timezoneNotice({ ...base, autoFlag: "1" })).toBeNull();
    expect(timezoneNotice({ ...base, timezoneCookie: "Asia/Tokyo", autoFlag: "true" })).toBeNull();
  });

  it("shows nothing when the school does not enable switching", () => {
    expect(timezoneNotice({ ...base, switchEnabled: false })).toBeNull();
    expect(timezoneNotice({ ...base, timezoneCookie: "Asia/Tokyo", switchEnabled: false })).toBeNull();
  });

  it("shows nothing when the device is in the site's timezone, aliases included", () => {
    expect(timezoneNotice({ ...base, deviceTimezone: "America/Los_Angeles" })).toBeNull();
    expect(timezoneNotice({ ...base, deviceTimezone: "US/Pacific" })).toBeNull();
    expect(timezoneNotice({ ...base, deviceTimezone: "America/Los_Angeles", timezoneCookie: "Asia/Tokyo" })).toBeNull();
  });

  it("shows nothing when the device timezone is unknown", () => {
    expect(timezoneNotice({ ...base, deviceTimezone: undefined })).toBeNull();
    expect(timezoneNotice({ ...base, deviceTimezone: "Nowhere/Land" })).toBeNull();
  });

  it("counts a zone with the same offset but another name as different", () => {
    expect(timezoneNotice({ ...base, deviceTimezone: "America/Vancouver" })).toBe("auto-switch");
  });
});

describe("effectiveTimezone", () => {
  it("uses a valid cookie when the school enables switching", () => {
    expect(siteOf("us").features.timezoneSwitch).toBe(true);
    expect(effectiveTimezone({ site: siteOf("us"), timezoneCookie: "Asia/Tokyo" })).toBe("Asia/Tokyo");
    expect(effectiveTimezone({ site: siteOf("us"), timezoneCookie: " Europe/Paris " })).toBe("Europe/Paris");
  });

  it("uses the site's timezone without a valid cookie", () => {
    expect(effectiveTimezone({ site: siteOf("us"), timezoneCookie: undefined })).toBe("America/Los_Angeles");
    expect(effectiveTimezone({ site: siteOf("us"), timezoneCookie: "" })).toBe("America/Los_Angeles");
    expect(effectiveTimezone({ site: siteOf("us"), timezoneCookie: "Mars/Olympus" })).toBe("America/Los_Angeles");
  });

  it("ignores the cookie when the school does not enable switching", () => {
    expect(siteOf("jp").features.timezoneSwitch).toBe(false);
    expect(effectiveTimezone({ site: siteOf("jp"), timezoneCookie: "America/New_York" })).toBe("Asia/Tokyo");
  });
});

describe("shouldClearTimezoneCookie", () => {
  it("clears a stored cookie where switching is off, or when it is not a zone", () => {
    expect(shouldClearTimezoneCookie({ site: siteOf("jp"), timezoneCookie: "America/New_York" })).toBe(true);
    expect(shouldClearTimezoneCookie({ site: siteOf("us"), timezoneCookie: "Mars/Olympus" })).toBe(true);
    expect(shouldClearTimezoneCookie({ site: siteOf("us"), timezoneCookie: "Asia/Tokyo" })).toBe(false);
    expect(shouldClearTimezoneCookie({ site: siteOf("jp"), timezoneCookie: undefined })).toBe(false);
    expect(shouldClearTimezoneCookie({ site: siteOf("jp"), timezoneCookie: "" })).toBe(false);
  });
});

describe("timezoneLabel", () => {
  it("names a zone in the reader's language, and falls back to its IANA name", () => {
    expect(timezoneLabel("America/Los_Angeles", "en")).toBe("Pacific Time");
    expect(timezoneLabel("Asia/Tokyo", "ja")).toBe("日本標準時");
    expect(timezoneLabel("Asia/Hong_Kong", "zh-Hant")).toMatch(/香港/);
    expect(timezoneLabel("Not/AZone", "en")).toBe("Not/AZone");
  });
});
