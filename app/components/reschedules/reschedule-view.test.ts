import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../api/errors.js";
import { lessonTimeParts, recordsHref, recordsQueryFrom, REFUSAL_TEXTS, reschedulePath } from "./reschedule-view.js";

const us = { locale: "us", timezone: "America/Los_Angeles" } as const;

describe("lessonTimeParts", () => {
  const lesson = { startsAt: "2026-12-02T00:30:00.000Z", endsAt: "2026-12-02T01:30:00.000Z" };
  it("gives the lesson's day and hours on the site's clock, or the visitor's chosen one", () => {
    expect(lessonTimeParts(lesson, us)).toEqual({ weekday: 2, date: "12/01/2026", start: "16:30", end: "17:30" });
    expect(lessonTimeParts(lesson, us, "Asia/Hong_Kong")).toEqual({ weekday: 3, date: "12/02/2026", start: "08:30", end: "09:30" });
    expect(lessonTimeParts(lesson, us, "Not/AZone")).toMatchObject({ start: "16:30" });
    expect(lessonTimeParts({ ...lesson, endsAt: "soon" }, us)).toBeNull();
  });
});

describe("the records' query", () => {
  it("reads an audit result and a page, and refuses what the records call would", () => {
    expect(recordsQueryFrom(new URLSearchParams())).toEqual({ status: null, page: 1 });
    expect(recordsQueryFrom(new URLSearchParams("status=passed&page=3"))).toEqual({ status: "passed", page: 3 });
    for (const bad of ["status=open", "page=0", "page=1e2", "page=-1", "page="]) expect(recordsQueryFrom(new URLSearchParams(bad)), bad).toBeNull();
  });

  it("writes only what differs from all records on page 1, a new filter starting on page 1", () => {
    expect(recordsHref({ status: null, page: 1 })).toBe("/application-transfer/application-records");
    expect(recordsHref({ status: "passed", page: 4 }, { page: 2 })).toBe("/application-transfer/application-records?status=passed&page=2");
    expect(recordsHref({ status: "passed", page: 4 }, { status: "rejected" })).toBe("/application-transfer/application-records?status=rejected");
  });
});

describe("the reschedule screen", () => {
  it("is found under the hub it was opened from, naming a sibling's place by its student", () => {
    expect(reschedulePath("/application-transfer", "us-grade4 online")).toBe("/application-transfer/lesson-reschedule/us-grade4%20online");
    expect(reschedulePath("/my-class-transfer", "c1", "u-1")).toBe("/my-class-transfer/lesson-reschedule/c1?studentId=u-1");
  });

  it("explains the rules' refusals in its own words, not bad input", () => {
    expect(Object.keys(REFUSAL_TEXTS).map(Number).sort()).toEqual(
      [ErrorCode.ALL_LESSONS_STARTED, ErrorCode.TOO_CLOSE_TO_CLASS_START, ErrorCode.CLASS_IN_SESSION, ErrorCode.CLASS_TIME_CONFLICT, ErrorCode.RESCHEDULE_LIMIT_REACHED, ErrorCode.NO_RESCHEDULE_TARGET].sort(),
    );
    expect(REFUSAL_TEXTS[ErrorCode.INVALID_INPUT]).toBeUndefined();
  });
});
