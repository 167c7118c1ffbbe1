import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { DEBIT_METHODS, ORDER_STATUS, PAYMENT_METHODS, type OrderOrigin, type PaymentGatewayName } from "../../schemas/commerce.js";
import { familyOrder, type PaidOrder } from "../commerce/orders.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import type { AuthorizationEvent, SavedCard } from "../payments/gateway.js";

/**
 * An auto-pay order's mandate (decision 0025): the standing authorisation to debit its later stages with a card the
 * gateway keeps. It is made when the checkout is paid, authorised again or given another card only on the
 * gateway's verified confirmation, made unauthorised by a declined debit, and closed by an approved closure request.
 */

export type MandateRow = typeof t.autoPayMandates.$inferSelect;
type OrderRow = typeof t.orders.$inferSelect;

/**
 * Whether an order's checkout keeps its card: an instalment order whose later stages auto pay debits, or a
 * subscription's purchase, whose later bills are deducted (decision 0031).
 */
export function savesCard(order: { paymentMethod: number; debitMethod: number; origin: OrderOrigin }): boolean {
  return (order.paymentMethod === PAYMENT_METHODS.instalments && order.debitMethod === DEBIT_METHODS.autoPay) || order.origin.subscription !== undefined;
}

/**
 * The checkout of an order was paid (in the payment event's transaction): an auto-pay order gets its mandate,
 * authorised with the card the gateway kept, or unauthorised (611) when it kept none. A repeated confirmation
 * changes nothing.
 */
export async function recordCheckoutMandate(db: Database, order: PaidOrder, gateway: PaymentGatewayName, card: SavedCard | null, now: Date): Promise<void> {
  if (!savesCard(order)) return;
  if (!card) log.warn("an auto-pay order was paid without a card kept for later: its parent must authorise one", { order: order.id, gateway });
  await db
    .insert(t.autoPayMandates)
    .values({ orderId: order.id, familyId: order.familyId, authorization: card ? "authorized" : "unauthorized", gateway, gatewayRef: card?.ref ?? null, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * A gateway confirmed that the payer authorised a card for the order (in the event's transaction): the mandate is
 * authorised with it from now on. A closed mandate stays closed; an order without one is no auto-pay order.
 */
export async function applyAuthorization(db: Database, gateway: PaymentGatewayName, event: AuthorizationEvent, now: Date): Promise<void> {
  const { card } = event;
  const [authorized] = await db
    .update(t.autoPayMandates)
    .set({ authorization: "authorized", gateway, gatewayRef: card.ref, cardBrand: card.brand, cardLast4: card.last4, updatedAt: now })
    .where(and(eq(t.autoPayMandates.orderId, event.orderId), eq(t.autoPayMandates.open, true)))
    .returning({ orderId: t.autoPayMandates.orderId });
  if (!authorized) log.warn("an authorisation was confirmed for an order without open auto-pay", { order: event.orderId, gateway, event: event.id });
}

/** Closes an order's auto-pay (a closure approved): later stages are paid by hand. Answers whether it was open. */
export async function closeMandate(db: Database, orderId: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(t.autoPayMandates)
    .set({ open: false, updatedAt: now })
    .where(and(eq(t.autoPayMandates.orderId, orderId), eq(t.autoPayMandates.open, true)))
    .returning({ orderId: t.autoPayMandates.orderId });
  return closed.length > 0;
}

/** The family's auto-pay order and its mandate; another family's order, or one without auto-pay, answers 4003. */
export async function familyMandate(db: Database, familyId: string, orderId: string): Promise<{ order: OrderRow; mandate: MandateRow }> {
  const order = await familyOrder(db, familyId, orderId);
  const [mandate] = await db.select().from(t.autoPayMandates).where(eq(t.autoPayMandates.orderId, orderId));
  if (!mandate) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This order has no auto pay.");
  return { order, mandate };
}

/** A mandate that may still be authorised or closed: open, on an order still paid (not refunded). */
export function assertOpen(order: OrderRow, mandate: MandateRow, message: string): void {
  if (!mandate.open || order.status !== ORDER_STATUS.paid) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, message);
}
