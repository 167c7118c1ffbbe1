// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { TeacherDetail } from "./TeacherDetail.js";
import type { Teacher } from "./teachers.js";

afterEach(cleanup);

const teacher: Teacher = {
  id: 2,
  name: "Marcus Ellery",
  avatar: "",
  title: "Math & Coding Instructor",
  intro: "Marcus studied computer science before discovering a passion for teaching.\nHis classes blend algorithmic thinking with coding projects.",
  subjectIds: [1, 4],
};
const subjects = [
  { id: 1, name: "Math" },
  { id: 2, name: "English" },
  { id: 4, name: "Coding" },
];

function renderDetail() {
  return render(
    <I18nextProvider i18n={i18nFor("en")}>
      <TeacherDetail teacher={teacher} subjects={subjects} />
    </I18nextProvider>,
  );
}

describe("TeacherDetail", () => {
  it("shows the teacher and the profile tab first", () => {
    renderDetail();
    expect(screen.getByRole("heading", { level: 1, name: "Marcus Ellery" })).toBeTruthy();
    expect(screen.getByText("Math & Coding Instructor")).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs).toHaveLength(2);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    expect(tabs[0]!.tabIndex).toBe(0);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("false");
    expect(tabs[1]!.tabIndex).toBe(-1);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.textContent).toContain("passion for teaching");
    expect(panel.querySelectorAll("p")).toHaveLength(2);
  });

  it("shows the subjects taught on the courses tab", () => {
    renderDetail();
    fireEvent.click(screen.getAllByRole("tab")[1]!);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(screen.getAllByRole("tab")[1]!.id);
    const items = [...panel.querySelectorAll("li")].map((item) => item.textContent);
    expect(items).toEqual(["Math", "Coding"]);
    // "No classes are open for enrolment..." (or its key before the translations are merged).
    expect(panel.querySelector(".teacher-detail__no-classes")?.textContent).toMatch(/no ?classes/i);
  });

  it("moves between tabs with the arrow keys, Home and End", () => {
    renderDetail();
    const [profile, courses] = screen.getAllByRole("tab") as [HTMLElement, HTMLElement];
    profile.focus();
    fireEvent.keyDown(profile, { key: "ArrowRight" });
    expect(courses.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(courses);
    fireEvent.keyDown(courses, { key: "ArrowRight" });
    expect(profile.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(courses);
    fireEvent.keyDown(courses, { key: "Home" });
    expect(document.activeElement).toBe(profile);
    fireEvent.keyDown(profile, { key: "End" });
    expect(document.activeElement).toBe(courses);
    expect(screen.getByRole("tabpanel").id).toBe(courses.getAttribute("aria-controls"));
  });

  it("leaves out the subject list when the teacher teaches none of the given subjects", () => {
    render(
      <I18nextProvider i18n={i18nFor("en")}>
        <TeacherDetail teacher={{ ...teacher, subjectIds: [] }} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getAllByRole("tab")[1]!);
    expect(screen.getByRole("tabpanel").querySelector("ul")).toBeNull();
  });
});
