import { desc, lt } from "drizzle-orm";
import type { AuditAction } from "../../schemas/api/calls/admin.js";
import type { Database } from "../db/connection.js";
import { auditLog } from "../db/schema.js";

/** A transaction of the store: audit rows are written in the transaction of the change they record. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Who made a change: a staff member, or (id null) what made it outside the tool, e.g. "command line". */
export interface AuditActor {
  id: number | null;
  email: string;
}


/** Writes one audit row; call it inside the change's own transaction, so there is never one without the other. */
export async function recordAudit(
  tx: Transaction,
  actor: AuditActor,
  action: AuditAction,
  target: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(auditLog).values({ staffId: actor.id, staffEmail: actor.email, action, target, detail });
}

/** The latest entries, newest first; `before` (an entry id) pages back. */
export async function listAudit(db: Database, { before, limit }: { before?: number; limit: number }) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(({ staffId: _staffId, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
}
