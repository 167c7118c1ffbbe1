import type { Locale } from "../../schemas/site.js";

/**
 * SPEC §1 "the Singapore grade assessment notice for grades 0-4": on the sg site the first five grades of its grade
 * system (K1, K2, P1, P2, P3; fixtures/grades.json, system sg-levels) are young enough that a grown-up should sit with
 * the child during the level test, and a teacher's assessment may suit them better.
 */
const SG_NOTICE_GRADES: ReadonlySet<number> = new Set([301, 302, 303, 304, 305]);

/** Whether the level test of `gradeId` on the `locale` site shows the notice for young children. */
export function showsYoungChildNotice(locale: Locale, gradeId: number): boolean {
  return locale === "sg" && SG_NOTICE_GRADES.has(gradeId);
}
