import { and, desc, eq, lte, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { RefundQuote } from "../../rules/commerce/refunds.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { recordAudit, type Transaction } from "../admin/audit.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import { oweOrderMail } from "../order-mail/owe.js";
import { takenByLines } from "../commerce/orders.js";
import { endRefundedEnrolments } from "../learning/enrolments.js";
import type { Payments } from "../payments/payments.js";
import { capturedPayments, paysStagesOf } from "./refund-quote.js";

/**
 * Customer service's decisions on refunds (decision 0024). Each moves the refund from `waiting` with one conditional
 * update and writes its audit row in the same transaction, so of two decisions at once one is made and the other
 * answers 4135. An approval reserves the amount on the captured payments in that transaction; the gateways are asked
 * afterwards, outside any transaction, each part under its own idempotency key; the last part given back finishes the
 * refund (order 400, coupons and seats back). A crash between the steps leaves the refund `refunding`, and the sweep
 * (refund-sweep.ts) drives it on.
 */

type RefundRow = typeof t.refunds.$inferSelect;

/** A decision on a refund that is not waiting: none (4003), or decided already (4135). */
async function notWaiting(db: Database | Transaction, refundId: string): Promise<ApiError> {
  const [known] = await db.select({ id: t.refunds.id }).from(t.refunds).where(eq(t.refunds.id, refundId));
  return known ? new ApiError(ErrorCode.ALREADY_DECIDED) : new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "refundId: no such refund");
}

/** Moves a waiting refund to `status` with the staff member's note, or throws why it cannot. */
async function decide(tx: Transaction, staff: StaffMember, refundId: string, status: "refunding" | "rejected", note: string, now: Date): Promise<RefundRow> {
  const [refund] = await tx
    .update(t.refunds)
    .set({ status, note, decidedBy: staff.email, decidedAt: now })
    .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, "waiting")))
    .returning();
  if (!refund) throw await notWaiting(tx, refundId);
  return refund;
}

/**
 * Rejects a waiting refund with a note the parent sees: the order is paid (200) again, and the parent is owed a
 * mail of it.
 */
export async function rejectRefund(db: Database, staff: StaffMember, refundId: string, note: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await decide(tx, staff, refundId, "rejected", note, now);
    await tx
      .update(t.orders)
      .set({ status: ORDER_STATUS.paid })
      .where(and(eq(t.orders.id, refund.orderId), eq(t.orders.status, ORDER_STATUS.refundInProgress)));
    await recordAudit(tx, staff, "refund-reject", `order ${refund.orderId}`, { refundId, amount: refund.amount, note });
    await oweOrderMail(tx, refund.orderId, "refund_decided", { ref: refundId });
  });
}

/**
 * Approves a waiting refund: it becomes `refunding` and its amount is reserved on the order's captured payments, the
 * latest first, each with one conditional update (`refunded + part <= amount`, which the table's check also holds),
 * so however many approvals run at once no payment gives back more than it took. Then the gateways give the parts
 * back (giveBack); the parent hears of it once the money is given back (finishRefund).
 */
export async function approveRefund(db: Database, payments: Payments, staff: StaffMember, refundId: string, note: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const refund = await decide(tx, staff, refundId, "refunding", note, now);
    await reserveParts(tx, refund, now);
    await recordAudit(tx, staff, "refund-approve", `order ${refund.orderId}`, { refundId, amount: refund.amount, note });
  });
  await giveBack(db, payments, refundId, now, now);
}

export async function reserveParts(tx: Transaction, refund: RefundRow, now: Date): Promise<void> {
  const captured = await tx
    .select({ id: t.payments.id, amount: t.payments.amount, refunded: t.payments.refunded })
    .from(t.payments)
    .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
    .where(capturedPayments(refund.orderId))
    .orderBy(desc(t.payments.createdAt), desc(t.payments.id));
  let left = refund.amount;
  for (const payment of captured) {
    const part = Math.min(left, payment.amount - payment.refunded);
    if (part <= 0) continue;
    const [reserved] = await tx
      .update(t.payments)
      .set({ refunded: sql`${t.payments.refunded} + ${part}`, updatedAt: now })
      .where(and(eq(t.payments.id, payment.id), sql`${t.payments.refunded} + ${part} <= ${t.payments.amount}`))
      .returning({ id: t.payments.id });
    if (!reserved) continue;
    await tx.insert(t.paymentRefunds).values({ refundId: refund.id, paymentId: payment.id, amount: part, status: "pending", updatedAt: now });
    left -= part;
  }
  // The request was quoted within what was captured then; less is left now only if money went back otherwise meanwhile.
  if (left > 0) throw new ApiError(ErrorCode.ORDER_NOT_REFUNDABLE, "The payments of this order have less left to give back than this refund.");
}

/**
 * Asks the gateways for the refund's parts still pending whose last try began at or before `staleBefore`, claiming
 * each first (its `updated_at`), so a sweep in another process leaves a part being given back alone. Outside any
 * transaction: a slow gateway holds no lock. A part the gateway refused stays pending for the sweep to try again
 * with the same key (the same refund at the gateway). When none is left pending, the refund is finished.
 */
export async function giveBack(db: Database, payments: Payments, refundId: string, staleBefore: Date, now: Date): Promise<void> {
  const claimed = await db
    .update(t.paymentRefunds)
    .set({ updatedAt: now })
    .where(and(eq(t.paymentRefunds.refundId, refundId), eq(t.paymentRefunds.status, "pending"), lte(t.paymentRefunds.updatedAt, staleBefore)))
    .returning({ paymentId: t.paymentRefunds.paymentId, amount: t.paymentRefunds.amount });
  for (const part of claimed) {
    const [payment] = await db.select().from(t.payments).where(eq(t.payments.id, part.paymentId));
    const gateway = payment && payments.gateway(payment.gateway);
    if (!payment || !gateway) {
      log.error("refund part has no gateway to give it back", { refund: refundId, payment: part.paymentId });
      continue;
    }
    try {
      const { gatewayRef } = await gateway.refund({ paymentId: payment.id, chargeRef: payment.chargeRef, amount: part.amount, currency: payment.currency, idempotencyKey: `refund-${refundId}-${payment.id}` });
      await db
        .update(t.paymentRefunds)
        .set({ status: "succeeded", gatewayRef, updatedAt: now })
        .where(and(eq(t.paymentRefunds.refundId, refundId), eq(t.paymentRefunds.paymentId, payment.id), eq(t.paymentRefunds.status, "pending")));
    } catch (error) {
      log.warn("refund part not given back yet: the sweep tries again", { refund: refundId, payment: payment.id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await finishRefund(db, refundId, now);
}

/**
 * Once every part is given back: the refund is `refunded`, the order 400, its coupons the family's to use again and
 * its seats and items (but goods that shipped) back on sale, in one transaction that the refund's conditional move
 * makes happen once, which also owes the parent a mail saying it is approved and when the money arrives.
 */
export async function finishRefund(db: Database, refundId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ paymentId: t.paymentRefunds.paymentId })
      .from(t.paymentRefunds)
      .where(and(eq(t.paymentRefunds.refundId, refundId), eq(t.paymentRefunds.status, "pending")))
      .limit(1);
    if (pending) return false;
    const [refund] = await tx
      .update(t.refunds)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(t.refunds.id, refundId), eq(t.refunds.status, "refunding")))
      .returning();
    if (!refund) return false;
    await tx
      .update(t.orders)
      .set({ status: ORDER_STATUS.refunded })
      .where(and(eq(t.orders.id, refund.orderId), eq(t.orders.status, ORDER_STATUS.refundInProgress)));
    // The orders that paid its stages by hand gave their money back with it.
    await tx
      .update(t.orders)
      .set({ status: ORDER_STATUS.refunded })
      .where(and(eq(t.orders.status, ORDER_STATUS.paid), paysStagesOf(refund.orderId)));
    await tx.update(t.familyCoupons).set({ orderId: null, usedAt: null }).where(eq(t.familyCoupons.orderId, refund.orderId));
    await releaseItems(tx, refund, now);
    await oweOrderMail(tx, refund.orderId, "refund_decided", { ref: refundId });
    return true;
  });
}

/**
 * Gives the order's seats and items back to sale (skus.taken), SKUs in id order as every order takes them: a class's
 * seat where its student sits now (a transfer may have moved it), the rest by the order's lines; goods that shipped stay taken.
 */
async function releaseItems(tx: Transaction, refund: RefundRow, now: Date): Promise<void> {
  await endRefundedEnrolments(tx, refund.orderId, now);
  const shipped = new Set((refund.breakdown as unknown as RefundQuote).lines.filter((line) => line.why === "shipped").map((line) => line.lineNo));
  const lines = await tx.select({ lineNo: t.orderItems.lineNo, kind: t.orderItems.kind, skuId: t.orderItems.skuId, quantity: t.orderItems.quantity }).from(t.orderItems).where(eq(t.orderItems.orderId, refund.orderId));
  for (const { skuId, quantity } of takenByLines(lines.filter((line) => line.kind !== "class" && !shipped.has(line.lineNo)))) {
    await tx.update(t.skus).set({ taken: sql`greatest(${t.skus.taken} - ${quantity}, 0)` }).where(eq(t.skus.id, skuId));
  }
}
