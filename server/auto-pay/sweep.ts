import type { Database } from "../db/connection.js";
import type { Payments } from "../payments/payments.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import type { SiteDirectory } from "../service/sites.js";
import { approveDueClosures } from "./closures.js";
import { debitDueStages } from "./debits.js";
import { runSubscriptions } from "../learning/subscriptions/renewals.js";

/** How often auto-pay's due work is done: well within the 24 hours a debit has, and cheap when nothing is due. */
export const AUTO_PAY_SWEEP_MS = 60_000;

/**
 * One round: closure requests past their time approved first (a closed auto-pay debits nothing), then due stages
 * debited, then subscriptions' bills opened, deducted and ended (decision 0031).
 */
export async function runAutoPay(db: Database, payments: Payments, sites: SiteDirectory, now: Date) {
  const approved = await approveDueClosures(db, now);
  const debited = await debitDueStages(db, payments, sites, now);
  const subscriptions = await runSubscriptions(db, payments, now);
  return { approved, debited, subscriptions };
}

/**
 * Does auto-pay's due work every AUTO_PAY_SWEEP_MS in every process until stopped; the deadlines are the rows' own
 * (a stage's due date, a request's auto-approval time), so a restart loses nothing (decisions 0016, 0025).
 */
export function sweepAutoPay(db: Database, payments: Payments, sites: SiteDirectory, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(AUTO_PAY_SWEEP_MS, () => runAutoPay(db, payments, sites, new Date()), onError);
}
