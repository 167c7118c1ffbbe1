import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { RefundQuote } from "../../rules/commerce/refunds.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { Transaction } from "../admin/audit.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { reserveParts } from "./refund-decisions.js";
import { quoteOrderRefund, refundableAmount } from "./refund-quote.js";

/** Who decided a refund the service made on its own (the refunds' `decidedBy`). */
export const SYSTEM_DECIDER = "system";

/**
 * Gives a paid order back in full on the service's own decision (a group buy that did not fill, decision 0036): the
 * refund is approved as it is made and its amount reserved on the captured payments in the caller's transaction; the
 * refund sweep then has the gateways give it back and finishes it (order 400, seats back, the parent's mail), as for a
 * refund customer service approved. Answers false for an order that is not paid or has a refund open.
 */
export async function refundWholeOrder(tx: Transaction, orderId: string, reasonId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(t.orders)
    .set({ status: ORDER_STATUS.refundInProgress })
    .where(and(eq(t.orders.id, orderId), eq(t.orders.status, ORDER_STATUS.paid)))
    .returning();
  if (!order) return false;
  const db = tx as unknown as Database;
  const amount = await refundableAmount(db, orderId);
  const { verdict } = await quoteOrderRefund(db, { ...order, status: ORDER_STATUS.paid }, now);
  // Everything captured comes back, whatever a parent's refund would give: the class was never the family's to start.
  const breakdown: RefundQuote = verdict.ok
    ? { ...verdict.quote, amount, capped: false }
    : { amount, lessonCount: 0, lines: [], fees: { paid: 0, refund: 0 }, tax: { refund: 0, included: order.taxIncluded }, refundable: amount, capped: false };
  const [refund] = await tx
    .insert(t.refunds)
    .values({
      id: randomUUID(),
      orderId,
      familyId: order.familyId,
      status: "refunding",
      reasonId,
      amount,
      lessonCount: breakdown.lessonCount,
      breakdown: { ...breakdown },
      decidedBy: SYSTEM_DECIDER,
      requestedAt: now,
      decidedAt: now,
    })
    .returning();
  await reserveParts(tx, refund!, now);
  return true;
}
