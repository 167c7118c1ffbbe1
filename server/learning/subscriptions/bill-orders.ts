import { and, eq, inArray, isNull } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { stagePaymentFigures } from "../../../rules/commerce/unpaid.js";
import { DEBIT_METHODS, ORDER_CREATE_WAYS } from "../../../schemas/commerce.js";
import { insertOneLineOrder } from "../../commerce/one-line-orders.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { theBill } from "./lifecycle.js";

/**
 * Orders that pay a subscription's bill (decision 0031): one line, the plan at the period's price with the site's
 * tax, no coupon, holding nothing; their origin names the bill, which paying them marks paid (captureOrder). Making
 * one claims the bill (`payingOrderId`, a conditional update), so one order pays a bill at a time, by hand or deducted.
 */

/** A bill as an order paying it needs it: its subscription, its plan and the site's tax. */
export const billColumns = {
  subscriptionId: t.subscriptionBills.subscriptionId,
  billNo: t.subscriptionBills.billNo,
  amount: t.subscriptionBills.amount,
  status: t.subscriptionBills.status,
  periodStart: t.subscriptionBills.periodStart,
  payingOrderId: t.subscriptionBills.payingOrderId,
  familyId: t.subscriptions.familyId,
  uid: t.subscriptions.uid,
  locale: t.subscriptions.locale,
  currency: t.subscriptions.currency,
  planSkuId: t.subscriptions.planSkuId,
  periodPrice: t.subscriptions.periodPrice,
  purchaseOrderId: t.subscriptions.orderId,
  content: t.skus.content,
  commerce: t.sites.commerce,
  /** The purchase's auto-pay mandate: the card deductions take, when it is open and authorised. */
  mandate: { open: t.autoPayMandates.open, authorization: t.autoPayMandates.authorization, gateway: t.autoPayMandates.gateway, card: t.autoPayMandates.gatewayRef },
};

/** Bills with their subscription, plan, site and card, to filter and lock (only the bills' rows). */
export function payableBills(db: Database) {
  return db
    .select(billColumns)
    .from(t.subscriptionBills)
    .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.subscriptionBills.subscriptionId))
    .innerJoin(t.skus, eq(t.skus.id, t.subscriptions.planSkuId))
    .innerJoin(t.sites, eq(t.sites.locale, t.subscriptions.locale))
    .leftJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.subscriptions.orderId))
    .$dynamic();
}

export type PayableBill = Awaited<ReturnType<ReturnType<typeof payableBills>["execute"]>>[number];

/** What a period costs, tax included, on the bill's site: what each bill charges. */
export const periodAmountOf = (bill: Pick<PayableBill, "planSkuId" | "periodPrice" | "commerce">) =>
  stagePaymentFigures(bill.planSkuId, [{ amount: bill.periodPrice, couponDiscount: 0 }], bill.commerce.tax);

/** Makes an unpaid order for the bill and claims the bill for it; 4130 when another order claimed it first. */
export async function createBillOrder(db: Database, bill: PayableBill, { auto, expiresAt, now }: { auto: boolean; expiresAt: Date; now: Date }): Promise<{ orderId: string; total: number }> {
  const figures = periodAmountOf(bill);
  const id = await insertOneLineOrder(
    db,
    {
      familyId: bill.familyId,
      uid: bill.uid,
      locale: bill.locale,
      currency: bill.currency,
      createWay: ORDER_CREATE_WAYS.normal,
      origin: { subscriptionBill: { subscriptionId: bill.subscriptionId, billNo: bill.billNo, auto } },
      debitMethod: auto ? DEBIT_METHODS.autoPay : DEBIT_METHODS.billPay,
      totals: figures.totals,
      line: { skuId: bill.planSkuId, kind: "subscription", unitPrice: figures.unitPrice, couponSaving: 0, content: bill.content ?? {} },
      expiresAt,
    },
    now,
  );
  const claimed = await db
    .update(t.subscriptionBills)
    .set({ payingOrderId: id, updatedAt: now })
    .where(and(theBill(bill), inArray(t.subscriptionBills.status, ["due", "failed"]), isNull(t.subscriptionBills.payingOrderId)))
    .returning({ billNo: t.subscriptionBills.billNo });
  if (claimed.length === 0) throw new ApiError(ErrorCode.UNPAID_ORDER_EXISTS);
  return { orderId: id, total: figures.totals.total };
}
