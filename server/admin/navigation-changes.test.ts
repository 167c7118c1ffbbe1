import { describe, expect, it } from "vitest";
import { describeNavigationChanges } from "./navigation-changes.js";

const courses = { name: "Courses", url: "/courses", children: [{ name: "Short courses", url: "/short" }] };
const teachers = { name: "Teachers", url: "/teachers" };
const faq = { name: "FAQ", url: "/faq" };
const navigation = (...navigationLinks: object[]) => ({ navigationLinks });

describe("describeNavigationChanges", () => {
  it("says the first version created the navigation", () => {
    expect(describeNavigationChanges(null, navigation(courses))).toEqual(["navigation created"]);
  });

  it("names links added, changed (sub-links too) and removed", () => {
    const renamedChild = { ...courses, children: [{ name: "Holiday courses", url: "/short" }] };
    expect(describeNavigationChanges(navigation(courses, teachers), navigation(renamedChild, faq))).toEqual([
      'link "Courses" changed',
      'link "FAQ" added',
      'link "Teachers" removed',
    ]);
  });

  it("says when the order changed, and nothing when nothing did", () => {
    expect(describeNavigationChanges(navigation(courses, teachers), navigation(teachers, courses))).toEqual(["order changed"]);
    expect(describeNavigationChanges(navigation(courses, teachers), navigation(courses, teachers))).toEqual([]);
  });
});
