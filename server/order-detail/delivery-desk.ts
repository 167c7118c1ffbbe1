import { and, asc, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { serviceAddressChangeRefusal } from "../../rules/commerce/address-window.js";
import type { OrderDelivery } from "../../schemas/api/calls/service-desk-delivery.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { Language } from "../../schemas/site.js";
import { recordAudit, type AuditActor } from "../admin/audit.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { SiteDirectory } from "../service/sites.js";
import { changeOrderAddress, orderForChange, type AddressFields } from "./address-change.js";
import { parcelsOf } from "./parcels.js";

/**
 * An order of any site's delivery as customer service reads it: titles in `language` where the product has it,
 * else in the order's site's language. 4003 when there is no such order.
 */
export async function orderDelivery(db: Database, sites: SiteDirectory, orderId: string, language: Language): Promise<OrderDelivery> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "orderId: no such order");
  const titles = { language, fallback: sites.forLocale(order.locale)?.defaultLanguage ?? language };
  const [goods, parcels, changes] = await Promise.all([
    db
      .select({ lineNo: t.orderItems.lineNo, content: t.orderItems.content, quantity: t.orderItems.quantity })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, orderId), eq(t.orderItems.kind, "goods")))
      .orderBy(asc(t.orderItems.lineNo)),
    parcelsOf(db, orderId, titles),
    db.select().from(t.orderAddressChanges).where(eq(t.orderAddressChanges.orderId, orderId)).orderBy(asc(t.orderAddressChanges.changedAt), asc(t.orderAddressChanges.id)),
  ]);
  const hasGoods = order.address !== null;
  return {
    orderId,
    address: order.address,
    addressRefusal: serviceAddressChangeRefusal({ hasGoods, status: order.status, paidAt: order.paidAt, shipped: parcels.length > 0 }),
    canShip: hasGoods && order.status === ORDER_STATUS.paid,
    goodsLines: goods.map((line) => ({ lineNo: line.lineNo, title: contentIn(line.content, titles.language, titles.fallback).title, quantity: line.quantity })),
    parcels,
    addressChanges: changes.map((change) => ({ before: change.before, after: change.after, staffEmail: change.staffEmail, changedAt: change.changedAt.toISOString() })),
  };
}

/**
 * Customer service sends an order's goods elsewhere, after the parent's 24 hours too (SPEC §6), with the audit row
 * in the change's own transaction. 4003 for no such order.
 */
export async function serviceChangeAddress(db: Database, actor: AuditActor, orderId: string, fields: AddressFields, now: Date) {
  return db.transaction(async (tx) => {
    const order = await orderForChange(tx as unknown as Database, orderId);
    const { before, after } = await changeOrderAddress(tx as unknown as Database, order, fields, { staffEmail: actor.email, now });
    await recordAudit(tx, actor, "order-address-change", `order ${orderId}`, { before, after });
    return { address: after };
  });
}
