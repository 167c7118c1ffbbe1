import { and, eq, sql } from "drizzle-orm";
import { periodEnd } from "../../../rules/learning/subscriptions.js";
import type { OrderOrigin } from "../../../schemas/commerce.js";
import { SOLD_SUBSCRIPTION_PERIODS, type SubscriptionPeriodType } from "../../../schemas/learning.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { log } from "../../log.js";

/**
 * What paying or closing a subscription's orders does (decision 0031), in the payment event's or the close's
 * transaction: a paid purchase starts the subscription with its first bill paid; a paid bill order marks its bill
 * paid and extends the time paid for; a closed bill order lets the bill be paid again.
 */

type BillOrigin = NonNullable<OrderOrigin["subscriptionBill"]>;

const soldPeriod = (periodType: number): periodType is SubscriptionPeriodType => (SOLD_SUBSCRIPTION_PERIODS as readonly number[]).includes(periodType);

/** A paid purchase of a plan: the student's subscription runs from now for one period, bill 1 paid by the checkout. */
export async function startSubscription(db: Database, orderId: string, periodType: number, now: Date): Promise<void> {
  const [bought] = await db
    .select({ order: t.orders, skuId: t.orderItems.skuId, unitPrice: t.orderItems.unitPrice, timezone: t.sites.timezone })
    .from(t.orders)
    .innerJoin(t.orderItems, and(eq(t.orderItems.orderId, t.orders.id), eq(t.orderItems.kind, "subscription")))
    .innerJoin(t.sites, eq(t.sites.locale, t.orders.locale))
    .where(eq(t.orders.id, orderId));
  if (!bought || !soldPeriod(periodType)) {
    log.error("a paid subscription order has no plan line or period: check it", { order: orderId });
    return;
  }
  const { order } = bought;
  const paidUntil = periodEnd(now, periodType, bought.timezone);
  const [started] = await db
    .insert(t.subscriptions)
    .values({ familyId: order.familyId, uid: order.uid, locale: order.locale, planSkuId: bought.skuId, orderId, periodType, periodPrice: bought.unitPrice, currency: order.currency, status: "running", startedAt: now, paidUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: t.subscriptions.id });
  if (!started) {
    // createOrder refuses a plan the student has running, or waits to pay for: only a race past both gets here.
    log.warn("a plan was paid for a student it already runs for: refund the order", { order: orderId });
    return;
  }
  await db.insert(t.subscriptionBills).values({ subscriptionId: started.id, billNo: 1, periodStart: now, periodEnd: paidUntil, amount: order.total, status: "paid", orderId, method: "checkout", paidAt: now, updatedAt: now });
}

/** A paid bill order: its bill is paid, if this order was the one paying it, and the subscription runs to the bill's period end. */
export async function settleBill(db: Database, orderId: string, origin: BillOrigin, now: Date): Promise<void> {
  const [bill] = await db
    .update(t.subscriptionBills)
    .set({ status: "paid", orderId, method: origin.auto ? "auto" : "byHand", paidAt: now, payingOrderId: null, description: "", updatedAt: now })
    .where(and(theBill(origin), eq(t.subscriptionBills.payingOrderId, orderId)))
    .returning({ periodEnd: t.subscriptionBills.periodEnd });
  if (!bill) {
    log.warn("a subscription bill was paid by an order no longer paying it: refund the order", { order: orderId, ...origin });
    return;
  }
  await db
    .update(t.subscriptions)
    .set({ paidUntil: sql`greatest(${t.subscriptions.paidUntil}, ${bill.periodEnd.toISOString()}::timestamptz)` })
    .where(eq(t.subscriptions.id, origin.subscriptionId));
}

/** A bill order closed unpaid: the bill may be paid again (by hand, or by the deduction when it is due). */
export async function releaseBill(db: Database, orderId: string, origin: BillOrigin): Promise<void> {
  await db.update(t.subscriptionBills).set({ payingOrderId: null }).where(and(theBill(origin), eq(t.subscriptionBills.payingOrderId, orderId)));
}

export const theBill = ({ subscriptionId, billNo }: { subscriptionId: string; billNo: number }) =>
  and(eq(t.subscriptionBills.subscriptionId, subscriptionId), eq(t.subscriptionBills.billNo, billNo));
