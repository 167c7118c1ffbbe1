import { describe, expect, it } from "vitest";
import { changeBlockAt, lessonsNotStarted } from "./change-window.js";

const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
const lesson = { startsAt: at("10:00"), endsAt: at("11:30") };

describe("changeBlockAt", () => {
  it("blocks from 30 minutes before a session to 30 minutes after it, as in session while it is on", () => {
    expect(changeBlockAt([lesson], at("09:29"))).toBeNull();
    expect(changeBlockAt([lesson], at("09:30"))).toBe("nearSession");
    expect(changeBlockAt([lesson], at("10:00"))).toBe("inSession");
    expect(changeBlockAt([lesson], at("11:29"))).toBe("inSession");
    expect(changeBlockAt([lesson], at("11:30"))).toBe("nearSession");
    expect(changeBlockAt([lesson], at("11:59"))).toBe("nearSession");
    expect(changeBlockAt([lesson], at("12:00"))).toBeNull();
  });

  it("looks at every session it is given", () => {
    const later = { startsAt: at("15:00"), endsAt: at("16:00") };
    expect(changeBlockAt([lesson, later], at("14:45"))).toBe("nearSession");
    expect(changeBlockAt([], at("10:00"))).toBeNull();
  });
});

describe("lessonsNotStarted", () => {
  const lessons = [1, 2, 3, 4].map((number) => ({ number, startsAt: new Date(Date.UTC(2026, 11, number)) }));
  it("keeps the purchased lessons still to start", () => {
    expect(lessonsNotStarted(lessons, { firstLesson: 2, lessonCount: 3 }, new Date(Date.UTC(2026, 11, 2, 12))).map((l) => l.number)).toEqual([3, 4]);
    expect(lessonsNotStarted(lessons, { firstLesson: 1, lessonCount: 2 }, new Date(Date.UTC(2026, 10, 1))).map((l) => l.number)).toEqual([1, 2]);
    expect(lessonsNotStarted(lessons, { firstLesson: 1, lessonCount: 4 }, new Date(Date.UTC(2026, 11, 5)))).toEqual([]);
  });
});
