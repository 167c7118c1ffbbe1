import { describe, expect, it } from "vitest";
import { boundedPosition, canWatch, clockTime, lessonToWatch, purchaseEnd, recordedAccess, resumePosition, watchedPercent } from "./recorded-courses.js";

const NEW_YORK = "America/New_York";

describe("purchaseEnd", () => {
  it("counts calendar days of the site's timezone, keeping the clock time across daylight saving", () => {
    // Paid at 18:00 in New York on 1 March 2026; clocks go forward on 8 March.
    const paidAt = new Date("2026-03-01T23:00:00Z");
    expect(purchaseEnd(paidAt, 10, NEW_YORK)).toEqual(new Date("2026-03-11T22:00:00Z"));
    expect(purchaseEnd(paidAt, 180, "Asia/Tokyo")).toEqual(new Date("2026-08-28T23:00:00Z"));
  });

  it("is null for a course without validDays (permanently valid)", () => {
    expect(purchaseEnd(new Date("2026-03-01T23:00:00Z"), null, NEW_YORK)).toBeNull();
  });
});

describe("recordedAccess", () => {
  // 10:00 in New York in winter; 180 days later is 10:00 in summer time.
  const paidAt = new Date("2026-01-10T15:00:00Z");
  const end = new Date("2026-07-09T14:00:00Z");

  it("is valid until the end, and expired from the end itself", () => {
    expect(recordedAccess([paidAt], 180, NEW_YORK, new Date(end.getTime() - 1))).toEqual({ state: "valid", until: end });
    expect(recordedAccess([paidAt], 180, NEW_YORK, end)).toEqual({ state: "expired", endedAt: end });
  });

  it("is permanent without validDays, however long ago it was paid", () => {
    expect(recordedAccess([paidAt], null, NEW_YORK, new Date("2040-01-01T00:00:00Z"))).toEqual({ state: "permanent" });
  });

  it("follows the purchase that ends last when the course was bought again", () => {
    const again = new Date("2026-08-01T15:00:00Z");
    expect(recordedAccess([again, paidAt], 180, NEW_YORK, new Date("2026-09-01T00:00:00Z"))).toEqual({ state: "valid", until: new Date("2027-01-28T16:00:00Z") });
  });

  it("is null when the course was never bought, and only owned access that has not ended can be watched", () => {
    expect(recordedAccess([], null, NEW_YORK, end)).toBeNull();
    expect(canWatch(null)).toBe(false);
    expect(canWatch({ state: "expired", endedAt: end })).toBe(false);
    expect(canWatch({ state: "valid", until: end })).toBe(true);
    expect(canWatch({ state: "permanent" })).toBe(true);
  });
});

describe("positions in a lesson", () => {
  it("are whole seconds from 0 to the lesson's length", () => {
    expect(boundedPosition(12.9, 45)).toBe(12);
    expect(boundedPosition(-3, 45)).toBe(0);
    expect(boundedPosition(46, 45)).toBe(45);
    expect(boundedPosition(45, 45)).toBe(45);
  });

  it("resume where the student stopped, and from the start once watched to the end", () => {
    expect(resumePosition(0, 45)).toBe(0);
    expect(resumePosition(30, 45)).toBe(30);
    expect(resumePosition(41, 45)).toBe(41);
    expect(resumePosition(42, 45)).toBe(0);
    expect(resumePosition(90, 45)).toBe(0);
  });

  it("tell how much was watched, a lesson watched to its end being all of it", () => {
    expect(watchedPercent(0, 45)).toBe(0);
    expect(watchedPercent(15, 45)).toBe(33);
    expect(watchedPercent(42, 45)).toBe(100);
    expect(watchedPercent(10, 0)).toBe(0);
  });
});

describe("lessonToWatch", () => {
  const lesson = (number: number, positionSeconds: number) => ({ number, positionSeconds, durationSeconds: 45 });

  it("is the first lesson not watched to its end, else the first, and none for a course without lessons", () => {
    expect(lessonToWatch([lesson(1, 45), lesson(2, 10), lesson(3, 0)])).toBe(2);
    expect(lessonToWatch([lesson(1, 44), lesson(2, 0)])).toBe(2);
    expect(lessonToWatch([lesson(1, 45), lesson(2, 45)])).toBe(1);
    expect(lessonToWatch([])).toBeNull();
  });
});

describe("clockTime", () => {
  it("shows minutes and seconds, with hours only for a video that long", () => {
    expect(clockTime(0)).toBe("0:00");
    expect(clockTime(40.9)).toBe("0:40");
    expect(clockTime(725)).toBe("12:05");
    expect(clockTime(3729)).toBe("1:02:09");
    expect(clockTime(-5)).toBe("0:00");
  });
});
