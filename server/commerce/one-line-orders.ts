import type { OrderTotals } from "../../rules/commerce/order-totals.js";
import type { CourseContentByLanguage, SkuKind } from "../../schemas/catalogue.js";
import { ORDER_STATUS, PAYMENT_METHODS, type OrderOrigin } from "../../schemas/commerce.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { orderNumber } from "./orders.js";

/** What an unpaid order of one line, paid at once, is made of; its figures computed by the caller's rule. */
export interface OneLineOrder {
  familyId: string;
  uid: string;
  locale: Locale;
  currency: string;
  createWay: number;
  /** What it pays (stages of another order, a transfer's difference, a subscription's bill), as captureOrder reads it. */
  origin: OrderOrigin;
  debitMethod: 0 | 1;
  totals: OrderTotals<never>;
  line: { skuId: string; kind: SkuKind; unitPrice: number; couponSaving: number; content: CourseContentByLanguage };
  expiresAt: Date;
}

/**
 * Writes an unpaid order (100) of one line paid at once, the kind made outside the checkout (instalment stages paid by
 * hand, a transfer's difference, a subscription's bill), in the caller's transaction; answers its number.
 */
export async function insertOneLineOrder(db: Database, order: OneLineOrder, now: Date): Promise<string> {
  const id = orderNumber(now);
  const { line, totals } = order;
  await db.insert(t.orders).values({
    id,
    familyId: order.familyId,
    uid: order.uid,
    locale: order.locale,
    currency: order.currency,
    status: ORDER_STATUS.toBePaid,
    createWay: order.createWay,
    origin: order.origin,
    paymentMethod: PAYMENT_METHODS.oneTime,
    debitMethod: order.debitMethod,
    ...totals,
    dueNow: totals.total,
    address: null,
    expiresAt: order.expiresAt,
    createdAt: now,
  });
  await db.insert(t.orderItems).values({ orderId: id, lineNo: 1, attachedToLine: null, quantity: 1, groupDiscount: 0, ...line });
  return id;
}
