import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

/**
 * Gives the students of a paid order their places (decision 0028): one per class line, and one per class of a
 * package line, covering the lessons not yet started when the order was made. A class line's place holds the seat
 * the order bought; a package's classes hold none (the package sells its own store). A place the student already
 * has in a class stays as it is. One statement, in the transaction that marks the order paid.
 */
export async function enrolPaidOrder(db: Database, orderId: string): Promise<void> {
  await db.execute(sql`
    insert into ${t.enrolments} (family_id, uid, class_id, sku_id, order_id, line_no, first_lesson, lesson_count, holds_seat, status, created_at)
    select o.family_id, o.uid, seat.class_id, seat.id, o.id, i.line_no, taught.first_lesson, taught.lesson_count, i.kind = 'class', 'active', o.paid_at
    from ${t.orders} o
    join ${t.orderItems} i on i.order_id = o.id and i.kind in ('class', 'package')
    left join ${t.packageItems} p on i.kind = 'package' and p.package_sku_id = i.sku_id
    join ${t.skus} seat on seat.id = coalesce(p.item_sku_id, i.sku_id) and seat.class_id is not null
    cross join lateral (
      select coalesce(min(l.number) filter (where l.starts_at > o.created_at), max(l.number) + 1, 1) as first_lesson,
             count(*) filter (where l.starts_at > o.created_at)::int as lesson_count
      from ${t.lessons} l where l.class_id = seat.class_id
    ) taught
    where o.id = ${orderId}
    on conflict (uid, class_id) where status = 'active' do nothing`);
}

/**
 * Ends the places an order bought, refunded with it, and gives their seats back: where the student is now (a
 * transfer moved the seat to another class), not where the order first put them. SKUs in id order, as every
 * order takes them.
 */
export async function endRefundedEnrolments(db: Database, orderId: string, now: Date): Promise<void> {
  const ended = await db
    .update(t.enrolments)
    .set({ status: "refunded", endedAt: now })
    .where(and(eq(t.enrolments.orderId, orderId), eq(t.enrolments.status, "active")))
    .returning({ skuId: t.enrolments.skuId, holdsSeat: t.enrolments.holdsSeat });
  const seats = ended.filter((place) => place.holdsSeat).map((place) => place.skuId).sort();
  for (const skuId of seats) {
    await db.update(t.skus).set({ sold: sql`greatest(${t.skus.sold} - 1, 0)` }).where(eq(t.skus.id, skuId));
  }
}
