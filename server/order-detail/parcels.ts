import { and, asc, eq, max } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { recordAudit, type AuditActor } from "../admin/audit.js";
import { contentIn } from "../catalogue/cards.js";
import type { TitleLanguage } from "../commerce/order-list.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { orderForChange } from "./address-change.js";

type Parcel = ResponseOf<"queryLogistics">["parcels"][number];

/** An order's parcels in package order, each with the lines it holds (SPEC §3 Logistics). */
export async function parcelsOf(db: Database, orderId: string, titles: TitleLanguage): Promise<Parcel[]> {
  const [parcels, lines] = await Promise.all([
    db.select().from(t.shipments).where(eq(t.shipments.orderId, orderId)).orderBy(asc(t.shipments.packageNo)),
    db
      .select({ lineNo: t.orderItems.lineNo, content: t.orderItems.content, quantity: t.orderItems.quantity })
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, orderId))
      .orderBy(asc(t.orderItems.lineNo)),
  ]);
  return parcels.map((parcel) => ({
    packageNo: parcel.packageNo,
    carrier: parcel.carrier,
    trackingNumber: parcel.trackingNumber,
    status: parcel.status,
    shippedAt: parcel.shippedAt.toISOString(),
    deliveredAt: parcel.deliveredAt?.toISOString() ?? null,
    items: lines
      .filter((line) => parcel.lineNos.includes(line.lineNo))
      .map((line) => ({ lineNo: line.lineNo, title: contentIn(line.content, titles.language, titles.fallback).title, quantity: line.quantity })),
  }));
}

/**
 * Customer service records a parcel of a paid order's goods leaving (in transit), with the audit row, in one
 * transaction: from then on the address cannot change. The order's row is locked first, so two parcels recorded
 * at once get package numbers one after the other. The same carrier and tracking number again is the same
 * parcel: its package number is answered and nothing is written. 4003 for no such order; 4000 names orderId for
 * an order with no goods or not paid, and lineNos for a line that is not goods of the order.
 */
export async function recordShipment(db: Database, actor: AuditActor, request: ParsedRequestOf<"serviceRecordShipment">, now: Date): Promise<ResponseOf<"serviceRecordShipment">> {
  const { orderId, carrier, trackingNumber } = request;
  const lineNos = [...new Set(request.lineNos)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const order = await orderForChange(tx as unknown as Database, orderId);
    if (order.address === null) throw new ApiError(ErrorCode.INVALID_INPUT, "orderId: this order has no goods to deliver");
    if (order.status !== ORDER_STATUS.paid) throw new ApiError(ErrorCode.INVALID_INPUT, "orderId: only a paid order's goods are sent");
    const goods = await tx
      .select({ lineNo: t.orderItems.lineNo })
      .from(t.orderItems)
      .where(and(eq(t.orderItems.orderId, orderId), eq(t.orderItems.kind, "goods")));
    const notGoods = lineNos.find((lineNo) => !goods.some((line) => line.lineNo === lineNo));
    if (notGoods !== undefined) throw new ApiError(ErrorCode.INVALID_INPUT, `lineNos: line ${notGoods} is not goods of this order`);
    const [same] = await tx
      .select({ packageNo: t.shipments.packageNo })
      .from(t.shipments)
      .where(and(eq(t.shipments.orderId, orderId), eq(t.shipments.carrier, carrier), eq(t.shipments.trackingNumber, trackingNumber)));
    if (same) return { packageNo: same.packageNo };
    const [last] = await tx.select({ packageNo: max(t.shipments.packageNo) }).from(t.shipments).where(eq(t.shipments.orderId, orderId));
    const packageNo = (last?.packageNo ?? 0) + 1;
    await tx.insert(t.shipments).values({ orderId, packageNo, carrier, trackingNumber, lineNos, status: "in_transit", shippedAt: now });
    await recordAudit(tx, actor, "shipment-record", `order ${orderId}`, { packageNo, carrier, trackingNumber, lineNos, status: "in_transit" });
    return { packageNo };
  });
}

/**
 * Customer service marks a parcel delivered, with the audit row, in one transaction: one conditional update from
 * in transit, so a repeat (or two at once) changes it once and audits it once. 4003 for no such parcel.
 */
export async function markDelivered(db: Database, actor: AuditActor, { orderId, packageNo }: ParsedRequestOf<"serviceMarkDelivered">, now: Date): Promise<ResponseOf<"serviceMarkDelivered">> {
  return db.transaction(async (tx) => {
    const parcel = and(eq(t.shipments.orderId, orderId), eq(t.shipments.packageNo, packageNo));
    const [delivered] = await tx
      .update(t.shipments)
      .set({ status: "delivered", deliveredAt: now })
      .where(and(parcel, eq(t.shipments.status, "in_transit")))
      .returning({ deliveredAt: t.shipments.deliveredAt });
    if (delivered) {
      await recordAudit(tx, actor, "shipment-record", `order ${orderId}`, { packageNo, status: "delivered" });
      return { status: "delivered" as const, deliveredAt: now.toISOString() };
    }
    const [earlier] = await tx.select({ deliveredAt: t.shipments.deliveredAt }).from(t.shipments).where(parcel);
    if (!earlier) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    return { status: "delivered" as const, deliveredAt: earlier.deliveredAt!.toISOString() };
  });
}
