import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import { preparedQuery } from "../db/prepared.js";
import * as t from "../db/schema.js";

/**
 * Takes `quantity` seats or items of a SKU with one conditional update: the last ones go to exactly as many buyers
 * as there are, whatever the number at once. Free means (decision 0016, 0028): the SKU's store less those taken by
 * orders, and less the most students rescheduled into any one of its lessons still to come, who sit in that lesson
 * on a seat of the class. Goods and other SKUs without a class have no lessons.
 */
const takeFreeSeats = preparedQuery((db) => {
  const quantity = sql.placeholder("quantity");
  const guests = sql`coalesce((select max(${t.lessons.guests}) from ${t.lessons} where ${t.lessons.classId} = ${t.skus.classId} and ${t.lessons.startsAt} > ${sql.placeholder("now")}), 0)`;
  return db
    .update(t.skus)
    .set({ taken: sql`${t.skus.taken} + ${quantity}` })
    .where(and(eq(t.skus.id, sql.placeholder("skuId")), sql`${t.skus.store} - ${t.skus.taken} - ${guests} >= ${quantity}`))
    .returning({ id: t.skus.id })
    .prepare("take_free_seats");
});

/** Takes `quantity` seats or items of the SKU for an order or a transfer; answers whether they were free. */
export async function takeSeats(db: Database, skuId: string, quantity: number, now: Date): Promise<boolean> {
  const taken = await takeFreeSeats(db).execute({ skuId, quantity, now: now.toISOString() });
  return taken.length > 0;
}

/** Gives back a seat of the SKU taken by an order or a transfer. */
export async function releaseTakenSeat(db: Database, skuId: string): Promise<void> {
  await db.update(t.skus).set({ taken: sql`greatest(${t.skus.taken} - 1, 0)` }).where(eq(t.skus.id, skuId));
}
