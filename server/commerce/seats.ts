import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

/**
 * Whether the SKU row being updated has `quantity` seats free for all of its lessons still to come (decision 0016,
 * 0028): its store less those taken by orders, and less the most students rescheduled into any one of those lessons,
 * who sit in that lesson on a seat of the class. Goods and other SKUs without a class have no lessons.
 */
function seatsFree(quantity: number, now: Date): SQL {
  const guests = sql`coalesce((select max(${t.lessons.guests}) from ${t.lessons} where ${t.lessons.classId} = ${t.skus.classId} and ${t.lessons.startsAt} > ${now.toISOString()}), 0)`;
  return sql`${t.skus.store} - ${t.skus.taken} - ${guests} >= ${quantity}`;
}

/**
 * Takes `quantity` seats or items of the SKU for an order or a transfer, with one conditional update: the last ones
 * go to exactly as many buyers as there are, whatever the number at once. Answers whether they were free.
 */
export async function takeSeats(db: Database, skuId: string, quantity: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(t.skus)
    .set({ taken: sql`${t.skus.taken} + ${quantity}` })
    .where(and(eq(t.skus.id, skuId), seatsFree(quantity, now)))
    .returning({ id: t.skus.id });
  return taken.length > 0;
}

/** Gives back a seat of the SKU taken by an order or a transfer. */
export async function releaseTakenSeat(db: Database, skuId: string): Promise<void> {
  await db.update(t.skus).set({ taken: sql`greatest(${t.skus.taken} - 1, 0)` }).where(eq(t.skus.id, skuId));
}
