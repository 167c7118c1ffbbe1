import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, lte, notExists, notInArray, or, sql } from "drizzle-orm";
import { debitHorizon } from "../../rules/auto-pay/debit-window.js";
import { STAGES_PAID_LATER, STAGE_STATUS } from "../../rules/commerce/stages.js";
import { stagePaymentFigures } from "../../rules/commerce/unpaid.js";
import { ORDER_STATUS, PAYMENT_GATEWAYS, type PaymentGatewayName } from "../../schemas/commerce.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import { oweOrderMail } from "../order-mail/owe.js";
import type { DebitOutcome } from "../payments/gateway.js";
import type { Payments } from "../payments/payments.js";
import type { SiteDirectory } from "../service/sites.js";

/**
 * Debits of auto-pay stages as durable work (decision 0025): the deadline is the stage's due date, no queue keeps a
 * copy of it. A sweep claims the stages due within 24 hours in one transaction (rows picked FOR UPDATE SKIP LOCKED,
 * an in-process attempt each, which the attempts' unique index allows once per stage, and a pending payment),
 * asks the gateway outside any transaction, then records each result in a transaction of its own.
 */

/**
 * How long a debit may stay in process before a sweep asks its gateway again, with the same payment id: the
 * gateway's idempotency makes that the same charge. Long enough for a slow answer, short enough after a crash.
 */
export const DEBIT_RETRY_AFTER_MS = 10 * 60_000;

/** Stages claimed by one sweep at most. */
const CLAIM_LIMIT = 50;

/** A debit a sweep claimed: its in-process attempt and pending payment, and what to ask the gateway. */
export interface DebitClaim {
  attemptId: number;
  paymentId: string;
  orderId: string;
  lineNo: number;
  stageNo: number;
  amount: number;
  currency: string;
  gateway: PaymentGatewayName;
  card: string;
}

type StageKey = Pick<DebitClaim, "orderId" | "lineNo" | "stageNo">;

const theStage = ({ orderId, lineNo, stageNo }: StageKey) =>
  and(eq(t.orderStages.orderId, orderId), eq(t.orderStages.lineNo, lineNo), eq(t.orderStages.stageNo, stageNo));

/** What debiting a stage charges: what paying it by hand would (its price after its coupon share, with the site's tax). */
export function stageCharge(sites: SiteDirectory, stage: { locale: Locale; skuId: string; amount: number; couponDiscount: number }): number {
  const site = sites.forLocale(stage.locale);
  if (!site) throw new Error(`No site ${stage.locale} to tax a debit of`);
  return stagePaymentFigures(stage.skuId, [stage], site.commerce.tax).totals.total;
}

/** Debits every stage due (claimed, charged, recorded); answers how many were claimed. */
export async function debitDueStages(db: Database, payments: Payments, sites: SiteDirectory, now: Date): Promise<number> {
  const claims = await claimDueDebits(db, payments, sites, now);
  for (const claim of claims) {
    let outcome: DebitOutcome;
    try {
      // Claimed only at a gateway that debits.
      outcome = await payments.gateway(claim.gateway)!.debit!({ paymentId: claim.paymentId, orderId: claim.orderId, amount: claim.amount, currency: claim.currency, card: claim.card });
    } catch (error) {
      // Charged or not is unknown: the attempt stays in process and is asked again with the same payment id.
      log.warn("a debit's outcome is unknown: it is asked again later", { order: claim.orderId, stage: claim.stageNo, payment: claim.paymentId, error: String(error) });
      continue;
    }
    await recordDebitResult(db, claim, outcome, now);
  }
  return claims.length;
}

/**
 * Claims, in one transaction, the debits to ask for: in-process ones left unanswered for DEBIT_RETRY_AFTER_MS (a
 * crash or a lost answer), and every unpaid later stage of a paid order whose auto-pay is open and authorised,
 * due within 24 hours. A stage of a gateway that cannot debit off-session is recorded as unsupported (612) once,
 * and left to be paid by hand.
 */
export async function claimDueDebits(db: Database, payments: Payments, sites: SiteDirectory, now: Date): Promise<DebitClaim[]> {
  const debiting = PAYMENT_GATEWAYS.filter((name) => payments.gateway(name)?.debit);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    return [...(await claimUnanswered(tx, debiting, now)), ...(await claimDueStages(tx, debiting, sites, now))];
  });
}

async function claimUnanswered(tx: Database, debiting: PaymentGatewayName[], now: Date): Promise<DebitClaim[]> {
  // Moving the action time is the claim: a second sweep finds the row no longer past the cutoff.
  const unanswered = await tx
    .update(t.debitAttempts)
    .set({ attemptedAt: now })
    .where(
      and(
        eq(t.debitAttempts.type, "auto"),
        eq(t.debitAttempts.result, "in_process"),
        isNotNull(t.debitAttempts.paymentId),
        lte(t.debitAttempts.attemptedAt, new Date(now.getTime() - DEBIT_RETRY_AFTER_MS)),
      ),
    )
    .returning({ attemptId: t.debitAttempts.id, paymentId: t.debitAttempts.paymentId, orderId: t.debitAttempts.orderId, lineNo: t.debitAttempts.lineNo, stageNo: t.debitAttempts.stageNo });
  if (unanswered.length === 0) return [];
  const charges = await tx
    .select({ paymentId: t.payments.id, amount: t.payments.amount, currency: t.payments.currency, gateway: t.payments.gateway, mandateGateway: t.autoPayMandates.gateway, card: t.autoPayMandates.gatewayRef })
    .from(t.payments)
    .innerJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.payments.orderId))
    .where(inArray(t.payments.id, unanswered.map((attempt) => attempt.paymentId!)));
  const byPayment = new Map(charges.map((charge) => [charge.paymentId, charge]));
  return unanswered.flatMap((attempt) => {
    const charge = byPayment.get(attempt.paymentId!);
    if (!charge || !debiting.includes(charge.gateway) || charge.mandateGateway !== charge.gateway || !charge.card) {
      log.error("an unanswered debit cannot be asked again: its gateway or card is gone; check it at the gateway", { order: attempt.orderId, payment: attempt.paymentId });
      return [];
    }
    return [{ ...attempt, paymentId: attempt.paymentId!, amount: charge.amount, currency: charge.currency, gateway: charge.gateway, card: charge.card }];
  });
}

async function claimDueStages(tx: Database, debiting: PaymentGatewayName[], sites: SiteDirectory, now: Date): Promise<DebitClaim[]> {
  const sameStage = and(eq(t.debitAttempts.orderId, t.orderStages.orderId), eq(t.debitAttempts.lineNo, t.orderStages.lineNo), eq(t.debitAttempts.stageNo, t.orderStages.stageNo));
  // Paid or being paid (by auto-pay or by hand); or found unsupported while the card is still at a gateway that cannot debit.
  const settledOrBusy = or(inArray(t.debitAttempts.result, ["in_process", "succeeded"]), and(eq(t.debitAttempts.result, "unsupported"), notInArray(t.autoPayMandates.gateway, debiting)));
  const due = await tx
    .select({
      orderId: t.orderStages.orderId,
      lineNo: t.orderStages.lineNo,
      stageNo: t.orderStages.stageNo,
      amount: t.orderStages.amount,
      couponDiscount: t.orderStages.couponDiscount,
      locale: t.orders.locale,
      currency: t.orders.currency,
      skuId: t.orderItems.skuId,
      gateway: t.autoPayMandates.gateway,
      card: t.autoPayMandates.gatewayRef,
    })
    .from(t.orderStages)
    .innerJoin(t.orders, eq(t.orders.id, t.orderStages.orderId))
    .innerJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.orderStages.orderId))
    .innerJoin(t.orderItems, and(eq(t.orderItems.orderId, t.orderStages.orderId), eq(t.orderItems.lineNo, t.orderStages.lineNo)))
    .where(
      and(
        eq(t.orders.status, ORDER_STATUS.paid),
        eq(t.autoPayMandates.open, true),
        eq(t.autoPayMandates.authorization, "authorized"),
        isNotNull(t.autoPayMandates.gatewayRef),
        inArray(t.orderStages.status, [...STAGES_PAID_LATER]),
        lte(t.orderStages.dueAt, debitHorizon(now)),
        notExists(tx.select({ one: sql`1` }).from(t.debitAttempts).where(and(sameStage, settledOrBusy))),
      ),
    )
    .orderBy(asc(t.orderStages.dueAt))
    .limit(CLAIM_LIMIT)
    .for("update", { of: t.orderStages, skipLocked: true });

  const claims: DebitClaim[] = [];
  for (const stage of due) {
    const key = { orderId: stage.orderId, lineNo: stage.lineNo, stageNo: stage.stageNo };
    if (!debiting.includes(stage.gateway)) {
      await tx.insert(t.debitAttempts).values({ ...key, type: "auto", result: "unsupported", attemptedAt: now, finishedAt: now });
      continue;
    }
    // The unique index refuses a second attempt in process or succeeded: paid by hand meanwhile, or another sweep's.
    const [attempt] = await tx.insert(t.debitAttempts).values({ ...key, type: "auto", result: "in_process", attemptedAt: now }).onConflictDoNothing().returning({ id: t.debitAttempts.id });
    if (!attempt) continue;
    const amount = stageCharge(sites, stage);
    if (amount === 0) {
      // Its coupon covers it: nothing to charge.
      await payStage(tx, key, now);
      await tx.update(t.debitAttempts).set({ result: "succeeded", finishedAt: now }).where(eq(t.debitAttempts.id, attempt.id));
      continue;
    }
    const paymentId = randomBytes(18).toString("base64url");
    await tx.insert(t.payments).values({ id: paymentId, orderId: stage.orderId, gateway: stage.gateway, amount, currency: stage.currency, status: "pending", purpose: "stage", lineNo: stage.lineNo, stageNo: stage.stageNo, createdAt: now, updatedAt: now });
    await tx.update(t.debitAttempts).set({ paymentId }).where(eq(t.debitAttempts.id, attempt.id));
    claims.push({ attemptId: attempt.id, paymentId, ...key, amount, currency: stage.currency, gateway: stage.gateway, card: stage.card! });
  }
  return claims;
}

/** The stage is paid (3), from a status still to be paid only; a stage paid by other means meanwhile is logged for a refund. */
async function payStage(tx: Database, stage: StageKey, now: Date): Promise<void> {
  const paid = await tx
    .update(t.orderStages)
    .set({ status: STAGE_STATUS.paid, paidAt: now })
    .where(and(theStage(stage), inArray(t.orderStages.status, [...STAGES_PAID_LATER])))
    .returning({ stageNo: t.orderStages.stageNo });
  if (paid.length === 0) log.warn("a debited stage was no longer to be paid: refund the debit", stage);
}

/**
 * Records what a debit came to, in one transaction, once (the attempt moves from in process only): taken, the
 * payment succeeds with the gateway's charge and the stage is paid; declined, the payment fails, the attempt keeps
 * the gateway's words, and the mandate becomes unauthorised (611 until the parent authorises a card again) unless
 * another card was authorised meanwhile. This is where a debit's result is known (for the parent's message).
 */
export async function recordDebitResult(db: Database, claim: DebitClaim, outcome: DebitOutcome, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // The stage first, then its attempt, as a claim takes them: a sweep claiming the stage meanwhile would otherwise
    // hold the stage while it waits on the attempt this changes, and this wait on the stage (a deadlock).
    await tx.select({ stageNo: t.orderStages.stageNo }).from(t.orderStages).where(theStage(claim)).for("update");
    const succeeded = outcome.status === "succeeded";
    const [attempt] = await tx
      .update(t.debitAttempts)
      .set({ result: succeeded ? "succeeded" : "failed", description: succeeded ? "" : outcome.message.slice(0, 500), finishedAt: now })
      .where(and(eq(t.debitAttempts.id, claim.attemptId), eq(t.debitAttempts.result, "in_process")))
      .returning({ id: t.debitAttempts.id });
    if (!attempt) return;
    await oweOrderMail(tx, claim.orderId, "debit_result", { ref: String(attempt.id) });
    await tx
      .update(t.payments)
      .set({ status: succeeded ? "succeeded" : "failed", updatedAt: now, ...(succeeded ? { chargeRef: outcome.chargeRef } : {}) })
      .where(eq(t.payments.id, claim.paymentId));
    if (succeeded) return payStage(tx, claim, now);
    await tx
      .update(t.autoPayMandates)
      .set({ authorization: "unauthorized", updatedAt: now })
      .where(and(eq(t.autoPayMandates.orderId, claim.orderId), eq(t.autoPayMandates.gateway, claim.gateway), eq(t.autoPayMandates.gatewayRef, claim.card)));
  });
}

/** Whether auto-pay is debiting a stage of the student's class of this SKU now (the sign-up check's 1014). */
export async function debitInProcessFor(db: Database, uid: string, skuId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: t.debitAttempts.id })
    .from(t.debitAttempts)
    .innerJoin(t.orders, eq(t.orders.id, t.debitAttempts.orderId))
    .innerJoin(t.orderItems, and(eq(t.orderItems.orderId, t.debitAttempts.orderId), eq(t.orderItems.lineNo, t.debitAttempts.lineNo)))
    .where(and(eq(t.orders.uid, uid), eq(t.orderItems.skuId, skuId), eq(t.debitAttempts.type, "auto"), eq(t.debitAttempts.result, "in_process")))
    .limit(1);
  return found !== undefined;
}
