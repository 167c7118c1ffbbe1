import { describe, expect, it } from "vitest";
import { assessmentEnd, bookableStarts, isBookableStart, slotStartMinutes } from "./assessment-slots.js";

const weekdays = [{ days: [1, 2, 3, 4, 5], opens: "16:00", closes: "19:30" }];
const campus = [
  { days: [2, 3, 4, 5], opens: "14:30", closes: "21:00" },
  { days: [6, 7], opens: "09:00", closes: "19:00" },
];

describe("slotStartMinutes", () => {
  it("starts on the hour, the whole hour within the opening hours", () => {
    // 16:00, 17:00, 18:00: 19:00 would end at 20:00, after 19:30.
    expect(slotStartMinutes(weekdays, 1)).toEqual([960, 1020, 1080]);
    // Opening at 14:30, the first whole hour starts at 15:00; the last ends at closing time.
    expect(slotStartMinutes(campus, 2)).toEqual([900, 960, 1020, 1080, 1140, 1200]);
    expect(slotStartMinutes(campus, 1)).toEqual([]);
    expect(slotStartMinutes(weekdays, 7)).toEqual([]);
  });

  it("offers an hour once when two lines of hours overlap", () => {
    expect(slotStartMinutes([...weekdays, { days: [1], opens: "17:00", closes: "20:00" }], 1)).toEqual([960, 1020, 1080, 1140]);
  });
});

describe("bookableStarts", () => {
  it("runs from twelve hours ahead to fourteen days ahead on the site's clock", () => {
    // Friday 27 November 2026, 09:00 in Hong Kong (01:00 UTC).
    const now = new Date("2026-11-27T01:00:00Z");
    const starts = bookableStarts(weekdays, "Asia/Hong_Kong", now);
    // Friday's hours all start within the twelve hours' notice (before 21:00); the weekend has none: Monday 16:00 is first.
    expect(starts[0]).toEqual(new Date("2026-11-30T08:00:00Z"));
    expect(starts.at(-1)).toEqual(new Date("2026-12-11T10:00:00Z"));
    expect(starts).toHaveLength(30);
  });

  it("keeps the local hour across a change of clocks, and leaves out an hour that does not exist", () => {
    // New York springs forward on Sunday 8 March 2026 at 02:00.
    const night = [{ days: [7], opens: "01:00", closes: "04:00" }];
    const starts = bookableStarts(night, "America/New_York", new Date("2026-03-01T12:00:00Z"));
    const march8 = starts.filter((start) => start.toISOString().startsWith("2026-03-08"));
    // 01:00 EST (06:00 UTC), 02:00 does not exist, 03:00 EDT (07:00 UTC).
    expect(march8).toEqual([new Date("2026-03-08T06:00:00Z"), new Date("2026-03-08T07:00:00Z")]);
    const earlier = starts.filter((start) => start.toISOString().startsWith("2026-03-01"));
    expect(earlier).toEqual([]);
  });

  it("knows a bookable start from one it never offered", () => {
    const now = new Date("2026-11-27T01:00:00Z");
    expect(isBookableStart(weekdays, "Asia/Hong_Kong", now, new Date("2026-12-01T09:00:00Z"))).toBe(true);
    expect(isBookableStart(weekdays, "Asia/Hong_Kong", now, new Date("2026-12-01T09:30:00Z"))).toBe(false);
    expect(isBookableStart(weekdays, "Asia/Hong_Kong", now, new Date("2026-11-27T08:00:00Z"))).toBe(false);
    expect(isBookableStart(weekdays, "Asia/Hong_Kong", now, new Date("2026-12-14T08:00:00Z"))).toBe(false);
    expect(assessmentEnd(new Date("2026-12-01T09:00:00Z"))).toEqual(new Date("2026-12-01T10:00:00Z"));
  });
});
