import type { TimelineEvent } from "../../schemas/api/calls/service-desk.js";
import type { AutoPayClosureStatus, DebitResult, DebitType, OrderAddress, OrderStatus, PaymentGatewayName, PaymentStatus, RefundStatus, ShipmentStatus } from "../../schemas/commerce.js";

/** The stored times of an order and of what belongs to it, as the timeline reads them. */
export interface OrderHistoryRows {
  order: { createdAt: Date; paidAt: Date | null; closedAt: Date | null; status: OrderStatus };
  payments: { paymentId: string; gateway: PaymentGatewayName; amount: number; status: PaymentStatus; createdAt: Date; updatedAt: Date }[];
  coupons: { campaignId: string; title: string; usedAt: Date | null }[];
  stages: { lineNo: number; stageNo: number; amount: number; paidAt: Date | null }[];
  refunds: { id: string; status: RefundStatus; amount: number; reasonId: number; reasonText: string; note: string; decidedBy: string | null; requestedAt: Date; decidedAt: Date | null; refundedAt: Date | null }[];
  addressChanges: { after: OrderAddress; staffEmail: string | null; changedAt: Date }[];
  shipments: { packageNo: number; carrier: string; trackingNumber: string; status: ShipmentStatus; shippedAt: Date; deliveredAt: Date | null }[];
  debitAttempts: { stageNo: number; type: DebitType; result: DebitResult; description: string; attemptedAt: Date; finishedAt: Date | null }[];
  closures: { reason: string; status: AutoPayClosureStatus; note: string; decidedBy: string | null; requestedAt: Date; decidedAt: Date | null }[];
  messages: { channel: "email" | "sms"; subject: string; delivery: "outbox" | "sent" | "failed"; createdAt: Date }[];
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
  debitAttempted: 7,
  refundRequested: 8,
  refundDecided: 9,
  refunded: 10,
  addressChanged: 11,
  shipped: 12,
  delivered: 13,
  autoPayClosureRequested: 14,
  autoPayClosureDecided: 15,
  messageSent: 16,
};

/**
 * What happened to an order, oldest first, from the times its rows keep and nothing else: a payment still
 * pending has no result yet, a stage unpaid no payment, an open order no closing.
 */
export function timelineEvents(rows: OrderHistoryRows): TimelineEvent[] {
  const { order, payments, coupons, stages } = rows;
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
  events.push(...afterPurchaseEvents(rows));
  // ISO instants in UTC sort as text.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return events.sort((a, b) => byText(a.at, b.at) || SAME_INSTANT_ORDER[a.kind] - SAME_INSTANT_ORDER[b.kind]);
}

/** What happened after the order was paid: refunds, address changes, parcels, debits, auto-pay closures and mails. */
function afterPurchaseEvents({ refunds, addressChanges, shipments, debitAttempts, closures, messages }: OrderHistoryRows): TimelineEvent[] {
  const at = (time: Date) => time.toISOString();
  const events: TimelineEvent[] = [];
  for (const refund of refunds) {
    events.push({ kind: "refundRequested", at: at(refund.requestedAt), refundId: refund.id, amount: refund.amount, reasonId: refund.reasonId, reasonText: refund.reasonText });
    if (refund.decidedAt) events.push({ kind: "refundDecided", at: at(refund.decidedAt), refundId: refund.id, approved: refund.status !== "rejected", by: refund.decidedBy, note: refund.note });
    if (refund.refundedAt) events.push({ kind: "refunded", at: at(refund.refundedAt), refundId: refund.id, amount: refund.amount });
  }
  for (const change of addressChanges) events.push({ kind: "addressChanged", at: at(change.changedAt), by: change.staffEmail, address: change.after });
  for (const parcel of shipments) {
    events.push({ kind: "shipped", at: at(parcel.shippedAt), packageNo: parcel.packageNo, carrier: parcel.carrier, trackingNumber: parcel.trackingNumber });
    if (parcel.deliveredAt) events.push({ kind: "delivered", at: at(parcel.deliveredAt), packageNo: parcel.packageNo });
  }
  for (const attempt of debitAttempts) {
    events.push({ kind: "debitAttempted", at: at(attempt.finishedAt ?? attempt.attemptedAt), stageNo: attempt.stageNo, type: attempt.type, result: attempt.result, description: attempt.description });
  }
  for (const closure of closures) {
    events.push({ kind: "autoPayClosureRequested", at: at(closure.requestedAt), reason: closure.reason });
    if (closure.decidedAt && closure.status !== "under_review") events.push({ kind: "autoPayClosureDecided", at: at(closure.decidedAt), status: closure.status, by: closure.decidedBy, note: closure.note });
  }
  for (const message of messages) events.push({ kind: "messageSent", at: at(message.createdAt), channel: message.channel, subject: message.subject, delivery: message.delivery });
  return events;
}
