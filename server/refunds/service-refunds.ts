import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { REFUND_QUEUE_LIMIT, type ServiceRefund } from "../../schemas/api/calls/service-desk-refunds.js";
import type { ParsedRequestOf } from "../../schemas/api/contract.js";
import type { Language } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { SiteDirectory } from "../service/sites.js";
import { orderCurrency } from "../service-desk/order-currency.js";
import { refundReasonText } from "./reasons.js";

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** Refunds as customer service reads them, with their parts; titles and reasons in the staff member's language. */
async function serviceRefunds(db: Database, sites: SiteDirectory, where: SQL | undefined, language: Language, limit: number): Promise<ServiceRefund[]> {
  const rows = await db
    .select({ refund: t.refunds, locale: t.orders.locale, currency: t.orders.currency })
    .from(t.refunds)
    .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId))
    .where(where)
    // Waiting for a decision first, the longest waiting first; then the rest, newest first.
    .orderBy(
      sql`case when ${t.refunds.status} = 'waiting' then 0 else 1 end`,
      sql`case when ${t.refunds.status} = 'waiting' then ${t.refunds.requestedAt} end asc`,
      desc(t.refunds.requestedAt),
      asc(t.refunds.id),
    )
    .limit(limit);
  const ids = rows.map((row) => row.refund.id);
  const parts = ids.length
    ? await db
        .select({ refundId: t.paymentRefunds.refundId, paymentId: t.paymentRefunds.paymentId, gateway: t.payments.gateway, amount: t.paymentRefunds.amount, status: t.paymentRefunds.status, gatewayRef: t.paymentRefunds.gatewayRef })
        .from(t.paymentRefunds)
        .innerJoin(t.payments, eq(t.payments.id, t.paymentRefunds.paymentId))
        .where(inArray(t.paymentRefunds.refundId, ids))
        .orderBy(asc(t.paymentRefunds.paymentId))
    : [];
  return rows.map(({ refund, locale, currency }) => ({
    refundId: refund.id,
    orderId: refund.orderId,
    locale,
    status: refund.status,
    currency: orderCurrency(sites, { locale, currency }),
    amount: refund.amount,
    lessonCount: refund.lessonCount,
    reason: { reasonId: refund.reasonId, text: refundReasonText(language, refund.reasonId) },
    reasonText: refund.reasonText,
    note: refund.note,
    decidedBy: refund.decidedBy,
    requestedAt: refund.requestedAt.toISOString(),
    decidedAt: iso(refund.decidedAt),
    refundedAt: iso(refund.refundedAt),
    parts: parts.filter((part) => part.refundId === refund.id).map(({ refundId: _refundId, ...part }) => part),
  }));
}

/** serviceListRefunds: the queue, waiting first; at most REFUND_QUEUE_LIMIT, `more` when others matched. */
export async function listRefunds(db: Database, sites: SiteDirectory, filter: ParsedRequestOf<"serviceListRefunds">, language: Language) {
  const where = and(
    filter.status ? eq(t.refunds.status, filter.status) : undefined,
    filter.orderId ? eq(t.refunds.orderId, filter.orderId) : undefined,
    filter.locale ? eq(t.orders.locale, filter.locale) : undefined,
  );
  const list = await serviceRefunds(db, sites, where, language, REFUND_QUEUE_LIMIT + 1);
  return { list: list.slice(0, REFUND_QUEUE_LIMIT), more: list.length > REFUND_QUEUE_LIMIT };
}

/** One refund as customer service reads it; 4003 when there is none. */
export async function serviceRefund(db: Database, sites: SiteDirectory, refundId: string, language: Language): Promise<ServiceRefund> {
  const [refund] = await serviceRefunds(db, sites, eq(t.refunds.id, refundId), language, 1);
  if (!refund) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "refundId: no such refund");
  return refund;
}
