import { describe, expect, it } from "vitest";
import { gradeChoices, preselectedGradeId, preselectedStudentId, queryGradeId } from "./entrance-choice.js";

const GRADES = [
  { id: 3, name: "Grade 3" },
  { id: 4, name: "Grade 4" },
];

describe("queryGradeId", () => {
  it("reads digits only", () => {
    expect(queryGradeId("4")).toBe(4);
    expect(queryGradeId("107")).toBe(107);
    for (const value of [null, "", "0", "-1", "4.0", "4a", " 4", "99999999999"]) expect(queryGradeId(value), String(value)).toBeNull();
  });
});

describe("preselectedStudentId", () => {
  const family = [{ uid: "u-1" }, { uid: "s-2" }];

  it("takes the family's child the query names", () => expect(preselectedStudentId(family, "s-2")).toBe("s-2"));

  it("takes the signed-in student otherwise", () => {
    expect(preselectedStudentId(family, null)).toBe("u-1");
    expect(preselectedStudentId(family, "someone-else")).toBe("u-1");
  });

  it("has none without students", () => expect(preselectedStudentId([], "s-2")).toBeNull());
});

describe("preselectedGradeId", () => {
  const child = { uid: "s-2", gradeId: 3 };

  it("takes the query's grade for the child the query names", () => {
    expect(preselectedGradeId(child, { studentId: "s-2", gradeId: 4 }, GRADES)).toBe(4);
  });

  it("takes the child's own grade for another child, a grade not of the site, or none in the query", () => {
    expect(preselectedGradeId(child, { studentId: "u-1", gradeId: 4 }, GRADES)).toBe(3);
    expect(preselectedGradeId(child, { studentId: "s-2", gradeId: 99 }, GRADES)).toBe(3);
    expect(preselectedGradeId(child, { studentId: "s-2", gradeId: 4 }, null)).toBe(3);
    expect(preselectedGradeId(child, { studentId: "s-2", gradeId: null }, GRADES)).toBe(3);
  });

  it("has none for a child without a grade and no query grade", () => {
    expect(preselectedGradeId({ uid: "s-2", gradeId: null }, { studentId: null, gradeId: null }, GRADES)).toBeNull();
  });
});

describe("gradeChoices", () => {
  it("lists the site's grades", () => expect(gradeChoices(GRADES, { gradeId: 4, gradeName: "Grade 4" })).toEqual(GRADES));

  it("adds the child's grade the list lacks", () => {
    expect(gradeChoices(null, { gradeId: 7, gradeName: "Grade 7" })).toEqual([{ id: 7, name: "Grade 7" }]);
    expect(gradeChoices(GRADES, { gradeId: null, gradeName: "" })).toEqual(GRADES);
  });
});
