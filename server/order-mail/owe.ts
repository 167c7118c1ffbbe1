import type { OrderMailKind } from "../../schemas/commerce.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

/**
 * Records that a family is owed a mail about an order, in the transaction of what it tells: the mail exists exactly
 * when that change committed. The same kind and ref is owed once; the sweeper (send.ts) sends it. A payment's receipt
 * is owed by the statement that marks the order paid (captureOrder), in the same way.
 */
export async function oweOrderMail(db: Pick<Database, "insert">, orderId: string, kind: OrderMailKind, { ref = "", requestedBy = null }: { ref?: string; requestedBy?: string | null } = {}) {
  await db.insert(t.orderMails).values({ orderId, kind, ref, requestedBy }).onConflictDoNothing();
}
