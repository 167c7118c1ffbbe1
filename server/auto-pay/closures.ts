import { and, asc, desc, eq, lte } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { closureAutoApprovesAt } from "../../rules/auto-pay/closure-approval.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { DESK_CLOSURE_LIST_LIMIT } from "../../schemas/api/calls/service-desk-auto-pay.js";
import type { AutoPayClosureStatus } from "../../schemas/commerce.js";
import { recordAudit, type AuditActor } from "../admin/audit.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { assertOpen, closeMandate, familyMandate } from "./mandates.js";

/**
 * Requests to close auto-pay (SPEC §4, §5; decision 0025): made with a reason, one under review per order (the
 * store's unique index), decided by customer service or approved on their own after CLOSURE_AUTO_APPROVE_DAYS.
 * An approval closes the mandate: later stages are paid by hand.
 */

type ClosureRow = typeof t.autoPayClosures.$inferSelect;

export function closureView(closure: ClosureRow): ResponseOf<"applyAutoPayClosure"> {
  return {
    closureId: closure.id,
    status: closure.status,
    reason: closure.reason,
    note: closure.note,
    requestedAt: closure.requestedAt.toISOString(),
    autoApproveAt: closure.autoApproveAt.toISOString(),
    decidedAt: closure.decidedAt?.toISOString() ?? null,
  };
}

/** A parent asks to close the order's auto-pay; 4134 while another request is under review. */
export async function requestClosure(db: Database, familyId: string, orderId: string, reason: string, closedMessage: string, now: Date) {
  const { order, mandate } = await familyMandate(db, familyId, orderId);
  assertOpen(order, mandate, closedMessage);
  const [closure] = await db
    .insert(t.autoPayClosures)
    .values({ orderId, familyId, reason, status: "under_review", requestedAt: now, autoApproveAt: closureAutoApprovesAt(now) })
    .onConflictDoNothing()
    .returning();
  if (!closure) throw new ApiError(ErrorCode.AUTO_PAY_CLOSURE_UNDER_REVIEW);
  return closureView(closure);
}

/**
 * Approves every request still under review past its time, each with its mandate closed. Rows are picked FOR UPDATE
 * SKIP LOCKED, so sweeps at once share them and a decision racing the sweep is applied once (whichever moves the
 * status from under review first).
 */
export async function approveDueClosures(db: Database, now: Date): Promise<number> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const due = await tx
      .select({ id: t.autoPayClosures.id })
      .from(t.autoPayClosures)
      .where(and(eq(t.autoPayClosures.status, "under_review"), lte(t.autoPayClosures.autoApproveAt, now)))
      .for("update", { skipLocked: true })
      .limit(100);
    for (const closure of due) await decide(tx, closure.id, { status: "auto_approved", note: "", decidedBy: null }, now);
    return due.length;
  });
}

/** Moves a request from under review, closing the mandate when approved; null when it was not under review. */
async function decide(tx: Database, closureId: number, decision: { status: Exclude<AutoPayClosureStatus, "under_review">; note: string; decidedBy: string | null }, now: Date) {
  const [decided] = await tx
    .update(t.autoPayClosures)
    .set({ ...decision, decidedAt: now })
    .where(and(eq(t.autoPayClosures.id, closureId), eq(t.autoPayClosures.status, "under_review")))
    .returning();
  if (decided && decision.status !== "rejected") await closeMandate(tx, decided.orderId, now);
  return decided ?? null;
}

const deskColumns = { closure: t.autoPayClosures, locale: t.orders.locale };

function deskView({ closure, locale }: { closure: ClosureRow; locale: ResponseOf<"serviceDecideAutoPayClosure">["locale"] }): ResponseOf<"serviceDecideAutoPayClosure"> {
  return { ...closureView(closure), orderId: closure.orderId, locale, decidedBy: closure.decidedBy };
}

/** Customer service's list: one order's requests (newest first), or those of every site in a status (oldest first: the queue). */
export async function listClosures(db: Database, { orderId, status }: { orderId?: string | undefined; status?: AutoPayClosureStatus | undefined }) {
  const rows = await db
    .select(deskColumns)
    .from(t.autoPayClosures)
    .innerJoin(t.orders, eq(t.orders.id, t.autoPayClosures.orderId))
    .where(
      orderId === undefined
        ? eq(t.autoPayClosures.status, status ?? "under_review")
        : and(eq(t.autoPayClosures.orderId, orderId), status === undefined ? undefined : eq(t.autoPayClosures.status, status)),
    )
    .orderBy(...(orderId === undefined ? [asc(t.autoPayClosures.requestedAt), asc(t.autoPayClosures.id)] : [desc(t.autoPayClosures.requestedAt), desc(t.autoPayClosures.id)]))
    .limit(DESK_CLOSURE_LIST_LIMIT);
  return { list: rows.map(deskView) };
}

/**
 * Customer service approves or rejects a request under review, with a note the parent sees, audited in the same
 * transaction. 4135 when it is no longer under review (decided, or approved on its own), 4003 when there is none.
 */
export async function decideClosure(db: Database, actor: AuditActor, { closureId, approve, note }: { closureId: number; approve: boolean; note: string }, now: Date) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const decided = await decide(tx, closureId, { status: approve ? "approved" : "rejected", note, decidedBy: actor.email }, now);
    if (!decided) {
      const [known] = await tx.select({ id: t.autoPayClosures.id }).from(t.autoPayClosures).where(eq(t.autoPayClosures.id, closureId));
      throw known ? new ApiError(ErrorCode.ALREADY_DECIDED) : new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "closureId: no such request");
    }
    await recordAudit(transaction, actor, approve ? "auto-pay-closure-approve" : "auto-pay-closure-reject", `order ${decided.orderId}`, { closureId, note });
    const [row] = await tx.select(deskColumns).from(t.autoPayClosures).innerJoin(t.orders, eq(t.orders.id, t.autoPayClosures.orderId)).where(eq(t.autoPayClosures.id, closureId));
    return deskView(row!);
  });
}
