import { z } from "zod";
import { AUTO_PAY_CLOSURE_STATUSES, DEBIT_RESULTS, DEBIT_TYPES, debitMethodSchema, orderAddressSchema, orderStatusSchema, PAYMENT_GATEWAYS, PAYMENT_STATUSES, paymentMethodSchema, couponCategorySchema } from "../../commerce.js";
import { currencySchema, localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { orderFiguresSchema, orderIdField, orderLineSchema } from "./orders.js";

/**
 * Customer service's desk in the staff tool (issue 16): find an order of any site and read its timeline. Only the
 * customer-service role may make these calls; editors and publishers are refused (4031), as customer service is
 * refused the content calls.
 */

/** What a search query was read as (rules/service-desk/order-query.ts). */
export const ORDER_SEARCH_KINDS = ["orderNumber", "email", "phone", "studentNumber", "studentId", "studentName"] as const;
export type OrderSearchKind = (typeof ORDER_SEARCH_KINDS)[number];

/** A search answers the newest orders up to this many; `more` says when others matched too. */
export const ORDER_SEARCH_LIMIT = 50;

const instant = z.string();
const SERVICE_ROLES = ["service"] as const;

const studentSchema = z.object({ uid: z.string(), cardNo: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() });
/**
 * The family's sign-up account's contacts, in full: customer service calls and writes to parents and checks who
 * is on the line against them (decision 0023).
 */
const parentContactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

const foundOrderSchema = z.object({
  orderId: z.string(),
  locale: localeSchema,
  createdAt: instant,
  /** As the parent sees it: 301 for an unpaid order past its deadline. */
  status: orderStatusSchema,
  /** The order's currency as its site shows it; amounts are in its minor units. */
  currency: currencySchema,
  total: count,
  student: studentSchema,
  parent: parentContactSchema.nullable(),
});
export type FoundOrder = z.infer<typeof foundOrderSchema>;

const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
const gatewaySchema = z.enum(PAYMENT_GATEWAYS);

const paymentSchema = z.object({
  paymentId: z.string(),
  gateway: gatewaySchema,
  /** The gateway's own id (a Stripe Checkout Session), once opened there. */
  gatewayRef: z.string().nullable(),
  amount: count,
  currency: z.string(),
  status: paymentStatusSchema,
  createdAt: instant,
  updatedAt: instant,
});

/**
 * What happened to an order, each from a stored time: nothing here is inferred. A payment's result is its
 * status at its last change (the payments table keeps no history of the statuses in between).
 */
export const timelineEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("created"), at: instant }),
  z.object({ kind: z.literal("paymentStarted"), at: instant, paymentId: z.string(), gateway: gatewaySchema, amount: count }),
  z.object({ kind: z.literal("paymentResult"), at: instant, paymentId: z.string(), gateway: gatewaySchema, amount: count, status: paymentStatusSchema.exclude(["pending"]) }),
  z.object({ kind: z.literal("couponUsed"), at: instant, campaignId: z.string(), title: z.string() }),
  z.object({ kind: z.literal("stagePaid"), at: instant, lineNo: count, stageNo: count, amount: count }),
  z.object({ kind: z.literal("paid"), at: instant }),
  z.object({ kind: z.literal("closed"), at: instant, status: orderStatusSchema }),
  z.object({ kind: z.literal("refundRequested"), at: instant, refundId: z.string(), amount: count, reasonId: count, reasonText: z.string() }),
  z.object({ kind: z.literal("refundDecided"), at: instant, refundId: z.string(), approved: z.boolean(), by: z.string().nullable(), note: z.string() }),
  z.object({ kind: z.literal("refunded"), at: instant, refundId: z.string(), amount: count }),
  /** `by` is the staff member's e-mail; null when the parent changed it. */
  z.object({ kind: z.literal("addressChanged"), at: instant, by: z.string().nullable(), address: orderAddressSchema }),
  z.object({ kind: z.literal("shipped"), at: instant, packageNo: count, carrier: z.string(), trackingNumber: z.string() }),
  z.object({ kind: z.literal("delivered"), at: instant, packageNo: count }),
  z.object({ kind: z.literal("debitAttempted"), at: instant, stageNo: count, type: z.enum(DEBIT_TYPES), result: z.enum(DEBIT_RESULTS), description: z.string() }),
  z.object({ kind: z.literal("autoPayClosureRequested"), at: instant, reason: z.string() }),
  z.object({ kind: z.literal("autoPayClosureDecided"), at: instant, status: z.enum(AUTO_PAY_CLOSURE_STATUSES).exclude(["under_review"]), by: z.string().nullable(), note: z.string() }),
  z.object({ kind: z.literal("messageSent"), at: instant, channel: z.enum(["email", "sms"]), subject: z.string(), delivery: z.enum(["outbox", "sent", "failed"]) }),
]);
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const orderTimelineSchema = z.object({
  order: z.object({
    orderId: z.string(),
    locale: localeSchema,
    status: orderStatusSchema,
    createWay: z.number().int(),
    paymentMethod: paymentMethodSchema,
    debitMethod: debitMethodSchema,
    createdAt: instant,
    expiresAt: instant,
    paidAt: instant.nullable(),
    closedAt: instant.nullable(),
    currency: currencySchema,
    ...orderFiguresSchema.pick({
      subtotal: true,
      couponSaving: true,
      groupDiscount: true,
      fees: true,
      feeTotal: true,
      tax: true,
      taxIncluded: true,
      total: true,
      dueNow: true,
    }).shape,
    address: orderAddressSchema.nullable(),
  }),
  student: studentSchema,
  parent: parentContactSchema.nullable(),
  lines: z.array(orderLineSchema),
  /** The family's coupons this order holds or used; one given back (the order closed unpaid) is no longer linked. */
  coupons: z.array(z.object({ campaignId: z.string(), category: couponCategorySchema, title: z.string(), usedAt: instant.nullable() })),
  stages: z.array(
    z.object({
      lineNo: count,
      stageNo: count,
      lessonCount: count,
      amount: count,
      couponDiscount: count,
      dueAt: instant,
      /** SPEC §4 stage status. */
      status: z.number().int(),
      paidAt: instant.nullable(),
    }),
  ),
  payments: z.array(paymentSchema),
  /** Oldest first. */
  events: z.array(timelineEventSchema),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

export const serviceDeskCalls = {
  serviceFindOrders: defineCall({
    path: "/admin/service-desk/orders",
    summary:
      "Orders of every site (or of `locale`) by order number, a parent's e-mail or phone, or a student's number, id or name, " +
      `newest first, at most ${ORDER_SEARCH_LIMIT}; 4000 names the query when it can mean none of them (customer service).`,
    request: z.object({ query: text(100, { min: 1, trim: true }), locale: localeSchema.optional() }),
    response: z.object({ searchedBy: z.array(z.enum(ORDER_SEARCH_KINDS)), list: z.array(foundOrderSchema), more: z.boolean() }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceOrderTimeline: defineCall({
    path: "/admin/service-desk/order",
    summary:
      "An order of any site with its lines, coupons, stages, payments and what happened to it in time order (customer " +
      "service); 4003 when there is no such order.",
    request: z.object({ orderId: orderIdField }),
    response: orderTimelineSchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceResendReceipt: defineCall({
    path: "/admin/service-desk/resend-receipt",
    summary: "Sends the parent the receipt of a paid order again, with its lines (customer service; audited); 4000 names orderId for an order never paid.",
    request: z.object({ orderId: orderIdField }),
    response: z.null(),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
};
