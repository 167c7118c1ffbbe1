// Test support only: the us fixtures' package as queryCourseDetail answers it.
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { courseCard } from "../catalogue-test-support.js";

/** The AMC 8 + Pre-Algebra bundle's own SKU: $990 for two classes worth $1,100 apart, 8 of 10 places left. */
export function packageCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return courseCard({
    id: "us-amc8-prealgebra-bundle",
    kind: "package",
    title: "AMC 8 + Pre-Algebra Honors Bundle",
    summary: "Enroll in both classes together and save $110.",
    tag: 12,
    store: 10,
    sellStore: 8,
    sellPrice: 99000,
    orgPrice: null,
    perSellPrice: null,
    spec: null,
    ...overrides,
  });
}

/** The bundle's two classes. */
export function packageItems(): CourseCard[] {
  return [
    courseCard(),
    courseCard({ id: "us-prealgebra-honors-cupertino-sku", title: "Pre-Algebra Honors (Cupertino)", sellPrice: 56000, orgPrice: null }),
  ];
}

export function packageDetail(card = packageCard(), items = packageItems()): ResponseOf<"queryCourseDetail"> {
  return { card, lessons: [], syllabus: [], items, alternates: [], validDays: null, examEntrance: { status: 0, examId: null, text: "" } };
}
