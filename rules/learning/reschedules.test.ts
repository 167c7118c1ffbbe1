import { describe, expect, it } from "vitest";
import { halfOfLessons, lessonBlock, rescheduleAllowance, rescheduleLimit, rescheduleRefusal, targetBlock, termSeason } from "./reschedules.js";

const HONG_KONG = "Asia/Hong_Kong";
const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const session = (start: string, end: string) => ({ startsAt: at(start), endsAt: at(end) });

describe("halfOfLessons", () => {
  it("is half the purchased lessons, odd counts rounded down", () => {
    expect([12, 11, 5, 3, 2, 1, 0].map(halfOfLessons)).toEqual([6, 5, 2, 1, 1, 0, 0]);
  });
});

describe("termSeason", () => {
  // Hong Kong is UTC+8 all year: midnight there is 16:00 UTC the day before.
  it("tells the season from the month of the first lesson on the site's clock", () => {
    expect(termSeason(new Date("2026-02-10T02:00:00Z"), HONG_KONG)).toBe("spring");
    expect(termSeason(new Date("2026-07-20T02:00:00Z"), HONG_KONG)).toBe("summer");
    expect(termSeason(new Date("2026-10-05T02:00:00Z"), HONG_KONG)).toBe("autumn");
  });

  it("changes season at midnight in Hong Kong, not in UTC", () => {
    expect(termSeason(new Date("2026-06-30T15:59:59Z"), HONG_KONG)).toBe("spring");
    expect(termSeason(new Date("2026-06-30T16:00:00Z"), HONG_KONG)).toBe("summer");
    expect(termSeason(new Date("2026-08-31T15:59:59Z"), HONG_KONG)).toBe("summer");
    expect(termSeason(new Date("2026-08-31T16:00:00Z"), HONG_KONG)).toBe("autumn");
    expect(termSeason(new Date("2026-12-31T15:59:59Z"), HONG_KONG)).toBe("autumn");
    expect(termSeason(new Date("2026-12-31T16:00:00Z"), HONG_KONG)).toBe("spring");
  });
});

describe("rescheduleLimit", () => {
  const spring = { startsAt: new Date("2027-03-01T02:00:00Z"), timezone: HONG_KONG };
  const summer = { startsAt: new Date("2027-07-05T02:00:00Z"), timezone: HONG_KONG };
  const autumn = { startsAt: new Date("2026-09-07T02:00:00Z"), timezone: HONG_KONG };

  it("is half the lessons outside Hong Kong, however many", () => {
    expect(rescheduleLimit(30, { ...summer, locale: "us" })).toBe(15);
    expect(rescheduleLimit(7, { ...summer, locale: "sg" })).toBe(3);
  });

  it("in Hong Kong is the lower of half the lessons and the season's limit: 9 spring, 4 summer, 6 autumn", () => {
    expect(rescheduleLimit(24, { ...spring, locale: "hk" })).toBe(9);
    expect(rescheduleLimit(24, { ...summer, locale: "hk" })).toBe(4);
    expect(rescheduleLimit(24, { ...autumn, locale: "hk" })).toBe(6);
    expect(rescheduleLimit(12, { ...spring, locale: "hk" })).toBe(6);
    expect(rescheduleLimit(7, { ...summer, locale: "hk" })).toBe(3);
    expect(rescheduleLimit(13, { ...autumn, locale: "hk" })).toBe(6);
  });
});

describe("rescheduleAllowance", () => {
  it("says what is left, never below none", () => {
    expect(rescheduleAllowance(6, 2)).toEqual({ limit: 6, used: 2, left: 4 });
    expect(rescheduleAllowance(4, 6)).toEqual({ limit: 4, used: 6, left: 0 });
  });
});

describe("targetBlock", () => {
  const target = { ...session("10:00", "11:30"), seatsLeft: 1 };
  it("takes a lesson not started, clear of its 30 minutes, with a seat and no clash", () => {
    expect(targetBlock(target, [], at("09:29"))).toBeNull();
  });

  it("refuses one in session, within 30 minutes of it, or over", () => {
    expect(targetBlock(target, [], at("10:15"))).toBe("inSession");
    expect(targetBlock(target, [], at("09:30"))).toBe("nearSession");
    expect(targetBlock(target, [], at("11:45"))).toBe("nearSession");
    expect(targetBlock(target, [], at("12:00"))).toBe("started");
  });

  it("refuses one without a seat, then one that clashes with another class", () => {
    expect(targetBlock({ ...target, seatsLeft: 0 }, [session("11:00", "12:00")], at("08:00"))).toBe("full");
    expect(targetBlock(target, [session("11:00", "12:00")], at("08:00"))).toBe("timeConflict");
    expect(targetBlock(target, [session("11:30", "12:00"), session("09:00", "10:00")], at("08:00"))).toBeNull();
  });
});

describe("lessonBlock", () => {
  const lesson = session("14:00", "15:00");
  it("moves a lesson not started once, outside its 30 minutes, when some lesson can take it", () => {
    expect(lessonBlock(lesson, { rescheduled: false, targetOpen: true }, at("13:29"))).toBeNull();
    expect(lessonBlock(lesson, { rescheduled: false, targetOpen: false }, at("13:29"))).toBe("noTarget");
    expect(lessonBlock(lesson, { rescheduled: true, targetOpen: true }, at("08:00"))).toBe("rescheduled");
  });

  it("does not move one in session, near it, or over", () => {
    expect(lessonBlock(lesson, { rescheduled: false, targetOpen: true }, at("14:30"))).toBe("inSession");
    expect(lessonBlock(lesson, { rescheduled: false, targetOpen: true }, at("13:30"))).toBe("nearSession");
    expect(lessonBlock(lesson, { rescheduled: false, targetOpen: true }, at("16:00"))).toBe("started");
  });
});

describe("rescheduleRefusal", () => {
  const lesson = session("14:00", "15:00");
  const target = { ...session("10:00", "11:00"), seatsLeft: 2 };
  const clear = { rescheduled: false, busy: [] };

  it("lets a lesson move when both lessons are clear", () => {
    expect(rescheduleRefusal(lesson, target, clear, at("08:00"))).toBeNull();
  });

  it("puts either lesson's session first: in session before near it", () => {
    expect(rescheduleRefusal(lesson, target, clear, at("09:45"))).toBe("nearSession");
    expect(rescheduleRefusal(lesson, { ...target, seatsLeft: 0 }, clear, at("10:30"))).toBe("inSession");
    expect(rescheduleRefusal(lesson, target, clear, at("13:45"))).toBe("nearSession");
  });

  it("names the lesson moved already, a target over, full or clashing", () => {
    expect(rescheduleRefusal(lesson, target, { ...clear, rescheduled: true }, at("08:00"))).toBe("rescheduled");
    expect(rescheduleRefusal(lesson, target, clear, at("12:00"))).toBe("targetStarted");
    expect(rescheduleRefusal(lesson, { ...target, seatsLeft: 0 }, clear, at("08:00"))).toBe("full");
    expect(rescheduleRefusal(lesson, target, { rescheduled: false, busy: [session("10:30", "11:30")] }, at("08:00"))).toBe("timeConflict");
    expect(rescheduleRefusal(session("07:00", "07:30"), target, clear, at("08:00"))).toBe("lessonStarted");
  });
});
