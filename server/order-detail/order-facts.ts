import { and, asc, eq, sql } from "drizzle-orm";
import { paidLessonCount } from "../../rules/commerce/lesson-counts.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

type OrderRow = typeof t.orders.$inferSelect;

/** What happened to an order after the purchase that its detail shows beside the stored figures. */
export interface OrderFacts {
  /** Lessons paid for, by line number (lines without lessons are absent). */
  paidLessonsByLine: Map<number, number>;
  /** Lessons given back by the order's refunds that went through. */
  refundedLessons: number;
  /** The line the instalment stages belong to, or null when the order was paid at once. */
  stagedLine: number | null;
  /** A parcel has left. */
  shipped: boolean;
}

/** Each class line's lesson starts, in time order. */
const lessonStartsOf = (db: Database, orderId: string) =>
  db
    .select({ lineNo: t.orderItems.lineNo, startsAt: t.lessons.startsAt })
    .from(t.orderItems)
    .innerJoin(t.skus, eq(t.skus.id, t.orderItems.skuId))
    .innerJoin(t.lessons, eq(t.lessons.classId, t.skus.classId))
    .where(eq(t.orderItems.orderId, orderId))
    .orderBy(asc(t.orderItems.lineNo), asc(t.lessons.startsAt));

/** Whether a parcel of the order has left; once one has, the address can no longer change. */
export async function hasShipments(db: Database, orderId: string): Promise<boolean> {
  const [parcel] = await db.select({ packageNo: t.shipments.packageNo }).from(t.shipments).where(eq(t.shipments.orderId, orderId)).limit(1);
  return parcel !== undefined;
}

/** Lessons paid and refunded, the stages' line and whether anything shipped, read side by side. */
export async function orderFacts(db: Database, order: OrderRow): Promise<OrderFacts> {
  const [starts, stages, [refunded], shipped] = await Promise.all([
    lessonStartsOf(db, order.id),
    db
      .select({ lineNo: t.orderStages.lineNo, firstLesson: t.orderStages.firstLesson, lessonCount: t.orderStages.lessonCount, status: t.orderStages.status })
      .from(t.orderStages)
      .where(eq(t.orderStages.orderId, order.id)),
    db
      .select({ lessons: sql<number>`coalesce(sum(${t.refunds.lessonCount}), 0)`.mapWith(Number) })
      .from(t.refunds)
      .where(and(eq(t.refunds.orderId, order.id), eq(t.refunds.status, "refunded"))),
    hasShipments(db, order.id),
  ]);
  const startsByLine = new Map<number, Date[]>();
  for (const { lineNo, startsAt } of starts) startsByLine.set(lineNo, [...(startsByLine.get(lineNo) ?? []), startsAt]);
  const paidLessonsByLine = new Map(
    [...startsByLine].map(([lineNo, lessonStarts]) => {
      const lineStages = stages.filter((stage) => stage.lineNo === lineNo);
      return [lineNo, paidLessonCount({ lessonStarts, orderedAt: order.createdAt, paid: order.paidAt !== null, stages: lineStages.length > 0 ? lineStages : null })];
    }),
  );
  return { paidLessonsByLine, refundedLessons: refunded?.lessons ?? 0, stagedLine: stages[0]?.lineNo ?? null, shipped };
}
