import { describe, expect, it } from "vitest";
import { formatWallClock, readDate, wallClockAt, wallClockOf, weekdayOf } from "./wall-clock.js";

const MS = Date.UTC(2024, 4, 1, 5, 7, 9);

describe("readDate", () => {
  it("reads Dates, numbers and strings with an offset as instants, and strings without one as written", () => {
    expect(readDate(new Date(MS))).toEqual({ instant: MS });
    expect(readDate(MS)).toEqual({ instant: MS });
    expect(readDate("2024-05-01T14:07:09+09:00")).toEqual({ instant: MS });
    expect(readDate("2024-05-01 05:07:09.5z")).toEqual({ instant: MS + 500 });
    expect(readDate("2024-05-01")).toEqual({ written: { year: 2024, month: 5, day: 1, hour: 0, minute: 0, second: 0 } });
    expect(readDate(" 2024-05-01T23:30 ")).toEqual({ written: { year: 2024, month: 5, day: 1, hour: 23, minute: 30, second: 0 } });
  });

  it("refuses what is no date", () => {
    for (const input of ["", "2024-02-30", "2024-05-01T24:00", "2024-05-01T23:60", "2024-05-01Z", "05/01/2024", NaN, new Date("nope")]) {
      expect(readDate(input)).toBeNull();
    }
  });
});

describe("wall clocks", () => {
  it("shows an instant on the zone's clock, daylight saving time included", () => {
    expect(wallClockAt(MS, "Asia/Tokyo")).toEqual({ year: 2024, month: 5, day: 1, hour: 14, minute: 7, second: 9 });
    expect(wallClockAt(MS, "America/Los_Angeles")).toEqual({ year: 2024, month: 4, day: 30, hour: 22, minute: 7, second: 9 });
    expect(wallClockAt(Date.UTC(2024, 0, 1, 0, 0, 0), "America/Los_Angeles").hour).toBe(16);
    expect(wallClockAt(Date.UTC(2024, 0, 1, 0, 0, 0), "Asia/Kolkata")).toMatchObject({ hour: 5, minute: 30 });
  });

  it("keeps a reading without offset as written in any zone", () => {
    expect(wallClockOf("2024-05-01 23:30", "Pacific/Kiritimati")).toMatchObject({ day: 1, hour: 23, minute: 30 });
    expect(wallClockOf("not a date", "Asia/Tokyo")).toBeNull();
  });

  it("names the weekday of the clock's day", () => {
    expect(weekdayOf({ year: 2024, month: 5, day: 1 })).toBe(3);
    expect(weekdayOf({ year: 2024, month: 4, day: 28 })).toBe(0);
    expect(weekdayOf({ year: 2024, month: 5, day: 4 })).toBe(6);
  });

  it("writes dayjs's tokens and leaves every other character as it is", () => {
    const clock = { year: 2024, month: 5, day: 1, hour: 7, minute: 3, second: 9 };
    expect(formatWallClock(clock, "DD/MM/YYYY")).toBe("01/05/2024");
    expect(formatWallClock(clock, "YYYY年M月D日")).toBe("2024年5月1日");
    expect(formatWallClock(clock, "HH:mm:ss YYYY.MM.DD")).toBe("07:03:09 2024.05.01");
    expect(formatWallClock({ ...clock, month: 11, day: 23 }, "M/D")).toBe("11/23");
  });
});
