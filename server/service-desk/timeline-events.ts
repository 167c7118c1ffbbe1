import type { TimelineEvent } from "../../schemas/api/calls/service-desk.js";
import type { OrderStatus, PaymentGatewayName, PaymentStatus } from "../../schemas/commerce.js";

/** The stored times of an order and of what belongs to it, as the timeline reads them. */
export interface OrderHistoryRows {
  order: { createdAt: Date; paidAt: Date | null; closedAt: Date | null; status: OrderStatus };
  payments: { paymentId: string; gateway: PaymentGatewayName; amount: number; status: PaymentStatus; createdAt: Date; updatedAt: Date }[];
  coupons: { campaignId: string; title: string; usedAt: Date | null }[];
  stages: { lineNo: number; stageNo: number; amount: number; paidAt: Date | null }[];
}

/** Events of the same instant in the order they happen in: a payment's result comes before the order is paid. */
const SAME_INSTANT_ORDER: Record<TimelineEvent["kind"], number> = {
  created: 0,
  paymentStarted: 1,
  paymentResult: 2,
  stagePaid: 3,
  couponUsed: 4,
  paid: 5,
  closed: 6,
};

/**
 * What happened to an order, oldest first, from the times its rows keep and nothing else: a payment still
 * pending has no result yet, a stage unpaid no payment, an open order no closing.
 */
export function timelineEvents({ order, payments, coupons, stages }: OrderHistoryRows): TimelineEvent[] {
  const at = (time: Date) => time.toISOString();
  const events: TimelineEvent[] = [{ kind: "created", at: at(order.createdAt) }];
  for (const { paymentId, gateway, amount, status, createdAt, updatedAt } of payments) {
    events.push({ kind: "paymentStarted", at: at(createdAt), paymentId, gateway, amount });
    if (status !== "pending") events.push({ kind: "paymentResult", at: at(updatedAt), paymentId, gateway, amount, status });
  }
  for (const { lineNo, stageNo, amount, paidAt } of stages) {
    if (paidAt) events.push({ kind: "stagePaid", at: at(paidAt), lineNo, stageNo, amount });
  }
  for (const { campaignId, title, usedAt } of coupons) {
    if (usedAt) events.push({ kind: "couponUsed", at: at(usedAt), campaignId, title });
  }
  if (order.paidAt) events.push({ kind: "paid", at: at(order.paidAt) });
  if (order.closedAt) events.push({ kind: "closed", at: at(order.closedAt), status: order.status });
  // ISO instants in UTC sort as text.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return events.sort((a, b) => byText(a.at, b.at) || SAME_INSTANT_ORDER[a.kind] - SAME_INSTANT_ORDER[b.kind]);
}
