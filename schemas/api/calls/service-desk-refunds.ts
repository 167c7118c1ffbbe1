import { z } from "zod";
import { PAYMENT_GATEWAYS, REFUND_STATUSES } from "../../commerce.js";
import { currencySchema, localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { orderIdField } from "./orders.js";
import { refundIdField } from "./refunds.js";

/**
 * Customer service decides parents' refund requests (SPEC §4, §6; decision 0024): the queue, and approve or reject
 * with a note the parent sees. Only the customer-service role may make these calls (4031 for the others, decision
 * 0023); a decision on a refund no longer waiting answers 4135.
 */

const SERVICE_ROLES = ["service"] as const;
/** The queue answers this many refunds at most; `more` says when others matched too. */
export const REFUND_QUEUE_LIMIT = 50;
export const REFUND_NOTE_MAX = 500;

const instant = z.string();

export const serviceRefundSchema = z.object({
  refundId: z.string(),
  orderId: z.string(),
  locale: localeSchema,
  status: z.enum(REFUND_STATUSES),
  /** The order's currency as its site shows it; amounts are in its minor units. */
  currency: currencySchema,
  amount: count,
  lessonCount: count,
  reason: z.object({ reasonId: count, text: z.string() }),
  reasonText: z.string(),
  note: z.string(),
  /** The staff member's e-mail. */
  decidedBy: z.string().nullable(),
  requestedAt: instant,
  decidedAt: instant.nullable(),
  refundedAt: instant.nullable(),
  /** What each captured payment gives back, once approved. */
  parts: z.array(z.object({ paymentId: z.string(), gateway: z.enum(PAYMENT_GATEWAYS), amount: count, status: z.enum(["pending", "succeeded", "failed"]), gatewayRef: z.string().nullable() })),
});
export type ServiceRefund = z.infer<typeof serviceRefundSchema>;

const decision = { refundId: refundIdField };

export const serviceDeskRefundCalls = {
  serviceListRefunds: defineCall({
    path: "/admin/service-desk/refunds",
    summary:
      `Refund requests of every site (or of \`locale\`, of one order, in one status): those waiting for a decision first, oldest first, then the ` +
      `others newest first; at most ${REFUND_QUEUE_LIMIT} (customer service).`,
    request: z.object({ status: z.enum(REFUND_STATUSES).optional(), orderId: orderIdField.optional(), locale: localeSchema.optional() }),
    response: z.object({ list: z.array(serviceRefundSchema), more: z.boolean() }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceApproveRefund: defineCall({
    path: "/admin/service-desk/refunds/approve",
    summary:
      "Approves a waiting refund: the amount is reserved on the captured payments and given back through their gateways; once they have, the " +
      "order is refunded (400), its coupons and seats come back (customer service; audited). 4135 when it is no longer waiting; 4003 for none.",
    request: z.object({ ...decision, note: text(REFUND_NOTE_MAX, { trim: true, multiline: true }).default("") }),
    response: serviceRefundSchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceRejectRefund: defineCall({
    path: "/admin/service-desk/refunds/reject",
    summary: "Rejects a waiting refund with a note the parent sees; the order is paid (200) again (customer service; audited). 4135 when it is no longer waiting.",
    request: z.object({ ...decision, note: text(REFUND_NOTE_MAX, { min: 1, trim: true, multiline: true }) }),
    response: serviceRefundSchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
};
