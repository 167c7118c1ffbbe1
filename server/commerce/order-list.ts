import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL } from "drizzle-orm";
import type { OrderListFilter, OrderListItem } from "../../schemas/api/calls/orders.js";
import { ORDER_STATUS, type OrderStatus } from "../../schemas/commerce.js";
import type { Language } from "../../schemas/site.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

export interface OrderListQuery {
  status: OrderListFilter;
  page: number;
  pageSize: number;
}

/** The language line titles are given in, and the site's default when a product lacks it. */
export interface TitleLanguage {
  language: Language;
  fallback: Language;
}

/**
 * The status an order shows as of `now`: an unpaid order past its deadline is expired (301) even while the sweep
 * (order-expiry.ts, every few seconds, and only while a server process runs) has not closed it yet. It can no
 * longer be paid (payOrder refuses it), so no list may offer to pay it or count it among the unpaid ones.
 */
export function shownStatus(order: { status: OrderStatus; expiresAt: Date }, now: Date): OrderStatus {
  return order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() <= now.getTime() ? ORDER_STATUS.expired : order.status;
}

/** The rows a filter keeps, judged by shownStatus. */
function filterCondition(filter: OrderListFilter, now: Date): SQL | undefined {
  const unpaidPastDeadline = and(eq(t.orders.status, ORDER_STATUS.toBePaid), lte(t.orders.expiresAt, now));
  switch (filter) {
    case 0:
      return undefined;
    case ORDER_STATUS.toBePaid:
      return and(eq(t.orders.status, ORDER_STATUS.toBePaid), gt(t.orders.expiresAt, now));
    case ORDER_STATUS.paid:
      return eq(t.orders.status, ORDER_STATUS.paid);
    case ORDER_STATUS.cancelled:
      return or(inArray(t.orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.expired]), unpaidPastDeadline);
  }
}

/**
 * One page of a family's orders under a status filter, newest first (creation time, then order number, so a
 * page boundary never moves between two orders made in the same millisecond), with their lines. Three
 * statements whatever the page holds: the page and the count side by side (as the catalogue search does), then
 * every line of the page's orders at once.
 */
export async function familyOrderPage(db: Database, familyId: string, query: OrderListQuery, now: Date, titles: TitleLanguage) {
  const where = and(eq(t.orders.familyId, familyId), filterCondition(query.status, now));
  const [orders, [counted]] = await Promise.all([
    db
      .select({
        id: t.orders.id,
        status: t.orders.status,
        createdAt: t.orders.createdAt,
        expiresAt: t.orders.expiresAt,
        currency: t.orders.currency,
        paymentMethod: t.orders.paymentMethod,
        total: t.orders.total,
        dueNow: t.orders.dueNow,
        student: { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName },
      })
      .from(t.orders)
      .innerJoin(t.accounts, eq(t.accounts.uid, t.orders.uid))
      .where(where)
      .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(t.orders).where(where),
  ]);
  const lines =
    orders.length === 0
      ? []
      : await db
          .select({
            orderId: t.orderItems.orderId,
            lineNo: t.orderItems.lineNo,
            skuId: t.orderItems.skuId,
            kind: t.orderItems.kind,
            content: t.orderItems.content,
            attachedToLine: t.orderItems.attachedToLine,
            quantity: t.orderItems.quantity,
          })
          .from(t.orderItems)
          .where(inArray(t.orderItems.orderId, orders.map((order) => order.id)))
          .orderBy(asc(t.orderItems.orderId), asc(t.orderItems.lineNo));
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) {
    const group = linesOf.get(line.orderId);
    if (group) group.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  const list: OrderListItem[] = orders.map((order) => {
    const status = shownStatus(order, now);
    const orderLines = linesOf.get(order.id) ?? [];
    return {
      orderId: order.id,
      status,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      remainPayMs: status === ORDER_STATUS.toBePaid ? order.expiresAt.getTime() - now.getTime() : 0,
      currency: order.currency,
      paymentMethod: order.paymentMethod,
      total: order.total,
      dueNow: order.dueNow,
      student: order.student,
      lines: orderLines.map((line) => ({
        lineNo: line.lineNo,
        skuId: line.skuId,
        kind: line.kind,
        title: contentIn(line.content, titles.language, titles.fallback).title,
        attachedToLine: line.attachedToLine,
        quantity: line.quantity,
      })),
      itemCount: orderLines.reduce((sum, line) => sum + line.quantity, 0),
    };
  });
  return { total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize, list };
}
