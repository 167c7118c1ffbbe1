import { describe, expect, it } from "vitest";
import { earliestLocalMinute, localMinuteIn, pickedInstant, utcOffsetLabel } from "./schedule-time.js";

const now = new Date("2026-06-01T08:00:30Z");

describe("pickedInstant", () => {
  it("reads the picked minute on the site's clock, whatever the browser's own timezone", () => {
    expect(pickedInstant("2026-06-01T09:05", "Europe/London", now)).toEqual({ instant: "2026-06-01T08:05:00.000Z" });
    expect(pickedInstant("2026-06-01T17:05", "Asia/Singapore", now)).toEqual({ instant: "2026-06-01T09:05:00.000Z" });
    expect(pickedInstant("2026-06-01T01:05", "America/Los_Angeles", now)).toEqual({ instant: "2026-06-01T08:05:00.000Z" });
    expect(pickedInstant("2026-12-01T09:00", "Europe/London", now)).toEqual({ instant: "2026-12-01T09:00:00.000Z" });
  });

  it("refuses a minute the clocks skip when summer time begins, and takes a repeated one on standard time", () => {
    expect(pickedInstant("2027-03-28T01:30", "Europe/London", now)).toEqual({ problem: "skipped" });
    expect(pickedInstant("2027-03-14T02:30", "America/New_York", now)).toEqual({ problem: "skipped" });
    expect(pickedInstant("2026-10-25T01:30", "Europe/London", now)).toEqual({ instant: "2026-10-25T01:30:00.000Z" });
  });

  it("refuses a time already past on the site's clock, one more than a year ahead, and what is no time", () => {
    // 09:00 in London is 08:00 UTC, half a minute before now.
    expect(pickedInstant("2026-06-01T09:00", "Europe/London", now)).toEqual({ problem: "past" });
    expect(pickedInstant("2027-06-02T09:01", "Europe/London", now)).toEqual({ problem: "tooFar" });
    for (const local of ["", "2026-06-01", "2026-06-01T9:05", "2026-02-30T09:00", "2026-06-01T24:00", "2026-06-01T09:05:00"]) {
      expect(pickedInstant(local, "Europe/London", now), local).toEqual({ problem: "invalid" });
    }
  });
});

describe("the picker's bounds and labels", () => {
  it("starts at the next whole minute on the site's clock", () => {
    expect(earliestLocalMinute(now, "Europe/London")).toBe("2026-06-01T09:01");
    expect(earliestLocalMinute(new Date("2026-06-01T08:00:00Z"), "Asia/Tokyo")).toBe("2026-06-01T17:01");
    expect(localMinuteIn(now, "Asia/Kolkata")).toBe("2026-06-01T13:30");
  });

  it("names the zone's offset from UTC at that time of year", () => {
    expect(utcOffsetLabel(now, "Europe/London")).toBe("UTC+01:00");
    expect(utcOffsetLabel(new Date("2026-12-01T00:00:00Z"), "Europe/London")).toBe("UTC+00:00");
    expect(utcOffsetLabel(now, "America/Los_Angeles")).toBe("UTC-07:00");
  });
});
