import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { ApiError, ErrorCode, type ErrorCodeValue } from "../../api/errors.js";
import { quoteRefund, refundPolicyFor, type RefundQuote, type RefundRefusal, type RefundVerdict } from "../../rules/commerce/refunds.js";
import type { RefundFigures } from "../../schemas/api/calls/refunds.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { Language } from "../../schemas/site.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { hasShipments } from "../order-detail/order-facts.js";

export type OrderRow = typeof t.orders.$inferSelect;
type LineRow = typeof t.orderItems.$inferSelect;

/** The code each refusal answers (decision 0024; SPEC §8 1852, 1586 and the 30-day text). */
const REFUSAL_CODES: Record<RefundRefusal, ErrorCodeValue> = {
  stagesOfAnotherOrder: ErrorCode.REFUND_VIA_ORDER_DETAILS,
  subscription: ErrorCode.REFUND_NOT_APPLICABLE,
  alreadyRequested: ErrorCode.REFUND_ALREADY_REQUESTED,
  notPaid: ErrorCode.ORDER_NOT_REFUNDABLE,
  windowOver: ErrorCode.REFUND_NOT_APPLICABLE,
  recordedExpired: ErrorCode.REFUND_NOT_APPLICABLE,
  allLessonsStarted: ErrorCode.ALL_LESSONS_STARTED,
  nothingToRefund: ErrorCode.ORDER_NOT_REFUNDABLE,
};

/** An order that gives nothing back answers its refusal's code. */
export function refundableQuote(verdict: RefundVerdict): RefundQuote {
  if (!verdict.ok) throw new ApiError(REFUSAL_CODES[verdict.refusal]);
  return verdict.quote;
}

/** Each line's lesson starts in time order (lines of a class only) and, for a recorded course, how long it can be watched. */
async function lineFacts(db: Database, orderId: string) {
  const lessons = await db
    .select({ lineNo: t.orderItems.lineNo, startsAt: t.lessons.startsAt })
    .from(t.orderItems)
    .innerJoin(t.skus, eq(t.skus.id, t.orderItems.skuId))
    .innerJoin(t.lessons, eq(t.lessons.classId, t.skus.classId))
    .where(eq(t.orderItems.orderId, orderId))
    .orderBy(asc(t.orderItems.lineNo), asc(t.lessons.startsAt));
  const skus = await db.select({ lineNo: t.orderItems.lineNo, validDays: t.skus.validDays }).from(t.orderItems).innerJoin(t.skus, eq(t.skus.id, t.orderItems.skuId)).where(eq(t.orderItems.orderId, orderId));
  return {
    lessonStarts: (lineNo: number) => lessons.filter((lesson) => lesson.lineNo === lineNo).map((lesson) => lesson.startsAt),
    validDays: (lineNo: number) => skus.find((sku) => sku.lineNo === lineNo)?.validDays ?? null,
  };
}

/** The orders that paid instalment stages of `orderId` by hand (decision 0026). */
export const paysStagesOf = (orderId: string) => sql`${t.orders.origin}->'paysStages'->>'orderId' = ${orderId}`;

/**
 * The succeeded payments a refund of the order gives back from: its own, and those of the paid orders that paid its
 * instalment stages by hand (decision 0026), whose stages it counts as paid.
 */
export function capturedPayments(orderId: string) {
  return and(
    eq(t.payments.status, "succeeded"),
    or(eq(t.orders.id, orderId), and(eq(t.orders.status, ORDER_STATUS.paid), paysStagesOf(orderId))),
  );
}

/** What those payments captured and have not given back yet. */
export async function refundableAmount(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`coalesce(sum(${t.payments.amount} - ${t.payments.refunded}), 0)`.mapWith(Number) })
    .from(t.payments)
    .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
    .where(capturedPayments(orderId));
  return row?.left ?? 0;
}

/**
 * What a refund of the order would give back as of `now`, or why none (rules/commerce/refunds.ts), from what the
 * store holds: its lines with their lessons, stages, captured payments, parcels and open refund.
 */
export async function quoteOrderRefund(db: Database, order: OrderRow, now: Date): Promise<{ verdict: RefundVerdict; lines: LineRow[] }> {
  // One after another: a refund is quoted inside transactions too, whose connection takes one query at a time.
  const lines = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id)).orderBy(asc(t.orderItems.lineNo));
  const stages = await db.select().from(t.orderStages).where(eq(t.orderStages.orderId, order.id));
  const facts = await lineFacts(db, order.id);
  const refundable = await refundableAmount(db, order.id);
  const shipped = await hasShipments(db, order.id);
  const [open] = await db
    .select({ id: t.refunds.id })
    .from(t.refunds)
    .where(and(eq(t.refunds.orderId, order.id), inArray(t.refunds.status, ["waiting", "refunding"])))
    .limit(1);
  const verdict = quoteRefund({
    policy: refundPolicyFor(order.locale),
    order: { ...order, paysStagesOfAnotherOrder: order.origin.paysStages !== undefined, paysSubscription: Boolean(order.origin.subscription ?? order.origin.subscriptionBill) },
    lines: lines.map((line) => ({ ...line, lessonStarts: facts.lessonStarts(line.lineNo), validDays: line.kind === "recorded" ? facts.validDays(line.lineNo) : null })),
    stages,
    refundable,
    shipped,
    openRefund: open !== undefined,
    now,
  });
  return { verdict, lines };
}

/** A quote as the parent reads it: each line with its title in `language` (else the site's), in the order's currency. */
export function refundFigures(quote: RefundQuote, order: Pick<OrderRow, "currency">, lines: readonly LineRow[], language: Language, fallback: Language): RefundFigures {
  const lineNamed = new Map(lines.map((line) => [line.lineNo, line]));
  return {
    currency: order.currency,
    amount: quote.amount,
    lessonCount: quote.lessonCount,
    lines: quote.lines.map((quoted) => {
      const line = lineNamed.get(quoted.lineNo)!;
      return { ...quoted, skuId: line.skuId, kind: line.kind, title: contentIn(line.content, language, fallback).title, attachedToLine: line.attachedToLine };
    }),
    fees: quote.fees,
    tax: quote.tax,
    capped: quote.capped,
  };
}
