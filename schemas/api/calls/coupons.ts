import { z } from "zod";
import { couponCategorySchema } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { skuIdField } from "./catalogue.js";

const studentId = text(64, { min: 1 });
export const couponIdField = z.uuid();

/** A family's coupon as the lists and the checkout show it (SPEC §3 Coupon). */
export const couponViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  terms: z.string(),
  category: couponCategorySchema,
  discount: z.discriminatedUnion("kind", [z.object({ kind: z.literal("amount"), amount: count }), z.object({ kind: z.literal("percent"), basisPoints: count })]),
  minimumSpend: count,
  maxSaving: count.nullable(),
  /** Products it is limited to, with titles; empty for every product of its category. */
  products: z.array(z.object({ skuId: z.string(), title: z.string() })),
  combinable: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 1 available soon, 2 new, 3 expire soon; null for none. */
  timeStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  /** 1 redeemed, 2 expired; null while it can be used. */
  historyStatus: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type CouponView = z.infer<typeof couponViewSchema>;

/** What a checkout would buy: the products and how many, with the optional materials chosen. */
export const checkoutProductSchema = z.object({
  skuId: skuIdField,
  quantity: z.int32().min(1).max(99).default(1),
  /** Optional attached items chosen; omitted for the product's defaults. */
  attachmentSkuIds: z.array(skuIdField).max(20).optional(),
});

/** A coupon judged against a checkout: usable with its saving, or the reason it is not (SPEC §3: 1, 2, 3, 4, 7, 8). */
export const effectCouponSchema = couponViewSchema.extend({ usable: z.boolean(), reason: z.number().int().nullable(), saving: count });

export const couponCalls = {
  queryUserCoupons: defineCall({
    path: "/coupons/mine",
    summary: "The family's coupons: 'available' (not used, not expired; soonest to end first) or 'history' (redeemed or expired).",
    request: z.object({ list: z.enum(["available", "history"]) }),
    response: z.object({ list: z.array(couponViewSchema) }),
    auth: "required",
  }),
  queryCouponDetail: defineCall({
    path: "/coupons/detail",
    summary: "One of the family's coupons; 4003 for any other.",
    request: z.object({ couponId: couponIdField }),
    response: couponViewSchema,
    auth: "required",
  }),
  redeemCoupon: defineCall({
    path: "/coupons/redeem",
    summary: "Adds the coupon of a promo code to the family: 'Promo code not found. Please try again' for an unknown code, 'Coupon invalid' for one ended, used up or already held.",
    request: z.object({ code: text(32, { min: 1, trim: true }) }),
    response: couponViewSchema,
    auth: "required",
    idempotent: true,
  }),
  queryAvalibaleCoupons: defineCall({
    path: "/coupons/available-for",
    summary:
      "The family's coupons judged against a checkout with the ones already chosen (historyUseCouponIds): how many are usable and each one's saving or reason; remainStagePriceAfterDiscount judges them against the first instalment only.",
    request: z.object({
      studentId,
      products: z.array(checkoutProductSchema).min(1).max(50),
      historyUseCouponIds: z.array(couponIdField).max(2).default([]),
      remainStagePriceAfterDiscount: z.boolean().default(false),
    }),
    response: z.object({
      canUseCount: count,
      useCouponInfo: z.object({ couponIds: z.array(z.string()), saving: count }),
      effectCoupons: z.array(effectCouponSchema),
    }),
    auth: "required",
  }),
  recommendCoupons: defineCall({
    path: "/coupons/recommend",
    summary: "The best legal choice of the family's coupons for a checkout: at most one per category, the largest saving.",
    request: z.object({ studentId, products: z.array(checkoutProductSchema).min(1).max(50) }),
    response: z.object({ couponIds: z.array(z.string()), saving: count }),
    auth: "required",
  }),
};
