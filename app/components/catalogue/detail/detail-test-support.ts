// Test support only: a class page's data as queryCourseDetail answers it.
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { courseCard } from "../catalogue-test-support.js";

/** The AMC 8 class of the catalogue's test card with its first two lessons (Friday evenings in California). */
export function courseDetail(card: CourseCard = courseCard()): ResponseOf<"queryCourseDetail"> {
  return {
    card,
    lessons: [
      { number: 1, startsAt: "2025-01-11T02:00:00.000Z", endsAt: "2025-01-11T03:30:00.000Z", topic: "Contest format and a diagnostic mini-test", teacherName: "Rachel Donovan" },
      { number: 2, startsAt: "2025-01-18T02:00:00.000Z", endsAt: "2025-01-18T03:30:00.000Z", topic: "Arithmetic shortcuts", teacherName: "Rachel Donovan" },
    ],
    syllabus: ["Contest format, scoring and a diagnostic mini-test", "Arithmetic shortcuts and estimation under time pressure"],
    items: [],
    alternates: [],
    validDays: null,
    examEntrance: { status: 0, examId: null, text: "" },
  };
}
