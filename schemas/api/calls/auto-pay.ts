import { z } from "zod";
import { AUTO_PAY_AUTHORIZATIONS, AUTO_PAY_CLOSURE_STATUSES, DEBIT_RESULTS, DEBIT_TYPES, PAYMENT_GATEWAYS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { orderIdField } from "./orders.js";

const instant = z.string();

/**
 * What the notice screen after an authorisation says (…/autopay-notice/{status}, decision 0025): the card is
 * authorised (success); the payer came back and the gateway's confirmation is still to come (processing); the card
 * was refused (failed); the payer left without authorising (cancelled).
 */
export const AUTO_PAY_NOTICE_STATUSES = ["success", "processing", "failed", "cancelled"] as const;
export type AutoPayNoticeStatus = (typeof AUTO_PAY_NOTICE_STATUSES)[number];

/** The notice screens a payer comes back to after authorising, by the screen they started from. */
export const AUTO_PAY_NOTICE_PATHS = {
  "subscription-manage": "/subscription-manage/autopay-notice",
  "my-unpaid-courses": "/my-unpaid-courses/autopay-notice",
} as const;
export type AutoPayNoticeScreen = keyof typeof AUTO_PAY_NOTICE_PATHS;

/**
 * The test gateway's cards (decision 0025), by their last four digits as Stripe's test cards: 4242 is debited
 * later as asked, 0341 pays now but declines every later debit.
 */
export const TEST_CARDS = ["4242", "0341"] as const;
export type TestCard = (typeof TEST_CARDS)[number];
export const DEFAULT_TEST_CARD: TestCard = "4242";

/** SPEC §8 codes an auto-pay order's parent is told: a debit in process, the authorisation failed, no auto deduction. */
export const autoPayNoticeCodeSchema = z.union([z.literal(1014), z.literal(611), z.literal(612)]);

/** A parent's request to close an order's auto-pay (SPEC §4, §5: with a reason) and what became of it. */
export const autoPayClosureSchema = z.object({
  closureId: count,
  status: z.enum(AUTO_PAY_CLOSURE_STATUSES),
  reason: z.string(),
  /** Customer service's note to the parent with its decision. */
  note: z.string(),
  requestedAt: instant,
  /** Without a decision by then, the request is approved on its own. */
  autoApproveAt: instant,
  decidedAt: instant.nullable(),
});

/** An auto-pay order as the parent manages it (/subscription-manage). */
export const autoPayStatusSchema = z.object({
  orderId: z.string(),
  /** The class the instalments pay for. */
  title: z.string(),
  student: z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  currency: z.string(),
  authorization: z.enum(AUTO_PAY_AUTHORIZATIONS),
  /** False once a closure was approved: later stages are paid by hand. */
  open: z.boolean(),
  /** The card debited, as far as the gateway told it. */
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
  /** The next stage to debit: when its 24 hours begin, when it is due and what it costs; null when nothing is left. */
  nextDebit: z.object({ stageNo: count, debitFrom: instant, dueAt: instant, amount: count }).nullable(),
  /** The latest closure request, under review or decided. */
  closure: autoPayClosureSchema.nullable(),
  notice: autoPayNoticeCodeSchema.nullable(),
});
export type AutoPayStatus = z.infer<typeof autoPayStatusSchema>;

/** An attempt to debit a stage (SPEC §3 Auto-pay record: action time, type, result, description). */
export const autoPayRecordSchema = z.object({
  attemptId: count,
  stageNo: count,
  attemptedAt: instant,
  type: z.enum(DEBIT_TYPES),
  result: z.enum(DEBIT_RESULTS),
  /** The gateway's words when it refused the card; empty otherwise. */
  description: z.string(),
  amount: count.nullable(),
  finishedAt: instant.nullable(),
});
export type AutoPayRecord = z.infer<typeof autoPayRecordSchema>;

/** A payment of an order: at checkout, or of a later stage. */
export const payHistoryItemSchema = z.object({
  paymentId: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  stageNo: count.nullable(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount: count,
  /** Given back of it so far. */
  refunded: count,
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: instant,
  updatedAt: instant,
});
export type PayHistoryItem = z.infer<typeof payHistoryItemSchema>;

/** The test gateway's authorisation page is addressed by a signed, expiring token (decision 0025). */
export const testAuthorizationTokenField = text(200, { min: 1 }).regex(/^[A-Za-z0-9_.-]+$/, "must be an authorisation token");

const orderRequest = z.object({ orderId: orderIdField });
const authorizeRequest = orderRequest.extend({ returnTo: z.enum(Object.keys(AUTO_PAY_NOTICE_PATHS) as [AutoPayNoticeScreen, ...AutoPayNoticeScreen[]]).default("subscription-manage") });

/** Auto-pay of instalment orders (SPEC §4, §8 611, 612, 1014; decision 0025). Another family's order answers 4003. */
export const autoPayCalls = {
  queryAutoPayOrders: defineCall({
    path: "/auto-pay/orders",
    summary: "The family's auto-pay instalment orders, newest first, each with its authorisation, card, next debit, latest closure request and notice (1014, 611, 612).",
    request: emptyRequest,
    response: z.object({ list: z.array(autoPayStatusSchema) }),
    auth: "required",
  }),
  queryAutoPayStatus: defineCall({
    path: "/auto-pay/status",
    summary: "An auto-pay order's authorisation (authorised or not, open or closed), card, next debit date and amount, latest closure request and notice; 4003 for an order without auto-pay.",
    request: orderRequest,
    response: autoPayStatusSchema,
    auth: "required",
  }),
  authorizeAutoPay: defineCall({
    path: "/auto-pay/authorize",
    summary:
      "Starts authorising the order's card again (after 611): answers where the payer goes. The authorisation holds only once the gateway confirms it by its signed webhook; the payer comes back to the notice screen of `returnTo`. 612 when the gateway cannot keep cards.",
    request: authorizeRequest,
    response: z.object({ redirectUrl: z.string() }),
    auth: "required",
  }),
  changePaymentCard: defineCall({
    path: "/auto-pay/change-card",
    summary: "Starts authorising another card for the order's later debits, as authorizeAutoPay does; the card in use stays until the gateway confirms the new one.",
    request: authorizeRequest,
    response: z.object({ redirectUrl: z.string() }),
    auth: "required",
  }),
  applyAutoPayClosure: defineCall({
    path: "/auto-pay/closure",
    summary: "Asks customer service to close the order's auto-pay, with a reason (required); approved on its own when not decided in time. 4134 while another request is under review.",
    request: orderRequest.extend({ reason: text(500, { min: 1, trim: true, multiline: true }) }),
    response: autoPayClosureSchema,
    auth: "required",
  }),
  queryAutoPayRecords: defineCall({
    path: "/auto-pay/records",
    summary: "Every attempt to debit the order's stages, newest first: action time, type, result and description.",
    request: orderRequest,
    response: z.object({ list: z.array(autoPayRecordSchema) }),
    auth: "required",
  }),
  queryPayHistory: defineCall({
    path: "/auto-pay/pay-history",
    summary: "Every payment of the order, at checkout and of later stages, oldest first: amount, what was given back, status and time.",
    request: orderRequest,
    response: z.object({ list: z.array(payHistoryItemSchema) }),
    auth: "required",
  }),
  queryTestAuthorization: defineCall({
    path: "/payments/test-gateway/authorization",
    summary: "An authorisation of the test gateway as its page shows it; 'The link has expired…' once its token is past its time or used, 'The payment link is empty' for a token that is none.",
    request: z.object({ token: testAuthorizationTokenField }),
    response: z.object({ orderId: z.string(), expiresAt: instant }),
  }),
  actTestAuthorization: defineCall({
    path: "/payments/test-gateway/authorize",
    summary: "The payer's choice on the test gateway's authorisation page: authorise a test card (the gateway then sends its signed webhook), have it refused, or leave. Answers the notice status to show.",
    request: z.object({ token: testAuthorizationTokenField, action: z.enum(["authorize", "decline", "abandon"]), card: z.enum(TEST_CARDS).default(DEFAULT_TEST_CARD) }),
    response: z.object({ status: z.enum(AUTO_PAY_NOTICE_STATUSES) }),
  }),
};
