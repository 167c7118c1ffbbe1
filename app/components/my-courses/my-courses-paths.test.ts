import { describe, expect, it } from "vitest";
import { myCourseDetailPath, myCoursePreparePath, myCoursesHref, myCoursesQueryFrom } from "./my-courses-paths.js";

const STUDENT = "8ebd6ca2-c7b2-4bdd-86a1-b99dbb4a3e92";
const query = (search: string) => myCoursesQueryFrom(new URLSearchParams(search));

describe("My Courses addresses", () => {
  it("read the filter and the student of the list's query, all of the signed-in student's courses without one", () => {
    expect(query("")).toEqual({ filter: "all", studentId: null });
    expect(query(`filter=completed&studentId=${STUDENT}`)).toEqual({ filter: "completed", studentId: STUDENT });
  });

  it("are no page for a filter or student id no call would take", () => {
    for (const search of ["filter=past", "filter=", "studentId=42", `studentId=${STUDENT}x`]) {
      expect(() => query(search), search).toThrow(Response);
    }
  });

  it("write only what differs from all of the signed-in student's courses", () => {
    expect(myCoursesHref({ filter: "all", studentId: null })).toBe("/my-courses/list");
    expect(myCoursesHref({ filter: "all", studentId: null }, { filter: "current" })).toBe("/my-courses/list?filter=current");
    expect(myCoursesHref({ filter: "current", studentId: null }, { studentId: STUDENT })).toBe(`/my-courses/list?filter=current&studentId=${STUDENT}`);
    expect(myCourseDetailPath("us-amc10-prep-big")).toBe("/my-courses/detail/us-amc10-prep-big");
    expect(myCoursePreparePath("us-amc10-prep-big", STUDENT)).toBe(`/my-courses/prepare/us-amc10-prep-big?studentId=${STUDENT}`);
  });
});
