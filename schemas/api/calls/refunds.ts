import { z } from "zod";
import { codeField } from "../../account-rules.js";
import { orderStatusSchema, REFUND_STATUSES } from "../../commerce.js";
import { skuKindSchema } from "../../catalogue.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { orderIdField } from "./orders.js";

/**
 * A parent's refund of a paid order (SPEC §2 /order/refund/{id}, §4 refund states, §5, §9; decision 0024): what
 * would come back and why, a one-time code to the account's own contact, the request, and where it stands.
 */

/** Why the parent asks: a fixed list, each worded in every language by the service; `other` needs the parent's words. */
export const REFUND_REASONS = [
  { reasonId: 1, key: "schedule" },
  { reasonId: 2, key: "level" },
  { reasonId: 3, key: "teaching" },
  { reasonId: 4, key: "technical" },
  { reasonId: 5, key: "family" },
  { reasonId: 6, key: "other" },
] as const;
export type RefundReasonKey = (typeof REFUND_REASONS)[number]["key"];
export const REFUND_REASON_NEEDING_TEXT = 6;
/** The service's own reason, never offered to parents: a group buy that did not fill (decision 0036). */
export const GROUP_NOT_FILLED_REFUND_REASON = 7;
/** Every reason a refund may have, with its text's key (messages `refundReasons`). */
export const ALL_REFUND_REASONS = [...REFUND_REASONS, { reasonId: GROUP_NOT_FILLED_REFUND_REASON, key: "groupNotFilled" }] as const;
export const REFUND_REASON_TEXT_MAX = 300;

export const refundIdField = z.uuid();
const instant = z.string();

/** Why a line gives back what it does (rules/commerce/refunds.ts). */
export const REFUND_LINE_REASONS = ["beforeFirstLesson", "beforeSecondLesson", "lessonsNotStarted", "allLessonsStarted", "noLessons", "notShipped", "shipped"] as const;

/** What comes back of an order, line by line, in minor units of its currency (SPEC §3 Order: refund lesson count). */
export const refundFiguresSchema = z.object({
  currency: z.string(),
  amount: count,
  lessonCount: count,
  lines: z.array(
    z.object({
      lineNo: count,
      skuId: z.string(),
      kind: skuKindSchema,
      title: z.string(),
      attachedToLine: count.nullable(),
      paid: count,
      refund: count,
      lessons: z.object({ paid: count, started: count, refunded: count }).nullable(),
      why: z.enum(REFUND_LINE_REASONS),
    }),
  ),
  fees: z.object({ paid: count, refund: count }),
  tax: z.object({ refund: count, included: z.boolean() }),
  /** The lines, fees and tax came to more than the payments captured: the amount is what they captured. */
  capped: z.boolean(),
});
export type RefundFigures = z.infer<typeof refundFiguresSchema>;

/** When the money reaches the parent (SPEC §9): 7-14 business days, about 7-12 working days in Chinese. */
const arrivalSchema = z.object({ minDays: count, maxDays: count, approximate: z.boolean() });

const reasonSchema = z.object({ reasonId: count, text: z.string(), needsText: z.boolean() });

export const refundDetailSchema = refundFiguresSchema.extend({
  refundId: z.string(),
  orderId: z.string(),
  orderStatus: orderStatusSchema,
  /** waiting for customer service; refunding while the gateway gives it back; refunded; rejected. */
  status: z.enum(REFUND_STATUSES),
  reason: reasonSchema.omit({ needsText: true }),
  reasonText: z.string(),
  /** Customer service's note to the parent with its decision. */
  note: z.string(),
  requestedAt: instant,
  decidedAt: instant.nullable(),
  refundedAt: instant.nullable(),
  arrival: arrivalSchema,
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

export const refundCalls = {
  queryRefundReasons: defineCall({
    path: "/orders/refund/reasons",
    summary: "Why a parent may ask for a refund: a fixed list in the request's language; the one with needsText asks for the parent's words.",
    request: emptyRequest,
    response: z.object({ list: z.array(reasonSchema) }),
  }),
  queryRefundPreview: defineCall({
    path: "/orders/refund/preview",
    summary:
      "What a refund of the family's order would give back and why: each line with its lessons started, fees, tax, the coupons that come back " +
      "on approval and when the money arrives. 1852 when one is requested already, 1586 when every paid lesson has started, 4131 beyond 30 days " +
      "of payment, for an expired recorded course or for a subscription (cancelled through the learning centre), 4136 for an order never paid or with nothing to give back, 209 for an order that paid another " +
      "order's stages (that order's refund gives them back); 4003 for another family's order.",
    request: z.object({ orderId: orderIdField }),
    response: refundFiguresSchema.extend({
      orderId: z.string(),
      coupons: z.array(z.object({ campaignId: z.string(), title: z.string() })),
      arrival: arrivalSchema,
    }),
    auth: "required",
  }),
  sendRefundCode: defineCall({
    path: "/orders/refund/send-code",
    summary:
      "Sends a one-time code (scene 5) to the signed-in account's own e-mail, else its phone, to confirm a refund of the order; answers where it " +
      "went, masked. The order must be refundable (the preview's refusals); once a minute per contact.",
    request: z.object({ orderId: orderIdField }),
    response: z.object({ channel: z.enum(["email", "sms"]), contact: z.string() }),
    auth: "required",
  }),
  applyRefund: defineCall({
    path: "/orders/refund/apply",
    summary:
      "Requests the refund the preview showed (`amount`): waiting for customer service, the order in progress (500). Needs the code of " +
      "sendRefundCode and the refund terms agreed. 209 when what would come back has changed since (back to the order details), and the " +
      "preview's refusals; a few attempts per family every ten minutes.",
    request: z.object({
      orderId: orderIdField,
      reasonId: z.union(REFUND_REASONS.map((reason) => z.literal(reason.reasonId))),
      reasonText: text(REFUND_REASON_TEXT_MAX, { trim: true, multiline: true }).default(""),
      verificationCode: codeField,
      termsAgreed: z.literal(true),
      amount: count,
    }),
    response: refundDetailSchema,
    auth: "required",
    idempotent: true,
  }),
  queryRefundDetail: defineCall({
    path: "/orders/refund/detail",
    summary: "A refund of the family by its id, or the latest of an order: status, figures, reason, customer service's note and dates; 4003 when there is none.",
    request: z.object({ refundId: refundIdField.optional(), orderId: orderIdField.optional() }).superRefine((value, issues) => {
      if ((value.refundId === undefined) === (value.orderId === undefined)) issues.addIssue({ code: "custom", path: ["orderId"], message: "give refundId or orderId, one of the two" });
    }),
    response: refundDetailSchema,
    auth: "required",
  }),
};
