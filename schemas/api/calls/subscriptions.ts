import { z } from "zod";
import { localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { skuIdField } from "./catalogue.js";
import { orderIdField } from "./orders.js";
import { subscriptionIdField, subscriptionPeriodField } from "./subscription-fields.js";

/**
 * Practice subscriptions (SPEC §2 My Subscriptions, §4, §9; decision 0031): a plan is bought through the checkout
 * (createOrder with its SKU and a periodType), then renewed by a bill each period: payable by hand for 48 hours
 * after it falls due, then deducted from the card kept at purchase. Cancelling is asked here and handled by the
 * learning centre (SPEC §4): nothing more is charged, and practice stays open until the time paid for ends.
 */

/** Why a parent cancels: a fixed list, each worded in every language by the service. */
export const SUBSCRIPTION_CANCEL_REASONS = [
  { reasonId: 1, key: "tooExpensive" },
  { reasonId: 2, key: "notUsed" },
  { reasonId: 3, key: "tooHard" },
  { reasonId: 4, key: "tooEasy" },
  { reasonId: 5, key: "otherCourse" },
  { reasonId: 6, key: "other" },
] as const;
export const SUBSCRIPTION_CANCEL_NOTE_MAX = 500;

const instant = z.string();
const listStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const reasonSchema = z.object({ reasonId: count, text: z.string() });

/** A period offered for a plan: its price before tax, and what it saves against months (the year's -20 %). */
const planPeriodSchema = z.object({ periodType: subscriptionPeriodField, price: count, saving: count, discountPercent: count });

export const subscriptionPlanSchema = z.object({
  skuId: z.string(),
  title: z.string(),
  summary: z.string(),
  currency: z.string(),
  monthlyPrice: count,
  periods: z.array(planPeriodSchema),
});

/** A bill of a subscription (SPEC §4 list status 1 to be paid, 2 paid, 3 payment failed; 4 void: the subscription ended first). */
const subscriptionBillSchema = z.object({
  billNo: count,
  periodStart: instant,
  periodEnd: instant,
  amount: count,
  status: z.union([listStatusSchema, z.literal(4)]),
  /** When it falls due, and when it is deducted unless paid by hand first. */
  dueAt: instant,
  deductAt: instant,
  method: z.enum(["checkout", "byHand", "auto"]).nullable(),
  paidAt: instant.nullable(),
  orderId: z.string().nullable(),
  /** Why its deduction failed. */
  description: z.string(),
});

export const subscriptionCardSchema = z.object({
  subscriptionId: z.string(),
  planSkuId: z.string(),
  title: z.string(),
  student: z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  periodType: subscriptionPeriodField,
  /** SPEC §9: the yearly period's discount, for its label; 0 for months. */
  discountPercent: count,
  currency: z.string(),
  /** What each period charges, tax included. */
  periodAmount: count,
  /** SPEC §4: of the latest bill (1 to be paid, 2 paid, 3 payment failed). */
  listStatus: listStatusSchema,
  /** SPEC §4: 1 to be paid, 2 active, 3 active until its paid time ends (cancellation asked), 4 cancelled. */
  cardStatus: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  startedAt: instant,
  /** Practice is open until then (SPEC §3 expiry). */
  paidUntil: instant,
  /** The bill being paid for now (SPEC §3 stage number): the latest one. */
  billNo: count,
  /** The bill to pay now, due or failed; `inProcess` while an automatic deduction is taking it (paying by hand waits). */
  openBill: subscriptionBillSchema.extend({ inProcess: z.boolean() }).nullable(),
  /** The next automatic deduction: of the open bill, or of the next period's when paid up (none once cancelling or ended). */
  nextDeduction: z.object({ at: instant, amount: count }).nullable(),
  /** SPEC §3 payment method: the card kept for deductions, or none (bills are paid by hand). */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  cancelRequestedAt: instant.nullable(),
  endedAt: instant.nullable(),
  endReason: z.enum(["cancelled", "unpaid"]).nullable(),
});
export type SubscriptionCard = z.infer<typeof subscriptionCardSchema>;

export const subscriptionCalls = {
  querySubscriptionPlans: defineCall({
    path: "/learning/subscriptions/plans",
    summary: "The practice plans sold with a course of the site (its course page offers them), with each period's price: by the month, or the year at -20 %.",
    request: z.object({ courseId: skuIdField }),
    response: z.object({ list: z.array(subscriptionPlanSchema) }),
  }),
  querySubscriptionList: defineCall({
    path: "/learning/subscriptions/list",
    summary: "The family's subscriptions, newest first, filtered by the latest bill's status (SPEC §4: 1 to be paid, 2 paid, 3 payment failed; 0 all).",
    request: z.object({ status: z.union([z.literal(0), listStatusSchema]).default(0) }),
    response: z.object({ list: z.array(subscriptionCardSchema) }),
    auth: "required",
  }),
  querySubscriptionDetail: defineCall({
    path: "/learning/subscriptions/detail",
    summary: "One subscription of the family with whether practice is open and the cancellation asked, if any. 4003 for another family's.",
    request: z.object({ subscriptionId: subscriptionIdField }),
    response: subscriptionCardSchema.extend({
      practiceOpen: z.boolean(),
      cancellation: z.object({ reason: reasonSchema, note: z.string(), requestedAt: instant }).nullable(),
    }),
    auth: "required",
  }),
  querySubscriptionHistory: defineCall({
    path: "/learning/subscriptions/history",
    summary: "A subscription's bills, the latest first: periods, amounts, how and when each was paid, why a deduction failed. 4003 for another family's.",
    request: z.object({ subscriptionId: subscriptionIdField }),
    response: z.object({ list: z.array(subscriptionBillSchema) }),
    auth: "required",
  }),
  paySubscription: defineCall({
    path: "/learning/subscriptions/pay",
    summary:
      "An unpaid order for the subscription's open bill (due or failed), to pay with payOrder: the one already waiting when there is one. " +
      "4129 when nothing is to be paid; 1014 while a deduction is taking it; 4003 for another family's.",
    request: z.object({ subscriptionId: subscriptionIdField }),
    response: z.object({ orderId: orderIdField, amount: count, expiresAt: instant }),
    auth: "required",
    idempotent: true,
  }),
  querySubscriptionCancelReasons: defineCall({
    path: "/learning/subscriptions/cancel-reasons",
    summary: "Why a parent may cancel, in the request's language.",
    request: emptyRequest,
    response: z.object({ list: z.array(reasonSchema) }),
    auth: "required",
  }),
  cancelSubscription: defineCall({
    path: "/learning/subscriptions/cancel",
    summary:
      "Records the parent's request to cancel, with a reason, for the learning centre (SPEC §4): no bill follows, practice stays open until " +
      "the time paid for ends (at once when the current period is unpaid: its bill is void). 4135 when asked already; 1014 while a deduction is taking a bill.",
    request: z.object({
      subscriptionId: subscriptionIdField,
      reasonId: z.union(SUBSCRIPTION_CANCEL_REASONS.map((reason) => z.literal(reason.reasonId))),
      note: text(SUBSCRIPTION_CANCEL_NOTE_MAX, { trim: true, multiline: true }).default(""),
    }),
    response: z.object({ cardStatus: z.union([z.literal(3), z.literal(4)]), endsAt: instant }),
    auth: "required",
    idempotent: true,
  }),
};

/** How many cancellation requests the learning centre's list shows at most, the newest first. */
export const CANCELLATION_LIST_LIMIT = 200;

const serviceCancellationSchema = z.object({
  subscriptionId: z.string(),
  locale: localeSchema,
  /** The plan's title, in the staff member's language where it has one. */
  title: z.string(),
  student: z.object({ uid: z.string(), cardNo: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  /** The family's sign-up account's contacts, in full (decision 0023). */
  parent: z.object({ email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  periodType: subscriptionPeriodField,
  requestedAt: instant,
  reason: reasonSchema,
  note: z.string(),
  /** Practice is open until then; the subscription ends then (or ended, `endedAt`). */
  paidUntil: instant,
  endedAt: instant.nullable(),
});
export type ServiceCancellation = z.infer<typeof serviceCancellationSchema>;

/** The learning centre sees the cancellations parents asked for (SPEC §4: cancellation is done via the learning centre). */
export const serviceDeskSubscriptionCalls = {
  serviceListCancellations: defineCall({
    path: "/admin/service-desk/subscription-cancellations",
    summary: `Subscription cancellations parents asked for, on every site (or one), the newest first, with the family's contacts, the reason and note; at most ${CANCELLATION_LIST_LIMIT} (customer service).`,
    request: z.object({ locale: localeSchema.optional() }),
    response: z.object({ list: z.array(serviceCancellationSchema), more: z.boolean() }),
    auth: "staff",
    roles: ["service"],
  }),
};
