// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import { PLACEHOLDER_IMAGE } from "../../ui/SafeImage.js";
import type { TeacherListResolved } from "./resolve.js";
import { teacherListSpec, type TeacherListData } from "./schema.js";
import TeacherList from "./TeacherList.js";

afterEach(cleanup);

const example: TeacherListData = { title: "Meet our teachers", subjectId: 1, limit: 6 };
const resolved: TeacherListResolved = {
  teachers: [
    {
      id: 1,
      name: "Rachel Donovan",
      avatar: "",
      title: "Lead Math Teacher",
      intro: "Rachel has taught middle-school math for twelve years.",
      subjectIds: [1],
    },
    {
      id: 2,
      name: "Marcus Ellery",
      avatar: "https://cdn.example/teachers/marcus.jpg",
      title: "Math & Coding Instructor",
      intro: "Marcus blends algorithmic thinking with coding projects.",
      subjectIds: [1, 4],
    },
  ],
};

describe("TeacherList", () => {
  it("renders from the defaults with nothing resolved", () => {
    renderView(TeacherList, { data: teacherListSpec.defaults, resolved: { teachers: [] } });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("renders a realistic example: a titled grid of teacher cards", () => {
    renderView(TeacherList, { data: example, resolved });
    expect(screen.getByRole("heading", { level: 2, name: "Meet our teachers" })).toBeTruthy();
    const cards = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const rachel = screen.getByRole("link", { name: /Rachel Donovan/ });
    expect(rachel.getAttribute("href")).toBe("/teachers/detail/1");
    expect(rachel.textContent).toContain("Lead Math Teacher");
    expect(screen.getByRole("link", { name: /Marcus Ellery/ }).getAttribute("href")).toBe("/teachers/detail/2");
  });

  it("shows avatars at 112 px and the placeholder for an empty avatar", () => {
    const { container } = renderView(TeacherList, { data: example, resolved });
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      PLACEHOLDER_IMAGE,
      "https://cdn.example/teachers/marcus.jpg",
    ]);
    for (const image of images) {
      expect(image.getAttribute("width")).toBe("112");
      expect(image.getAttribute("height")).toBe("112");
      expect(image.getAttribute("alt")).toBe("");
    }
  });

  it("keeps a heading when the data has no title", () => {
    renderView(TeacherList, { data: { title: "" }, resolved });
    expect(screen.getByRole("heading", { level: 2 }).textContent).not.toBe("");
  });

  it("says so when no teacher is to be shown", () => {
    const { container } = renderView(TeacherList, { data: example, resolved: { teachers: [] } });
    expect(container.querySelector(".teacher-list__empty")).not.toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  describe("schema", () => {
    const validate = validatorFor(teacherListSpec.schema);

    it("accepts the defaults and the example", () => {
      expect(validate(teacherListSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["a limit of the wrong type", { limit: "6" }],
      ["a limit above 50", { limit: 51 }],
      ["a limit of 0", { limit: 0 }],
      ["a subject id of 0", { subjectId: 0 }],
      ["a title that is not text", { title: 12 }],
      ["a title that is too long", { title: "x".repeat(121) }],
      ["an extra property", { title: "Teachers", teacherIds: [1, 2] }],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
