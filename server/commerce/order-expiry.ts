import type { Database } from "../db/connection.js";
import { forgetOldIdempotencyKeys } from "../service/idempotency.js";
import { repeatEvery } from "../service/repeat.js";
import { expireDueOrders } from "./orders.js";

/** How often unpaid orders past their deadline are closed: a seat is back on sale within seconds of it. */
export const ORDER_SWEEP_MS = 5_000;

/**
 * Expires due unpaid orders every ORDER_SWEEP_MS (and forgets old idempotency answers) until stopped. The deadline
 * is the order's own column, so nothing is lost across restarts; decision 0016 says why no job queue.
 */
export function sweepDueOrders(db: Database, onError: (error: unknown) => void): () => void {
  return repeatEvery(
    ORDER_SWEEP_MS,
    () => {
      const now = new Date();
      return Promise.all([expireDueOrders(db, now), forgetOldIdempotencyKeys(db, now)]);
    },
    onError,
  );
}
