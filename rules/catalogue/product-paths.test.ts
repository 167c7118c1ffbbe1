import { describe, expect, it } from "vitest";
import { SCREENS } from "../screens.js";
import { courseDetailBase, courseListPath, firstClassPath, packageDetailPath } from "./product-paths.js";

describe("course addresses by family (SPEC §2)", () => {
  it.each([
    ["plain", "/courses/list", "/courses/detail", "/courses/detail/promote/us-bundle", "/courses/detail/FirstClass"],
    ["bm", "/courses/list-bm", "/courses/detail-bm", "/courses/detail-bm/promote/us-bundle", "/courses/detail-bm/FirstClass"],
  ] as const)("%s: list, detail, package and trial pages", (family, list, detail, promote, firstClass) => {
    expect(courseListPath(family)).toBe(list);
    expect(courseDetailBase(family)).toBe(detail);
    expect(packageDetailPath("us-bundle", family)).toBe(promote);
    expect(firstClassPath(family)).toBe(firstClass);
  });

  it("keeps the plain list where the frame's menus link to it", () => {
    expect(courseListPath("plain")).toBe(SCREENS.courseList);
  });

  it("encodes a package id as one path segment", () => {
    expect(packageDetailPath("a/b c", "bm")).toBe("/courses/detail-bm/promote/a%2Fb%20c");
  });
});
