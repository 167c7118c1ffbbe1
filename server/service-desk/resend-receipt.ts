import { eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { recordAudit, type AuditActor } from "../admin/audit.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { oweOrderMail } from "../order-mail/owe.js";

/**
 * Customer service sends a paid order's receipt again: the mail is owed, and the audit row written, in one
 * transaction. Each request is its own mail (its ref is the request's time). 4003 for no such order; an order never
 * paid has no receipt (4000 naming orderId).
 */
export async function resendReceipt(db: Database, actor: AuditActor, orderId: string, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ paidAt: t.orders.paidAt }).from(t.orders).where(eq(t.orders.id, orderId));
    if (!order) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "orderId: no such order");
    if (!order.paidAt) throw new ApiError(ErrorCode.INVALID_INPUT, "orderId: this order was never paid, so it has no receipt");
    await oweOrderMail(tx as unknown as Database, orderId, "receipt", { ref: `resend-${now.getTime()}`, requestedBy: actor.email });
    await recordAudit(tx, actor, "receipt-resend", orderId);
  });
  return null;
}
