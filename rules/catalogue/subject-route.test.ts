import { describe, expect, it } from "vitest";
import { enrolTarget } from "./subject-route.js";
import { LOCALES, type Locale } from "../../schemas/site.js";

describe("enrolTarget", () => {
  it.each<{ locale: Locale; subjectId: number; mathSubjectId?: number; target: string | null }>([
    { locale: "us", subjectId: 1, target: null },
    { locale: "us", subjectId: 2, target: "/1-to-1-assessment" },
    { locale: "us", subjectId: 7, target: "/1-to-1-assessment" },
    { locale: "us", subjectId: 3, mathSubjectId: 3, target: null },
    { locale: "us", subjectId: 1, mathSubjectId: 3, target: "/1-to-1-assessment" },
    { locale: "uk", subjectId: 2, target: null },
    { locale: "bmus", subjectId: 2, target: null },
    { locale: "hk", subjectId: 1, target: null },
  ])("$locale, subject $subjectId: $target", ({ locale, subjectId, mathSubjectId, target }) => {
    expect(enrolTarget({ locale, subjectId, mathSubjectId })).toBe(target);
  });

  it("routes non-math subjects on the us site only", () => {
    expect(LOCALES.filter((locale) => enrolTarget({ locale, subjectId: 2 }) !== null)).toEqual(["us"]);
  });
});
