import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { TEST_CARDS } from "./auto-pay.js";

export const paymentIdField = text(64, { min: 1 }).regex(/^[A-Za-z0-9_-]+$/, "must be a payment id");

/** What the payer may do on the test gateway's page: pay, be declined, be asked for extra authentication and pass or fail it, or leave. */
export const TEST_PAYMENT_ACTIONS = ["pay", "decline", "require_authentication", "authenticate", "fail_authentication", "abandon"] as const;

const testPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  amount: count,
  currency: z.string(),
  status: z.enum(["pending", "requires_action", "succeeded", "failed", "cancelled"]),
  /** Where the payer goes back to on the storefront. */
  returnUrl: z.string(),
  expiresAt: z.string(),
  /** The payment keeps its card for the order's later debits (an auto-pay order): the page offers a choice of test card. */
  savesCard: z.boolean(),
});

/**
 * The built-in test gateway's hosted page (decision 0016): addressed only by the payment's unguessable id, as a
 * real gateway's checkout link is. It confirms nothing itself: every outcome reaches the order through a
 * signed webhook, like a real gateway's.
 */
export const paymentCalls = {
  queryTestPayment: defineCall({
    path: "/payments/test-gateway/payment",
    summary: "A payment of the test gateway as its page shows it; 'The payment link is empty' without one, 'The link has expired…' once the order cannot be paid.",
    request: z.object({ paymentId: paymentIdField }),
    response: testPaymentSchema,
  }),
  openPayment: defineCall({
    path: "/payments/open",
    summary:
      "Where the family's payer pays a payment that payOrder sent to the hand-off (/pay/handoff/{id}): its page at the gateway, opened there the first time. 'The payment link is empty' for no such payment, 'The link has expired…' once it cannot be paid.",
    request: z.object({ paymentId: paymentIdField }),
    response: z.object({ redirectUrl: z.string() }),
    auth: "required",
  }),
  actTestPayment: defineCall({
    path: "/payments/test-gateway/act",
    summary: "The payer's choice on the test gateway's page; the gateway then sends its signed webhook.",
    /** `card`: the test card that pays (decision 0025); an auto-pay order keeps it for later debits. 4242 unless chosen. */
    request: z.object({ paymentId: paymentIdField, action: z.enum(TEST_PAYMENT_ACTIONS), card: z.enum(TEST_CARDS).optional() }),
    response: testPaymentSchema,
  }),
};
