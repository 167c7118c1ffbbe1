// Test support only: product pages' data as queryRecordedCourseDetail and queryGoodsDetail answer it.
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { courseCard } from "../catalogue-test-support.js";

/** A product's card: no class details, no price per lesson, open and mostly in stock unless told otherwise. */
function productCard(overrides: Partial<CourseCard>): CourseCard {
  return { ...courseCard(), orgPrice: null, perSellPrice: null, spec: null, ...overrides };
}

/** The us fixtures' permanently valid fractions video course. */
export function recordedCourseDetail(overrides: Partial<CourseCard> = {}, detail: Partial<ResponseOf<"queryRecordedCourseDetail">> = {}): ResponseOf<"queryRecordedCourseDetail"> {
  return {
    card: productCard({
      id: "us-fractions-video",
      kind: "recorded",
      title: "Fractions Mastery Video Course",
      summary: "Ten short video lessons on fractions.",
      store: 9999,
      sellStore: 9587,
      sellPrice: 9900,
      ...overrides,
    }),
    syllabus: ["What a fraction really means", "Fractions on the number line", "Equivalent fractions"],
    validDays: null,
    course: null,
    ...detail,
  };
}

/** The us fixtures' AMC 8 workbook, material of the AMC 8 course. */
export function goodsDetail(overrides: Partial<CourseCard> = {}, detail: Partial<ResponseOf<"queryGoodsDetail">> = {}): ResponseOf<"queryGoodsDetail"> {
  return {
    card: productCard({
      id: "us-amc8-workbook",
      kind: "goods",
      title: "AMC 8 Practice Workbook",
      summary: "320 contest-style problems sorted by topic.\nShipped within 3 business days.",
      tag: 13,
      store: 150,
      sellStore: 112,
      sellPrice: 3500,
      ...overrides,
    }),
    materialFor: [{ id: "us-amc8-prep", title: "AMC 8 Competition Prep" }],
    ...detail,
  };
}
