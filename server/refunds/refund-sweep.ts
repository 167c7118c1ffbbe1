import { eq } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { Payments } from "../payments/payments.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import { giveBack } from "./refund-decisions.js";

/** How often refunds left `refunding` are driven on. */
export const REFUND_SWEEP_MS = 30_000;
/**
 * How long a part being given back is left to whoever is asking the gateway (the approval, or another process's
 * sweep) before a sweep asks again: well beyond a gateway's answer (the Stripe client gives up after 10 s, twice).
 */
export const REFUND_PART_LEASE_MS = 60_000;

/**
 * Drives every approved refund not yet given back: its parts whose last try is older than the lease are asked of
 * the gateway again (under the same idempotency keys: the same refunds there), and a refund with none left pending is
 * finished. What a crash between the approval's steps left behind is done here; nothing is done twice.
 */
export async function driveApprovedRefunds(db: Database, payments: Payments, now: Date): Promise<void> {
  const approved = await db.select({ id: t.refunds.id }).from(t.refunds).where(eq(t.refunds.status, "refunding"));
  const staleBefore = new Date(now.getTime() - REFUND_PART_LEASE_MS);
  for (const refund of approved) await giveBack(db, payments, refund.id, staleBefore, now);
}

/** Runs driveApprovedRefunds every REFUND_SWEEP_MS until stopped (decision 0024; no job queue, as decision 0016 says). */
export function sweepApprovedRefunds(db: Database, payments: Payments, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(REFUND_SWEEP_MS, () => driveApprovedRefunds(db, payments, new Date()), onError);
}
