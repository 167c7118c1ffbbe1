import { and, eq, inArray } from "drizzle-orm";
import { STAGE_STATUS, STAGES_PAID_LATER } from "../../rules/commerce/stages.js";
import type { StagesPaidByHand } from "../../schemas/commerce.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";

/** The in-process attempts an order made from the unpaid list holds on the stages it pays (one per stage: the index). */
const claimsOf = (stages: StagesPaidByHand) =>
  and(
    eq(t.debitAttempts.orderId, stages.orderId),
    eq(t.debitAttempts.lineNo, stages.lineNo),
    inArray(t.debitAttempts.stageNo, stages.stageNos),
    eq(t.debitAttempts.type, "manual"),
    eq(t.debitAttempts.result, "in_process"),
  );

/**
 * An order paying stages by hand has been paid (captureOrder, in the payment event's transaction): the stages
 * become paid (3) on the order that sold the class, each only from an owed status, and the attempts it held
 * succeed with the payment that paid them.
 */
export async function settleStagesPaidByHand(db: Database, orderId: string, stages: StagesPaidByHand, now: Date): Promise<void> {
  const [payment] = await db
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(and(eq(t.payments.orderId, orderId), eq(t.payments.status, "succeeded")))
    .limit(1);
  const paid = await db
    .update(t.orderStages)
    .set({ status: STAGE_STATUS.paid, paidAt: now })
    .where(
      and(
        eq(t.orderStages.orderId, stages.orderId),
        eq(t.orderStages.lineNo, stages.lineNo),
        inArray(t.orderStages.stageNo, stages.stageNos),
        inArray(t.orderStages.status, [...STAGES_PAID_LATER]),
      ),
    )
    .returning({ stageNo: t.orderStages.stageNo });
  await db.update(t.debitAttempts).set({ result: "succeeded", paymentId: payment?.id ?? null, finishedAt: now }).where(claimsOf(stages));
  // The attempts stop any other payment of these stages; a stage no longer owed was refunded or changed meanwhile.
  if (paid.length !== stages.stageNos.length) log.warn("stages paid by hand were no longer owed: refund them", { order: orderId, paidStages: paid.map((stage) => stage.stageNo) });
}

/** An order paying stages by hand closed unpaid (cancelled or expired): its attempts fail, so the stages can be paid again. */
export async function releaseStagesPaidByHand(db: Database, stages: StagesPaidByHand, now: Date): Promise<void> {
  await db.update(t.debitAttempts).set({ result: "failed", finishedAt: now }).where(claimsOf(stages));
}
