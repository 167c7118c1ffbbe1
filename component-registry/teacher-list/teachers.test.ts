import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "../../ui/SafeImage.js";
import {
  avatarSource,
  introParagraphs,
  selectTeachers,
  teacherDetailPath,
  teacherSubjects,
  type Teacher,
} from "./teachers.js";

const teacher = (id: number, subjectIds: number[]): Teacher => ({
  id,
  name: `Teacher ${id}`,
  avatar: "",
  title: "Math Teacher",
  intro: "",
  subjectIds,
});

const teachers = [teacher(1, [1]), teacher(2, [1, 4]), teacher(3, [2]), teacher(4, [1])];

describe("selectTeachers", () => {
  it("keeps every teacher in order without subject or limit", () => {
    expect(selectTeachers(teachers, {}).map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it("keeps only the teachers of the subject", () => {
    expect(selectTeachers(teachers, { subjectId: 1 }).map((t) => t.id)).toEqual([1, 2, 4]);
    expect(selectTeachers(teachers, { subjectId: 4 }).map((t) => t.id)).toEqual([2]);
    expect(selectTeachers(teachers, { subjectId: 9 })).toEqual([]);
  });

  it("cuts to the limit after filtering", () => {
    expect(selectTeachers(teachers, { limit: 2 }).map((t) => t.id)).toEqual([1, 2]);
    expect(selectTeachers(teachers, { subjectId: 1, limit: 2 }).map((t) => t.id)).toEqual([1, 2]);
    expect(selectTeachers(teachers, { limit: 10 })).toHaveLength(4);
  });

  it("does not change its input", () => {
    const copy = [...teachers];
    selectTeachers(teachers, { subjectId: 1, limit: 1 });
    expect(teachers).toEqual(copy);
  });
});

describe("teacher helpers", () => {
  it("links to the teacher's page", () => {
    expect(teacherDetailPath(42)).toBe("/teachers/detail/42");
  });

  it("uses the placeholder for an empty avatar", () => {
    expect(avatarSource("")).toBe(PLACEHOLDER_IMAGE);
    expect(avatarSource("  ")).toBe(PLACEHOLDER_IMAGE);
    expect(avatarSource("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });

  it("names the subjects a teacher teaches in the subjects' order", () => {
    const subjects = [
      { id: 1, name: "Math" },
      { id: 2, name: "English" },
      { id: 4, name: "Coding" },
    ];
    expect(teacherSubjects({ subjectIds: [4, 1] }, subjects)).toEqual([subjects[0], subjects[2]]);
    expect(teacherSubjects({ subjectIds: [9] }, subjects)).toEqual([]);
  });

  it("splits the intro into paragraphs", () => {
    expect(introParagraphs("One.\n\n Two. \r\nThree.")).toEqual(["One.", "Two.", "Three."]);
    expect(introParagraphs("")).toEqual([]);
  });
});
