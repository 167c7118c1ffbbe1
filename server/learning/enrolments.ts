import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { releaseTakenSeat } from "../commerce/seats.js";

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
 * transfer moved the seat to another class), not where the order first put them, and the seats its reschedules
 * borrowed in lessons still to come. SKUs in id order, as every order takes them.
 */
export async function endRefundedEnrolments(db: Database, orderId: string, now: Date): Promise<void> {
  const ended = await db
    .update(t.enrolments)
    .set({ status: "refunded", endedAt: now })
    .where(and(eq(t.enrolments.orderId, orderId), eq(t.enrolments.status, "active")))
    .returning({ id: t.enrolments.id, skuId: t.enrolments.skuId, holdsSeat: t.enrolments.holdsSeat });
  for (const place of ended) await cancelComingReschedules(db, place.id, now);
  const seats = ended.filter((place) => place.holdsSeat).map((place) => place.skuId).sort();
  for (const skuId of seats) await releaseTakenSeat(db, skuId);
}

/**
 * A place that ends (refunded, or transferred to another class) gives up the lessons it was rescheduled into that
 * have not started: each reschedule is cancelled and its seat in the other class's lesson freed. Those already
 * taught stay as they were.
 */
export async function cancelComingReschedules(db: Database, placeId: string, now: Date): Promise<void> {
  const cancelled = await db
    .update(t.changeApplications)
    .set({ status: "cancelled", note: "placeEnded", decidedAt: now })
    .where(
      and(
        eq(t.changeApplications.enrolmentId, placeId),
        eq(t.changeApplications.kind, "reschedule"),
        eq(t.changeApplications.status, "passed"),
        sql`exists (select 1 from ${t.lessons} where ${t.lessons.classId} = ${t.changeApplications.toClassId} and ${t.lessons.number} = ${t.changeApplications.toLesson} and ${t.lessons.startsAt} > ${now.toISOString()})`,
      ),
    )
    .returning({ classId: t.changeApplications.toClassId, lesson: t.changeApplications.toLesson });
  for (const { classId, lesson } of cancelled) {
    await db
      .update(t.lessons)
      .set({ guests: sql`greatest(${t.lessons.guests} - 1, 0)` })
      .where(and(eq(t.lessons.classId, classId), eq(t.lessons.number, lesson!)));
  }
}
