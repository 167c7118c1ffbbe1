import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { ErrorCode } from "../../api/errors.js";
import { autoPayNotice, type AutoPayNotice } from "../../rules/auto-pay/auto-pay-notice.js";
import { debitOpensAt } from "../../rules/auto-pay/debit-window.js";
import { STAGES_PAID_LATER } from "../../rules/commerce/stages.js";
import type { AutoPayRecord, AutoPayStatus, PayHistoryItem } from "../../schemas/api/calls/auto-pay.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { contentIn } from "../catalogue/cards.js";
import { familyOrder } from "../commerce/orders.js";
import type { TitleLanguage } from "../commerce/order-list.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { Payments } from "../payments/payments.js";
import type { SiteDirectory } from "../service/sites.js";
import { closureView } from "./closures.js";
import { stageCharge } from "./debits.js";

const NOTICE_CODES: Record<AutoPayNotice, NonNullable<AutoPayStatus["notice"]>> = {
  debitInProcess: ErrorCode.AUTO_PAY_IN_PROCESS,
  authorizationFailed: ErrorCode.AUTO_DEBIT_AUTH_FAILED,
  deductionUnsupported: ErrorCode.AUTO_DEDUCTION_UNSUPPORTED,
};

/** The first row read of each order. */
function firstOfEachOrder<R extends { orderId: string }>(rows: readonly R[]): Map<string, R> {
  const first = new Map<string, R>();
  for (const row of rows) if (!first.has(row.orderId)) first.set(row.orderId, row);
  return first;
}

/**
 * The family's auto-pay orders (or the one asked), newest first, as /subscription-manage shows them: the mandate,
 * the next stage to debit and what it costs, the latest closure request and the notice. Five statements whatever
 * the number of orders.
 */
export async function autoPayStatuses(
  db: Database,
  { payments, sites, titles }: { payments: Payments; sites: SiteDirectory; titles: TitleLanguage },
  familyId: string,
  orderId?: string,
): Promise<AutoPayStatus[]> {
  const orders = await db
    .select({
      orderId: t.orders.id,
      status: t.orders.status,
      locale: t.orders.locale,
      currency: t.orders.currency,
      mandate: t.autoPayMandates,
      student: { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName },
    })
    .from(t.orders)
    .innerJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.orders.id))
    .innerJoin(t.accounts, eq(t.accounts.uid, t.orders.uid))
    .where(and(eq(t.orders.familyId, familyId), orderId === undefined ? undefined : eq(t.orders.id, orderId)))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id));
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.orderId);
  const [stages, lines, closures, busy] = await Promise.all([
    db.select().from(t.orderStages).where(and(inArray(t.orderStages.orderId, ids), inArray(t.orderStages.status, [...STAGES_PAID_LATER]))).orderBy(asc(t.orderStages.stageNo)),
    db
      .select({ orderId: t.orderItems.orderId, skuId: t.orderItems.skuId, content: t.orderItems.content })
      .from(t.orderItems)
      .where(and(inArray(t.orderItems.orderId, ids), isNull(t.orderItems.attachedToLine)))
      .orderBy(asc(t.orderItems.lineNo)),
    db.select().from(t.autoPayClosures).where(inArray(t.autoPayClosures.orderId, ids)).orderBy(desc(t.autoPayClosures.requestedAt), desc(t.autoPayClosures.id)),
    db
      .select({ orderId: t.debitAttempts.orderId })
      .from(t.debitAttempts)
      .where(and(inArray(t.debitAttempts.orderId, ids), eq(t.debitAttempts.type, "auto"), eq(t.debitAttempts.result, "in_process"))),
  ]);
  // Stages are paid in their order: the next to debit is the first still to be paid.
  const nextStageOf = firstOfEachOrder(stages);
  const lineOf = firstOfEachOrder(lines);
  const closureOf = firstOfEachOrder(closures);
  const debiting = new Set(busy.map((attempt) => attempt.orderId));
  return orders.map(({ orderId: id, status, locale, currency, mandate, student }) => {
    const line = lineOf.get(id);
    const closure = closureOf.get(id);
    // Auto-pay goes on while it is open on an order still paid (not refunded or being refunded).
    const live = mandate.open && status === ORDER_STATUS.paid;
    const next = live ? nextStageOf.get(id) : undefined;
    const notice = autoPayNotice({ open: live, authorization: mandate.authorization, debitsSupported: Boolean(payments.gateway(mandate.gateway)?.debit), debitInProcess: debiting.has(id) });
    return {
      orderId: id,
      title: line ? contentIn(line.content, titles.language, titles.fallback).title : "",
      student,
      currency,
      authorization: mandate.authorization,
      open: mandate.open,
      card: { brand: mandate.cardBrand, last4: mandate.cardLast4 },
      nextDebit:
        next && line
          ? { stageNo: next.stageNo, debitFrom: debitOpensAt(next.dueAt).toISOString(), dueAt: next.dueAt.toISOString(), amount: stageCharge(sites, { locale, skuId: line.skuId, amount: next.amount, couponDiscount: next.couponDiscount }) }
          : null,
      closure: closure ? closureView(closure) : null,
      notice: notice && NOTICE_CODES[notice],
    };
  });
}

/** Every attempt to debit the family's order's stages, newest first (SPEC §3 Auto-pay record); 4003 for another family's. */
export async function autoPayRecords(db: Database, familyId: string, orderId: string): Promise<AutoPayRecord[]> {
  await familyOrder(db, familyId, orderId);
  const rows = await db
    .select({ attempt: t.debitAttempts, amount: t.payments.amount })
    .from(t.debitAttempts)
    .leftJoin(t.payments, eq(t.payments.id, t.debitAttempts.paymentId))
    .where(eq(t.debitAttempts.orderId, orderId))
    .orderBy(desc(t.debitAttempts.attemptedAt), desc(t.debitAttempts.id));
  return rows.map(({ attempt, amount }) => ({
    attemptId: attempt.id,
    stageNo: attempt.stageNo,
    attemptedAt: attempt.attemptedAt.toISOString(),
    type: attempt.type,
    result: attempt.result,
    description: attempt.description,
    amount,
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
  }));
}

/** Every payment of the family's order, oldest first: at checkout and of later stages; 4003 for another family's. */
export async function payHistory(db: Database, familyId: string, orderId: string): Promise<PayHistoryItem[]> {
  await familyOrder(db, familyId, orderId);
  const rows = await db.select().from(t.payments).where(eq(t.payments.orderId, orderId)).orderBy(asc(t.payments.createdAt), asc(t.payments.id));
  return rows.map((payment) => ({
    paymentId: payment.id,
    purpose: payment.purpose,
    stageNo: payment.stageNo,
    gateway: payment.gateway,
    amount: payment.amount,
    refunded: payment.refunded,
    currency: payment.currency,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  }));
}
