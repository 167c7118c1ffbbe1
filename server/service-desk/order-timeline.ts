import { asc, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { OrderTimeline } from "../../schemas/api/calls/service-desk.js";
import type { Language } from "../../schemas/site.js";
import { contentIn } from "../catalogue/cards.js";
import { shownStatus } from "../commerce/order-list.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { SiteDirectory } from "../service/sites.js";
import { orderCurrency } from "./order-currency.js";
import { parentAccount, parentContact, studentAndParentColumns } from "./find-orders.js";
import { timelineEvents } from "./timeline-events.js";

const iso = (time: Date | null) => time?.toISOString() ?? null;

/**
 * An order of any site as customer service reads it: its figures, lines, coupons, stages, payments and the events
 * their stored times tell (timeline-events.ts). Titles are in `language` where the product has it, else in the
 * order's site's language. 4003 when there is no such order.
 */
export async function orderTimeline(db: Database, sites: SiteDirectory, orderId: string, language: Language, now: Date): Promise<OrderTimeline> {
  const [found] = await db
    .select({ order: t.orders, ...studentAndParentColumns })
    .from(t.orders)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.orders.uid))
    .innerJoin(t.families, eq(t.families.id, t.orders.familyId))
    .leftJoin(parentAccount, eq(parentAccount.uid, t.families.registrationUid))
    .where(eq(t.orders.id, orderId));
  if (!found) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "orderId: no such order");
  const { order } = found;
  const fallback = sites.forLocale(order.locale)?.defaultLanguage ?? language;

  const [lines, coupons, stages, payments] = await Promise.all([
    db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId)).orderBy(asc(t.orderItems.lineNo)),
    db
      .select({ campaignId: t.familyCoupons.campaignId, category: t.couponCampaigns.category, content: t.couponCampaigns.content, usedAt: t.familyCoupons.usedAt })
      .from(t.familyCoupons)
      .innerJoin(t.couponCampaigns, eq(t.couponCampaigns.id, t.familyCoupons.campaignId))
      .where(eq(t.familyCoupons.orderId, orderId))
      .orderBy(asc(t.familyCoupons.campaignId)),
    db.select().from(t.orderStages).where(eq(t.orderStages.orderId, orderId)).orderBy(asc(t.orderStages.lineNo), asc(t.orderStages.stageNo)),
    db
      .select({
        paymentId: t.payments.id,
        gateway: t.payments.gateway,
        gatewayRef: t.payments.gatewayRef,
        amount: t.payments.amount,
        currency: t.payments.currency,
        status: t.payments.status,
        createdAt: t.payments.createdAt,
        updatedAt: t.payments.updatedAt,
      })
      .from(t.payments)
      .where(eq(t.payments.orderId, orderId))
      .orderBy(asc(t.payments.createdAt), asc(t.payments.id)),
  ]);
  const history = await afterPurchaseRows(db, orderId);
  const titled = coupons.map((coupon) => ({ ...coupon, title: contentIn(coupon.content, language, fallback).title }));

  return {
    order: {
      orderId: order.id,
      locale: order.locale,
      status: shownStatus(order, now),
      createWay: order.createWay,
      paymentMethod: order.paymentMethod,
      debitMethod: order.debitMethod,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: iso(order.paidAt),
      closedAt: iso(order.closedAt),
      currency: orderCurrency(sites, order),
      subtotal: order.subtotal,
      couponSaving: order.couponSaving,
      groupDiscount: order.groupDiscount,
      fees: order.fees,
      feeTotal: order.feeTotal,
      tax: order.tax,
      taxIncluded: order.taxIncluded,
      total: order.total,
      dueNow: order.dueNow,
      address: order.address,
    },
    student: found.student,
    parent: parentContact(found),
    lines: lines.map((line) => ({
      lineNo: line.lineNo,
      skuId: line.skuId,
      kind: line.kind,
      title: contentIn(line.content, language, fallback).title,
      attachedToLine: line.attachedToLine,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      couponSaving: line.couponSaving,
      groupDiscount: line.groupDiscount,
    })),
    coupons: titled.map(({ campaignId, category, title, usedAt }) => ({ campaignId, category, title, usedAt: iso(usedAt) })),
    stages: stages.map((stage) => ({
      lineNo: stage.lineNo,
      stageNo: stage.stageNo,
      lessonCount: stage.lessonCount,
      amount: stage.amount,
      couponDiscount: stage.couponDiscount,
      dueAt: stage.dueAt.toISOString(),
      status: stage.status,
      paidAt: iso(stage.paidAt),
    })),
    payments: payments.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString(), updatedAt: payment.updatedAt.toISOString() })),
    events: timelineEvents({ order, payments, coupons: titled, stages, ...history }),
  };
}

/** The rows of what happened to an order after it was paid, each as the timeline reads it. */
async function afterPurchaseRows(db: Database, orderId: string) {
  const [refunds, addressChanges, shipments, debitAttempts, closures, messages] = await Promise.all([
    db.select().from(t.refunds).where(eq(t.refunds.orderId, orderId)),
    db.select().from(t.orderAddressChanges).where(eq(t.orderAddressChanges.orderId, orderId)),
    db.select().from(t.shipments).where(eq(t.shipments.orderId, orderId)),
    db.select().from(t.debitAttempts).where(eq(t.debitAttempts.orderId, orderId)),
    db.select().from(t.autoPayClosures).where(eq(t.autoPayClosures.orderId, orderId)),
    db
      .select({ channel: t.outboxMessages.channel, subject: t.outboxMessages.subject, delivery: t.outboxMessages.delivery, createdAt: t.outboxMessages.createdAt })
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.orderId, orderId)),
  ]);
  return { refunds, addressChanges, shipments, debitAttempts, closures, messages };
}
