import { sql, type SQL } from "drizzle-orm";
import * as t from "../db/schema.js";

/**
 * Whether the SKU row being updated has `quantity` seats free for all of its lessons still to come (decision 0016,
 * 0028): its store less those sold and held, and less the most students rescheduled into any one of those lessons,
 * who sit in that lesson on a seat of the class. Goods and other SKUs without a class have no lessons.
 */
export function seatsFree(quantity: number, now: Date): SQL {
  const guests = sql`coalesce((select max(${t.lessons.guests}) from ${t.lessons} where ${t.lessons.classId} = ${t.skus.classId} and ${t.lessons.startsAt} > ${now.toISOString()}), 0)`;
  return sql`${t.skus.store} - ${t.skus.sold} - ${t.skus.held} - ${guests} >= ${quantity}`;
}
