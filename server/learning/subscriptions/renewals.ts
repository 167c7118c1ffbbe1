import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { deductedIfDueBy, periodEnd } from "../../../rules/learning/subscriptions.js";
import { ORDER_STATUS, PAYMENT_GATEWAYS, type PaymentGatewayName } from "../../../schemas/commerce.js";
import { DEBIT_RETRY_AFTER_MS } from "../../auto-pay/debits.js";
import { captureOrder, closeUnpaidOrder } from "../../commerce/orders.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { log } from "../../log.js";
import { oweOrderMail } from "../../order-mail/owe.js";
import { billMailRef } from "../../order-mail/send.js";
import type { DebitOutcome } from "../../payments/gateway.js";
import type { Payments } from "../../payments/payments.js";
import { createBillOrder, payableBills, periodAmountOf } from "./bill-orders.js";
import { theBill } from "./lifecycle.js";

/**
 * A subscription's due work (decision 0031), done by auto-pay's sweep every minute in every process; the deadlines
 * are the rows' own, so a restart loses nothing. Bills open when the time paid for ends (the parent is told); a bill
 * unpaid 48 hours later is deducted from the card kept at purchase (claimed in one transaction, asked outside any,
 * recorded in one of its own, as auto-pay's stages are), or fails when there is no card to deduct (the parent is
 * told); a subscription ends when its cancellation's paid time is over, or when a whole period went unpaid.
 */

/** Rows one round handles at most per kind of work. */
const ROUND_LIMIT = 50;
/** How long a deduction's order waits for an unknown outcome to be asked again before it is closed. */
const DEDUCTION_ORDER_MS = 7 * 24 * 3_600_000;

export async function runSubscriptions(db: Database, payments: Payments, now: Date) {
  const opened = await openNextBills(db, now);
  const ended = await endSubscriptions(db, now);
  const deducted = await deductDueBills(db, payments, now);
  return { opened, ended, deducted };
}

const openBillOf = (subscriptionId: typeof t.subscriptions.id) =>
  and(eq(t.subscriptionBills.subscriptionId, subscriptionId), inArray(t.subscriptionBills.status, ["due", "failed"]));

/** Running subscriptions whose paid time is over and that are not cancelling get the next period's bill, due at once. */
async function openNextBills(db: Database, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = await tx
      .select({
        subscription: t.subscriptions,
        timezone: t.sites.timezone,
        commerce: t.sites.commerce,
        lastBillNo: sql<number>`(select max(${t.subscriptionBills.billNo}) from ${t.subscriptionBills} where ${t.subscriptionBills.subscriptionId} = ${t.subscriptions.id})`.mapWith(Number),
      })
      .from(t.subscriptions)
      .innerJoin(t.sites, eq(t.sites.locale, t.subscriptions.locale))
      .where(
        and(
          eq(t.subscriptions.status, "running"),
          isNull(t.subscriptions.cancelRequestedAt),
          lte(t.subscriptions.paidUntil, now),
          notExists(tx.select({ one: sql`1` }).from(t.subscriptionBills).where(openBillOf(t.subscriptions.id))),
        ),
      )
      .limit(ROUND_LIMIT)
      .for("update", { of: t.subscriptions, skipLocked: true });
    for (const { subscription, timezone, commerce, lastBillNo } of due) {
      const periodStart = subscription.paidUntil;
      const billNo = lastBillNo + 1;
      const [opened] = await tx
        .insert(t.subscriptionBills)
        .values({
          subscriptionId: subscription.id,
          billNo,
          periodStart,
          periodEnd: periodEnd(periodStart, subscription.periodType, timezone),
          amount: periodAmountOf({ ...subscription, commerce }).totals.total,
          status: "due",
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ billNo: t.subscriptionBills.billNo });
      // The parent is told at once: the 48 hours to pay by hand run from now.
      if (opened) await oweOrderMail(tx, subscription.orderId, "subscription_bill", { ref: billMailRef(billNo, "due") });
    }
    return due.length;
  });
}

/**
 * Ends what is over: a cancelled subscription once the time paid for is; one whose open bill's whole period went by
 * unpaid (nothing paying it now), its bill void.
 */
async function endSubscriptions(db: Database, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const cancelled = await tx
      .update(t.subscriptions)
      .set({ status: "ended", endedAt: now, endReason: "cancelled" })
      .where(and(eq(t.subscriptions.status, "running"), isNotNull(t.subscriptions.cancelRequestedAt), lte(t.subscriptions.paidUntil, now)))
      .returning({ id: t.subscriptions.id });
    const lapsed = await tx
      .select({ subscriptionId: t.subscriptionBills.subscriptionId, billNo: t.subscriptionBills.billNo })
      .from(t.subscriptionBills)
      .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.subscriptionBills.subscriptionId))
      .where(and(inArray(t.subscriptionBills.status, ["due", "failed"]), isNull(t.subscriptionBills.payingOrderId), lte(t.subscriptionBills.periodEnd, now), eq(t.subscriptions.status, "running")))
      .limit(ROUND_LIMIT)
      .for("update", { of: t.subscriptionBills, skipLocked: true });
    for (const bill of lapsed) {
      await tx.update(t.subscriptionBills).set({ status: "void", updatedAt: now }).where(theBill(bill));
      await tx.update(t.subscriptions).set({ status: "ended", endedAt: now, endReason: "unpaid" }).where(eq(t.subscriptions.id, bill.subscriptionId));
    }
    return cancelled.length + lapsed.length;
  });
}

/** A deduction claimed: its order and pending payment, and what to ask the gateway. */
interface DeductionClaim {
  subscriptionId: string;
  billNo: number;
  orderId: string;
  purchaseOrderId: string;
  paymentId: string;
  amount: number;
  currency: string;
  gateway: PaymentGatewayName;
  card: string;
}

/** Deducts every bill due for it (claimed, charged, recorded); answers how many were claimed. */
export async function deductDueBills(db: Database, payments: Payments, now: Date): Promise<number> {
  const debiting = PAYMENT_GATEWAYS.filter((name) => payments.gateway(name)?.debit);
  const claims = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    return [...(await claimUnanswered(tx, now)), ...(await claimDueBills(tx, debiting, now))];
  });
  for (const claim of claims) {
    let outcome: DebitOutcome;
    try {
      outcome = await payments.gateway(claim.gateway)!.debit!({ paymentId: claim.paymentId, orderId: claim.orderId, amount: claim.amount, currency: claim.currency, card: claim.card });
    } catch (error) {
      // Charged or not is unknown: the payment stays pending and is asked again with the same id.
      log.warn("a subscription deduction's outcome is unknown: it is asked again later", { order: claim.orderId, payment: claim.paymentId, error: String(error) });
      continue;
    }
    await recordDeduction(db, claim, outcome, now);
  }
  return claims.length;
}

/** Deductions asked before without an answer (a crash, a lost reply), after DEBIT_RETRY_AFTER_MS: the same payment again. */
async function claimUnanswered(tx: Database, now: Date): Promise<DeductionClaim[]> {
  const rows = await tx
    .update(t.payments)
    .set({ updatedAt: now })
    .where(and(eq(t.payments.purpose, "subscription"), eq(t.payments.status, "pending"), lte(t.payments.updatedAt, new Date(now.getTime() - DEBIT_RETRY_AFTER_MS))))
    .returning({ paymentId: t.payments.id, orderId: t.payments.orderId, amount: t.payments.amount, currency: t.payments.currency, gateway: t.payments.gateway });
  if (rows.length === 0) return [];
  const bills = await tx
    .select({ orderId: t.subscriptionBills.payingOrderId, subscriptionId: t.subscriptionBills.subscriptionId, billNo: t.subscriptionBills.billNo, purchaseOrderId: t.subscriptions.orderId, card: t.autoPayMandates.gatewayRef, mandateGateway: t.autoPayMandates.gateway })
    .from(t.subscriptionBills)
    .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.subscriptionBills.subscriptionId))
    .innerJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.subscriptions.orderId))
    .where(inArray(t.subscriptionBills.payingOrderId, rows.map((row) => row.orderId)));
  return rows.flatMap((row) => {
    const bill = bills.find((candidate) => candidate.orderId === row.orderId);
    if (!bill?.card || bill.mandateGateway !== row.gateway) {
      log.error("an unanswered subscription deduction cannot be asked again: its bill or card is gone; check it at the gateway", { order: row.orderId, payment: row.paymentId });
      return [];
    }
    return [{ ...row, subscriptionId: bill.subscriptionId, billNo: bill.billNo, purchaseOrderId: bill.purchaseOrderId, card: bill.card }];
  });
}

/**
 * Bills due 48 hours ago and still unpaid, nothing paying them: each gets a deduction order and a pending payment
 * at the gateway of the purchase's card; without an authorised card at a gateway that deducts, the bill fails
 * (paid by hand from then on).
 */
async function claimDueBills(tx: Database, debiting: PaymentGatewayName[], now: Date): Promise<DeductionClaim[]> {
  const due = await payableBills(tx)
    .where(
      and(
        eq(t.subscriptionBills.status, "due"),
        isNull(t.subscriptionBills.payingOrderId),
        lte(t.subscriptionBills.periodStart, deductedIfDueBy(now)),
        eq(t.subscriptions.status, "running"),
      ),
    )
    .limit(ROUND_LIMIT)
    .for("update", { of: t.subscriptionBills, skipLocked: true });
  const claims: DeductionClaim[] = [];
  for (const bill of due) {
    const { mandate } = bill;
    const card = mandate?.open && mandate.authorization === "authorized" && debiting.includes(mandate.gateway) ? mandate.card : null;
    if (!mandate || !card) {
      await tx.update(t.subscriptionBills).set({ status: "failed", updatedAt: now }).where(theBill(bill));
      await oweOrderMail(tx, bill.purchaseOrderId, "subscription_bill", { ref: billMailRef(bill.billNo, "failed") });
      continue;
    }
    const { orderId, total } = await createBillOrder(tx, bill, { auto: true, expiresAt: new Date(now.getTime() + DEDUCTION_ORDER_MS), now });
    if (total === 0) {
      await captureOrder(tx, orderId, now, { owesReceipt: false });
      continue;
    }
    const paymentId = randomBytes(18).toString("base64url");
    await tx.insert(t.payments).values({ id: paymentId, orderId, gateway: mandate.gateway, amount: total, currency: bill.currency, status: "pending", purpose: "subscription", createdAt: now, updatedAt: now });
    claims.push({ subscriptionId: bill.subscriptionId, billNo: bill.billNo, orderId, purchaseOrderId: bill.purchaseOrderId, paymentId, amount: total, currency: bill.currency, gateway: mandate.gateway, card });
  }
  return claims;
}

/**
 * Records what a deduction came to, once (the payment moves from pending only): taken, the order is paid (its bill
 * with it) and a receipt owed; declined, the bill fails with the gateway's words, its order is closed, and the
 * purchase's card is no longer authorised (the parent pays by hand, or authorises a card again in Auto Pay).
 */
async function recordDeduction(db: Database, claim: DeductionClaim, outcome: DebitOutcome, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const succeeded = outcome.status === "succeeded";
    const [payment] = await tx
      .update(t.payments)
      .set({ status: succeeded ? "succeeded" : "failed", updatedAt: now, ...(succeeded ? { chargeRef: outcome.chargeRef } : {}) })
      .where(and(eq(t.payments.id, claim.paymentId), eq(t.payments.status, "pending")))
      .returning({ id: t.payments.id });
    if (!payment) return;
    if (succeeded) {
      if (!(await captureOrder(tx, claim.orderId, now, { owesReceipt: true }))) log.warn("a subscription deduction was taken for an order no longer waiting for it: refund it", { order: claim.orderId, payment: claim.paymentId });
      return;
    }
    await tx.update(t.subscriptionBills).set({ status: "failed", description: outcome.message.slice(0, 500), updatedAt: now }).where(and(theBill(claim), eq(t.subscriptionBills.payingOrderId, claim.orderId)));
    await oweOrderMail(tx, claim.purchaseOrderId, "subscription_bill", { ref: billMailRef(claim.billNo, "failed") });
    await closeUnpaidOrder(tx, claim.orderId, ORDER_STATUS.cancelled, now);
    await tx
      .update(t.autoPayMandates)
      .set({ authorization: "unauthorized", updatedAt: now })
      .where(and(eq(t.autoPayMandates.orderId, claim.purchaseOrderId), eq(t.autoPayMandates.gateway, claim.gateway), eq(t.autoPayMandates.gatewayRef, claim.card)));
  });
}
