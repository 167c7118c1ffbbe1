import { describe, expect, it } from "vitest";
import { MY_COURSE_STATES } from "../../schemas/api/calls/my-courses.js";
import { courseTagOf, inMyCourseFilter, myCourseStateAt, myCourseTags, progressAt } from "./my-course-state.js";

const utc = (iso: string) => new Date(`${iso}Z`);
const lessons = [
  { startsAt: utc("2026-03-01T10:00:00"), endsAt: utc("2026-03-01T11:00:00"), replayUrl: null },
  { startsAt: utc("2026-03-08T10:00:00"), endsAt: utc("2026-03-08T11:00:00"), replayUrl: "https://media.example/2.m3u8" },
];
const active = { status: "active" as const, lessons };

describe("myCourseStateAt", () => {
  it("is not started before the first purchased lesson and in session until the last one ends", () => {
    expect(myCourseStateAt(active, utc("2026-03-01T09:59:59"))).toBe("notStarted");
    expect(myCourseStateAt(active, utc("2026-03-01T10:00:00"))).toBe("inSession");
    expect(myCourseStateAt(active, utc("2026-03-04T00:00:00"))).toBe("inSession");
    expect(myCourseStateAt(active, utc("2026-03-08T10:59:59"))).toBe("inSession");
  });

  it("is playback only once over while a recording can be watched (6 months), then completed", () => {
    expect(myCourseStateAt(active, utc("2026-03-08T11:00:00"))).toBe("playbackOnly");
    expect(myCourseStateAt(active, utc("2026-09-08T10:59:59"))).toBe("playbackOnly");
    expect(myCourseStateAt(active, utc("2026-09-08T11:00:00"))).toBe("completed");
    const unrecorded = { status: "active" as const, lessons: lessons.map((lesson) => ({ ...lesson, replayUrl: null })) };
    expect(myCourseStateAt(unrecorded, utc("2026-03-08T11:00:00"))).toBe("completed");
  });

  it("is completed for a place bought when every lesson had started (no purchased lessons)", () => {
    expect(myCourseStateAt({ status: "active", lessons: [] }, utc("2026-01-01T00:00:00"))).toBe("completed");
  });

  it("says refunded and transferred for ended places, whatever the lessons", () => {
    expect(myCourseStateAt({ status: "refunded", lessons }, utc("2026-03-04T00:00:00"))).toBe("refunded");
    expect(myCourseStateAt({ status: "transferredOut", lessons }, utc("2026-01-01T00:00:00"))).toBe("transferred");
  });

  it("takes lessons in any order (a rescheduled lesson may come first)", () => {
    const reversed = { status: "active" as const, lessons: [...lessons].reverse() };
    expect(myCourseStateAt(reversed, utc("2026-03-01T09:00:00"))).toBe("notStarted");
    expect(myCourseStateAt(reversed, utc("2026-03-08T10:30:00"))).toBe("inSession");
  });
});

describe("courseTagOf", () => {
  it("maps the states to SPEC §3 tags 201-205, transferred to none", () => {
    expect(MY_COURSE_STATES.map((state) => [state, courseTagOf(state)])).toEqual([
      ["notStarted", 201],
      ["inSession", 202],
      ["completed", 203],
      ["playbackOnly", 205],
      ["refunded", 204],
      ["transferred", null],
    ]);
  });
});

describe("myCourseTags", () => {
  it("adds unpaid while an instalment is owed, never on a refunded or transferred place", () => {
    expect(myCourseTags("inSession", true)).toEqual(["inSession", "unpaid"]);
    expect(myCourseTags("notStarted", false)).toEqual(["notStarted"]);
    expect(myCourseTags("refunded", true)).toEqual(["refunded"]);
    expect(myCourseTags("transferred", true)).toEqual(["transferred"]);
  });
});

describe("inMyCourseFilter", () => {
  it("keeps every place under All, current ones under Current and finished ones under Completed", () => {
    const under = (filter: "all" | "current" | "completed") => MY_COURSE_STATES.filter((state) => inMyCourseFilter(state, filter));
    expect(under("all")).toEqual([...MY_COURSE_STATES]);
    expect(under("current")).toEqual(["notStarted", "inSession"]);
    expect(under("completed")).toEqual(["completed", "playbackOnly"]);
  });
});

describe("progressAt", () => {
  it("counts the purchased lessons over, a lesson counting from the moment it ends", () => {
    expect(progressAt(lessons, utc("2026-03-01T10:59:59"))).toEqual({ done: 0, purchased: 2 });
    expect(progressAt(lessons, utc("2026-03-01T11:00:00"))).toEqual({ done: 1, purchased: 2 });
    expect(progressAt(lessons, utc("2027-01-01T00:00:00"))).toEqual({ done: 2, purchased: 2 });
    expect(progressAt([], utc("2027-01-01T00:00:00"))).toEqual({ done: 0, purchased: 0 });
  });
});
