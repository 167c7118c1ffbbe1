import { STAGES_PAID_LATER } from "../commerce/stages.js";

/** SPEC §9: an auto-pay instalment is debited within the 24 hours before its stage is due. */
export const DEBIT_LEAD_MS = 24 * 3_600_000;

/** When a stage due at `dueAt` may first be debited. */
export function debitOpensAt(dueAt: Date): Date {
  return new Date(dueAt.getTime() - DEBIT_LEAD_MS);
}

/** The latest due date of a stage that may be debited at `now`: every unpaid stage due by then is. */
export function debitHorizon(now: Date): Date {
  return new Date(now.getTime() + DEBIT_LEAD_MS);
}

/** Whether an auto-pay stage is to be debited at `now`: still to be paid, and its debit window open. */
export function isDueForDebit(stage: { status: number; dueAt: Date }, now: Date): boolean {
  return (STAGES_PAID_LATER as readonly number[]).includes(stage.status) && stage.dueAt.getTime() <= debitHorizon(now).getTime();
}
