import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count } from "../fields.js";
import { courseCardSchema, skuIdField } from "./catalogue.js";

/** A course a product belongs to or is material for: its classes are at /courses/available-classes/{id}. */
const productCourseSchema = z.object({ id: z.string(), title: z.string() });

/**
 * Recorded courses and goods (SPEC §2 /courses/recorded-detail/{skuId}, /goods/detail/{skuId}). The card carries
 * the price, the stock as of the answer (store, sellStore, remainSellTime, tag) and the description (summary);
 * live stock comes from queryCourseSellStatus. An id of another site, or of another kind of product, answers 4003.
 */
export const productCalls = {
  queryRecordedCourseDetail: defineCall({
    path: "/catalogue/recorded-detail",
    summary: "A recorded course of the site with its syllabus, how long a purchase can be watched and the course it belongs to; 4003 when there is none.",
    request: z.object({ skuId: skuIdField }),
    response: z.object({
      card: courseCardSchema,
      /** One line per video lesson, in order. */
      syllabus: z.array(z.string()),
      /** Days a purchase can be watched; null is permanently valid. */
      validDays: count.nullable(),
      course: productCourseSchema.nullable(),
    }),
    auth: "optional",
  }),
  queryGoodsDetail: defineCall({
    path: "/catalogue/goods-detail",
    summary: "Goods of the site with the courses whose open classes sell them as material; 4003 when there are none.",
    request: z.object({ skuId: skuIdField }),
    response: z.object({
      card: courseCardSchema,
      /** Courses with a class not yet over that offers these goods as material, by title. */
      materialFor: z.array(productCourseSchema),
    }),
    auth: "optional",
  }),
};
