import { and, eq, lte } from "drizzle-orm";
import { GROUP_NOT_FILLED_REFUND_REASON } from "../../../schemas/api/calls/refunds.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { refundWholeOrder } from "../../refunds/system-refunds.js";
import { closeUnpaidOrder } from "../orders.js";

/**
 * Closes the groups whose deadline passed before they filled (decision 0036): each fails, the orders still holding a
 * place are cancelled and every place paid is refunded in full through its gateway (the refund sweep gives the money
 * back and tells the parent). Groups are taken with SKIP LOCKED, so sweeps in several processes share the work and
 * none closes a group twice.
 */
export async function closeOverdueGroups(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await tx
      .select({ id: t.buyGroups.id })
      .from(t.buyGroups)
      .where(and(eq(t.buyGroups.state, "open"), lte(t.buyGroups.deadline, now)))
      .for("update", { skipLocked: true })
      .limit(50);
    for (const group of overdue) {
      await tx.update(t.buyGroups).set({ state: "failed", closedAt: now }).where(eq(t.buyGroups.id, group.id));
      const places = await tx.select().from(t.buyGroupMembers).where(eq(t.buyGroupMembers.groupId, group.id));
      for (const place of places) {
        if (place.state === "holding") await closeUnpaidOrder(tx as unknown as Database, place.orderId, ORDER_STATUS.cancelled, now);
        if (place.state === "paid" && (await refundWholeOrder(tx, place.orderId, GROUP_NOT_FILLED_REFUND_REASON, now))) {
          await tx.update(t.buyGroupMembers).set({ state: "refunded" }).where(eq(t.buyGroupMembers.orderId, place.orderId));
        }
      }
    }
    return overdue.length;
  });
}
