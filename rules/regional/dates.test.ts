import { afterEach, describe, expect, it } from "vitest";
import { cardDatePattern, formatCardDate, formatDateTime, formatDefaultDate } from "./dates.js";
import { toZoned } from "./dayjs.js";
import { SITES, siteOf } from "../../tests/helpers/test-sites.js";

// 05:00 UTC on 1 May 2024: 14:00 on 1 May in Tokyo, 22:00 on 30 April in Los Angeles, 06:00 in London.
const ISO_INSTANT = "2024-05-01T05:00:00Z";
const MS = Date.UTC(2024, 4, 1, 5, 0, 0);

describe("formatCardDate", () => {
  it("shows the calendar day of the site's own timezone", () => {
    expect(formatCardDate(ISO_INSTANT, siteOf("us"))).toBe("04/30/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("jp"))).toBe("2024/05/01");
    expect(formatCardDate(ISO_INSTANT, siteOf("uk"))).toBe("01/05/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("fr"))).toBe("01/05/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("sg"))).toBe("05/01/2024");
  });

  it("uses DD/MM/YYYY for uk and fr, YYYY/MM/DD for jp and MM/DD/YYYY for every other site", () => {
    const patterns = Object.fromEntries(SITES.map((site) => [site.locale, cardDatePattern(site)]));
    expect(patterns).toMatchObject({ uk: "DD/MM/YYYY", fr: "DD/MM/YYYY", jp: "YYYY/MM/DD" });
    const others = SITES.filter((site) => !["uk", "fr", "jp"].includes(site.locale));
    expect(others).toHaveLength(16);
    for (const site of others) expect(cardDatePattern(site)).toBe("MM/DD/YYYY");
  });

  it("shows the day of a chosen timezone instead of the site's", () => {
    expect(formatCardDate(ISO_INSTANT, siteOf("us"), { timezone: "Asia/Tokyo" })).toBe("05/01/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("jp"), { timezone: "America/Los_Angeles" })).toBe("2024/04/30");
  });

  it("falls back to the site's timezone when the chosen one is not a zone", () => {
    expect(formatCardDate(ISO_INSTANT, siteOf("us"), { timezone: "Mars/Olympus" })).toBe("04/30/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("us"), { timezone: "" })).toBe("04/30/2024");
    expect(formatCardDate(ISO_INSTANT, siteOf("us"), { timezone: null })).toBe("04/30/2024");
  });

  it("reads a Date, epoch milliseconds and an ISO string as the same instant", () => {
    for (const input of [new Date(MS), MS, ISO_INSTANT, "2024-05-01T14:00:00+09:00", "2024-05-01T14:00:00+0900", "2024-05-01 05:00:00z"]) {
      expect(formatCardDate(input, siteOf("us"))).toBe("04/30/2024");
      expect(formatCardDate(input, siteOf("jp"))).toBe("2024/05/01");
    }
  });

  it("shows a date-only string as that calendar day in every timezone", () => {
    for (const site of SITES) {
      const expected = { uk: "01/05/2024", fr: "01/05/2024", jp: "2024/05/01" }[site.locale as string] ?? "05/01/2024";
      for (const timezone of [site.timezone, "Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
        expect(formatCardDate("2024-05-01", site, { timezone })).toBe(expected);
      }
    }
    expect(formatCardDate("2024-05-01", siteOf("us"))).toBe("05/01/2024");
    expect(formatCardDate("2024-05-01", siteOf("jp"))).toBe("2024/05/01");
    expect(formatCardDate("2024-05-01", siteOf("us"), { timezone: "Pacific/Kiritimati" })).toBe("05/01/2024");
  });

  it("returns an empty string for input that is not a date", () => {
    for (const input of ["", "yesterday", "05/01/2024", "2024-02-30", "2023-02-29", "2024-13-01", "2024-05-01T25:00", "2024-05-01Z", NaN, Infinity, new Date("nope")]) {
      expect(formatCardDate(input, siteOf("us"))).toBe("");
    }
    expect(formatCardDate("2024-02-29", siteOf("us"))).toBe("02/29/2024");
  });
});

describe("formatDefaultDate", () => {
  it("uses DD-MM-YYYY, or YYYY-MM-DD in Traditional Chinese", () => {
    expect(formatDefaultDate(ISO_INSTANT, siteOf("us"), "en")).toBe("30-04-2024");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("uk"), "en")).toBe("01-05-2024");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("tc"), "zh-Hant")).toBe("2024-05-01");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("sg"), "zh-Hans")).toBe("01-05-2024");
  });

  it("gives hk, kr and jp their own formats", () => {
    expect(formatDefaultDate(ISO_INSTANT, siteOf("hk"), "zh-Hant")).toBe("2024年5月1日");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("hk"), "en")).toBe("01/05/2024");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("kr"), "ko")).toBe("2024.05.01");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("kr"), "en")).toBe("2024.05.01");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("jp"), "ja")).toBe("2024年5月1日");
    expect(formatDefaultDate(ISO_INSTANT, siteOf("jp"), "en")).toBe("2024/05/01");
    expect(formatDefaultDate("2024-11-23", siteOf("jp"), "ja")).toBe("2024年11月23日");
  });

  it("shows the day in the chosen timezone", () => {
    expect(formatDefaultDate(ISO_INSTANT, siteOf("jp"), "ja", { timezone: "America/Los_Angeles" })).toBe("2024年4月30日");
  });
});

describe("formatDateTime", () => {
  it("puts a 24-hour time after the default date, in the site's timezone", () => {
    expect(formatDateTime(ISO_INSTANT, siteOf("us"), "en")).toBe("30-04-2024 22:00");
    expect(formatDateTime(ISO_INSTANT, siteOf("jp"), "ja")).toBe("2024年5月1日 14:00");
    expect(formatDateTime(ISO_INSTANT, siteOf("tc"), "zh-Hant")).toBe("2024-05-01 13:00");
    expect(formatDateTime("2024-05-01T15:00:00Z", siteOf("jp"), "en")).toBe("2024/05/02 00:00");
  });

  it("puts the time first on the uk site, or when asked", () => {
    expect(formatDateTime(ISO_INSTANT, siteOf("uk"), "en")).toBe("06:00 01/05/2024");
    expect(formatDateTime(ISO_INSTANT, siteOf("uk"), "en", { timeFirst: false })).toBe("01-05-2024 06:00");
    expect(formatDateTime(ISO_INSTANT, siteOf("us"), "en", { timeFirst: true })).toBe("22:00 30/04/2024");
  });

  it("shows the chosen timezone's date and time", () => {
    expect(formatDateTime(ISO_INSTANT, siteOf("us"), "en", { timezone: "Asia/Tokyo" })).toBe("01-05-2024 14:00");
    expect(formatDateTime(ISO_INSTANT, siteOf("uk"), "en", { timezone: "America/Los_Angeles" })).toBe("22:00 30/04/2024");
  });

  it("follows daylight saving time from the IANA database", () => {
    // US clocks went forward at 02:00 local on 10 March 2024 (10:00 UTC).
    expect(formatDateTime("2024-03-10T09:30:00Z", siteOf("us"), "en")).toBe("10-03-2024 01:30");
    expect(formatDateTime("2024-03-10T10:30:00Z", siteOf("us"), "en")).toBe("10-03-2024 03:30");
    // The UK went back at 02:00 BST on 27 October 2024 (01:00 UTC).
    expect(formatDateTime("2024-10-27T00:30:00Z", siteOf("uk"), "en")).toBe("01:30 27/10/2024");
    expect(formatDateTime("2024-10-27T01:30:00Z", siteOf("uk"), "en")).toBe("01:30 27/10/2024");
    expect(formatDateTime("2024-10-27T02:30:00Z", siteOf("uk"), "en")).toBe("02:30 27/10/2024");
  });

  it("shows a date and time without offset as written, in any timezone", () => {
    expect(formatDateTime("2024-05-01 23:30", siteOf("us"), "en")).toBe("01-05-2024 23:30");
    expect(formatDateTime("2024-05-01T23:30:15", siteOf("jp"), "ja")).toBe("2024年5月1日 23:30");
    expect(toZoned("2024-05-01T23:30", "Asia/Tokyo")?.toISOString()).toBe("2024-05-01T14:30:00.000Z");
    expect(toZoned("2024-05-01T23:30", "America/Los_Angeles")?.toISOString()).toBe("2024-05-02T06:30:00.000Z");
  });

  it("returns an empty string for an invalid date", () => {
    expect(formatDateTime("not a date", siteOf("uk"), "en")).toBe("");
  });
});

describe("independence from the machine's timezone", () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it("gives the same text whatever the process timezone is", () => {
    const inputs = [ISO_INSTANT, MS, new Date(MS), "2024-05-01", "2024-05-01 23:30"];
    const render = () => inputs.flatMap((input) => [formatDateTime(input, siteOf("us"), "en"), formatCardDate(input, siteOf("jp"))]);
    process.env.TZ = "UTC";
    const expected = render();
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"]) {
      process.env.TZ = zone;
      expect(new Date(MS).getTimezoneOffset()).not.toBe(0);
      expect(render()).toEqual(expected);
    }
    expect(expected).toEqual([
      "30-04-2024 22:00", "2024/05/01", "30-04-2024 22:00", "2024/05/01", "30-04-2024 22:00", "2024/05/01",
      "01-05-2024 00:00", "2024/05/01", "01-05-2024 23:30", "2024/05/01",
    ]);
  });
});
