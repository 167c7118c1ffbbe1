import { z } from "zod";
import { debitMethodSchema, deliveryOptionSchema, ORDER_STATUS, orderFeeSchema, orderStatusSchema, paymentMethodSchema } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { skuIdField } from "./catalogue.js";
import { checkoutProductSchema, couponIdField } from "./coupons.js";
import { DEFAULT_SUBSCRIPTION_PERIOD } from "../../learning.js";
import { subscriptionPeriodField } from "./subscription-fields.js";

const studentId = text(64, { min: 1 });
export const orderIdField = text(32, { min: 1 }).regex(/^\d+$/, "must be an order number");
const instant = z.string();

/** An instalment stage (SPEC §3 Stage, §4 statuses 1-7 and 10). */
export const stageSchema = z.object({
  stageNo: count,
  lessonCount: count,
  sellPrice: count,
  couponDiscount: count,
  /** Paid later than at checkout. */
  continuePay: z.boolean(),
  dueAt: instant,
  status: z.number().int(),
});

/** What is being bought: one product (/order/create/{skuId}) or the cart's selected lines. */
const checkoutSourceSchema = z.discriminatedUnion("kind", [
  checkoutProductSchema.extend({ kind: z.literal("product") }),
  z.object({ kind: z.literal("cart"), cartIds: z.array(id).min(1).max(50) }),
]);

const checkoutRequestSchema = z.object({
  studentId,
  source: checkoutSourceSchema,
  couponIds: z.array(couponIdField).max(2).default([]),
  paymentMethod: paymentMethodSchema.default(0),
  debitMethod: debitMethodSchema.default(0),
  addressId: id.optional(),
  delivery: deliveryOptionSchema.optional(),
  /** A subscription plan's period (SPEC §4 codes: 3 month, 4 year); other products have none and ignore it. */
  periodType: subscriptionPeriodField.default(DEFAULT_SUBSCRIPTION_PERIOD),
  /** SPEC §4 order create ways: 1 normal, 2 unpaid list (fromPage), 3 activity, 4 group buy (the activity, and the group joined). */
  createWay: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  activityId: z.int32().positive().optional(),
  activityType: z.int32().min(0).max(99).optional(),
  groupId: z.uuid().optional(),
});

/** An order's line, as the parent's order and the staff desk show it. */
export const orderLineSchema = z.object({
  lineNo: count,
  skuId: z.string(),
  kind: z.string(),
  title: z.string(),
  attachedToLine: count.nullable(),
  quantity: count,
  unitPrice: count,
  couponSaving: count,
  groupDiscount: count,
});

/** Every figure of an order, computed once on the server in minor units (SPEC §3 Order). */
export const orderFiguresSchema = z.object({
  currency: z.string(),
  lines: z.array(orderLineSchema),
  stages: z.array(stageSchema),
  subtotal: count,
  couponSaving: count,
  groupDiscount: count,
  fees: z.array(orderFeeSchema),
  feeTotal: count,
  tax: count,
  taxIncluded: z.boolean(),
  /** The tax rule's label and rate where the site shows tax (GST on sg and uk). */
  taxRule: z.object({ label: z.literal("GST"), rateBasisPoints: count }).nullable(),
  total: count,
  /** What is charged at checkout: the total, or the first stage of instalments. */
  dueNow: count,
  couponIds: z.array(z.string()),
});

/**
 * The order list's status filters, as SPEC §4 codes: 0 all, 100 to be paid, 200 paid, 300 cancelled (300
 * cancelled and 301 expired alike).
 */
export const ORDER_LIST_FILTERS = [0, ORDER_STATUS.toBePaid, ORDER_STATUS.paid, ORDER_STATUS.cancelled] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];
export const ORDER_LIST_PAGE_SIZE_MAX = 50;

/** An order as /order/list shows it: figures in minor units, the student it is for and its lines' titles. */
export const orderListItemSchema = z.object({
  orderId: z.string(),
  /** 301 for an unpaid order past its deadline, whether or not it has been closed yet. */
  status: orderStatusSchema,
  createdAt: instant,
  expiresAt: instant,
  /** Milliseconds left to pay while status is 100. */
  remainPayMs: count,
  currency: z.string(),
  paymentMethod: paymentMethodSchema,
  total: count,
  dueNow: count,
  student: z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  lines: z.array(orderLineSchema.pick({ lineNo: true, skuId: true, kind: true, title: true, attachedToLine: true, quantity: true })),
  /** Items in the order: the lines' quantities added up. */
  itemCount: count,
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderCalls = {
  studentList: defineCall({
    path: "/orders/students",
    summary: "The family's students with, for each, whether the products may be bought for them (the sign-up check of each class; 0 ok).",
    request: z.object({ products: z.array(skuIdField).min(1).max(50) }),
    response: z.object({
      studentList: z.array(z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string(), avatar: z.string(), status: z.number().int(), message: z.string() })),
    }),
    auth: "required",
  }),
  queryCategoryTax: defineCall({
    path: "/orders/category-tax",
    summary: "The site's fee and tax lines for the categories asked (SPEC §7): GST included or added on sg and uk, delivery fees where goods ship.",
    request: z.object({
      platformType: z.int32().min(0).max(10).optional(),
      countryId: z.int32().min(0).optional(),
      categorys: z.array(z.enum(["tuition", "materials"])).min(1).max(2),
      teacherWorkTypeList: z.array(z.int32().min(0).max(10)).max(10).default([]),
    }),
    response: z.object({
      list: z.array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("tax"), category: z.enum(["tuition", "materials"]), label: z.literal("GST"), rateBasisPoints: count, included: z.boolean() }),
          z.object({ kind: z.literal("fee"), option: deliveryOptionSchema, amount: count, minWorkingDays: count, maxWorkingDays: count }),
        ]),
      ),
    }),
  }),
  getGenerate: defineCall({
    path: "/orders/stages",
    summary: "How a class would be paid: its instalment stages with their statuses, how many stay unpaid after checkout, and the best coupons for it.",
    request: z.object({ skuId: skuIdField, studentId }),
    response: z.object({
      instalmentsOffered: z.boolean(),
      remainNoPayCount: count,
      stageList: z.array(stageSchema),
      useCouponInfo: z.object({ couponIds: z.array(z.string()), saving: count }),
    }),
    auth: "required",
  }),
  queryCheckout: defineCall({
    path: "/orders/checkout",
    summary:
      "The order createOrder would make, figures and all, without making it; with what must be fixed first (address, registration) and the delivery options.",
    request: checkoutRequestSchema,
    response: orderFiguresSchema.extend({
      needsAddress: z.boolean(),
      registrationComplete: z.boolean(),
      deliveryOptions: z.array(z.object({ option: deliveryOptionSchema, fee: count, minWorkingDays: count, maxWorkingDays: count })),
      instalmentsOffered: z.boolean(),
      /** Why createOrder would refuse it now (sold out, sale over or not open: its code and message), or null. */
      problem: z.object({ code: z.number().int(), message: z.string().nullable() }).nullable(),
    }),
    auth: "required",
  }),
  createOrder: defineCall({
    path: "/orders/create",
    summary:
      "Creates an unpaid order (100) that holds its seats and coupons until it is paid or expires (301). Create ways (SPEC §4): 1 normal, 2 unpaid list with fromPage, 3 activity, 4 group buy.",
    request: checkoutRequestSchema.extend({ fromPage: text(64).optional() }),
    response: z.object({ orderId: z.string(), status: orderStatusSchema, total: count, dueNow: count, expiresAt: instant }),
    auth: "required",
    idempotent: true,
  }),
  payOrder: defineCall({
    path: "/orders/pay",
    summary: "Starts paying an unpaid order: answers where the payer goes (the gateway's page). The order becomes paid only on the gateway's verified confirmation.",
    request: z.object({ orderId: orderIdField, returnUrl: text(300).regex(/^\/[^/\\]/, "must be a path on the site").optional() }),
    response: z.object({ paymentId: z.string(), redirectUrl: z.string() }),
    auth: "required",
    idempotent: true,
  }),
  cancelOrder: defineCall({
    path: "/orders/cancel",
    summary: "Cancels an unpaid order (300): its seats and coupons come back.",
    request: z.object({ orderId: orderIdField }),
    response: z.object({ status: orderStatusSchema }),
    auth: "required",
    idempotent: true,
  }),
  queryOrderList: defineCall({
    path: "/orders/list",
    summary:
      "The signed-in family's orders, newest first, filtered by status (SPEC §4 codes: 0 all, 100 to be paid, 200 paid, 300 cancelled or expired) and paged.",
    request: z.object({
      status: z.literal(ORDER_LIST_FILTERS).default(0),
      page: z.int32().min(1).max(10_000).default(1),
      pageSize: z.int32().min(1).max(ORDER_LIST_PAGE_SIZE_MAX).default(10),
    }),
    response: z.object({ total: count, page: count, pageSize: count, list: z.array(orderListItemSchema) }),
    auth: "required",
  }),
  queryOrderResult: defineCall({
    path: "/orders/result",
    summary: "An order of the family with its figures, status and the payment's state, for the result and payment pages.",
    request: z.object({ orderId: orderIdField }),
    response: orderFiguresSchema.extend({
      orderId: z.string(),
      status: orderStatusSchema,
      studentId: z.string(),
      createdAt: instant,
      expiresAt: instant,
      paidAt: instant.nullable(),
      /** Milliseconds left to pay while status is 100. */
      remainPayMs: count,
      payment: z.object({ status: z.enum(["pending", "requires_action", "succeeded", "failed", "cancelled"]) }).nullable(),
      /** The group a group-buy order holds a place in (create way 4), for the way back to its page. */
      groupBuy: z.object({ activityId: id, groupId: z.string() }).nullable(),
    }),
    auth: "required",
  }),
};
