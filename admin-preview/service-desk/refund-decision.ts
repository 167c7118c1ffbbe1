import type { TimelineEvent } from "../../schemas/api/calls/service-desk.js";

/** A refund of the order that is not over, as its timeline tells: waiting for a decision, or approved and being given back. */
export interface OpenRefund {
  refundId: string;
  amount: number;
  reasonId: number;
  reasonText: string;
  requestedAt: string;
  state: "waiting" | "approved";
}

/** The order's latest refund request while it is open (at most one is, decision 0024); null once refunded or rejected. */
export function openRefundOf(events: readonly TimelineEvent[]): OpenRefund | null {
  const requested = events.filter((event) => event.kind === "refundRequested").at(-1);
  if (!requested) return null;
  const about = (kind: "refundDecided" | "refunded") => events.find((event) => event.kind === kind && event.refundId === requested.refundId);
  const decided = about("refundDecided");
  if (decided?.kind === "refundDecided" && (!decided.approved || about("refunded"))) return null;
  const { refundId, amount, reasonId, reasonText, at } = requested;
  return { refundId, amount, reasonId, reasonText, requestedAt: at, state: decided ? "approved" : "waiting" };
}
