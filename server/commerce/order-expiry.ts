import type { Database } from "../db/connection.js";
import { forgetOldIdempotencyKeys } from "../service/idempotency.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import { closeOverdueGroups } from "./group-buy/overdue.js";
import { expireDueOrders } from "./orders.js";

/** How often unpaid orders and group buys past their deadline are closed: a seat is back on sale within seconds of it. */
export const ORDER_SWEEP_MS = 5_000;

/**
 * Expires due unpaid orders and closes group buys that did not fill in time (decision 0036) every ORDER_SWEEP_MS, and
 * forgets old idempotency answers, until stopped. The deadlines are the rows' own columns, so nothing is lost across
 * restarts; decision 0016 says why no job queue.
 */
export function sweepDueOrders(db: Database, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(
    ORDER_SWEEP_MS,
    () => {
      const now = new Date();
      return Promise.all([expireDueOrders(db, now), closeOverdueGroups(db, now), forgetOldIdempotencyKeys(db, now)]);
    },
    onError,
  );
}
