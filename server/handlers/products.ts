import type { HandlerContext, Handlers } from "../service/context.js";
import { goodsDetail, recordedCourseDetail } from "../catalogue/products.js";

type ProductCall = "queryRecordedCourseDetail" | "queryGoodsDetail";

/** The signed-in student's uid for marking the wish, or null for a visitor. */
const viewer = (ctx: HandlerContext) => ctx.session?.uid ?? null;

export const productHandlers: Handlers<ProductCall> = {
  queryRecordedCourseDetail: ({ skuId }, ctx) => recordedCourseDetail(ctx, skuId, viewer(ctx)),
  queryGoodsDetail: ({ skuId }, ctx) => goodsDetail(ctx, skuId, viewer(ctx)),
};
