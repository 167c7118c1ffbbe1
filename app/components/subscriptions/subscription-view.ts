import { SUBSCRIPTION_CANCEL_REASONS, type SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { SUBSCRIPTION_PERIODS, type SubscriptionPeriodType } from "../../../schemas/learning.js";

/** The display rules of practice subscriptions (SPEC §4, §9): badges, periods, what the parent may do now. */

type Bill = ResponseOf<"querySubscriptionHistory">["list"][number];

/** The card's badge (SPEC §4 subscription card: 1 to be paid, 2 active, 3 active until its paid time ends, 4 cancelled). */
export type SubscriptionBadge = "toBePaid" | "active" | "activeUntil" | "cancelled";
const BADGES: Record<SubscriptionCard["cardStatus"], SubscriptionBadge> = { 1: "toBePaid", 2: "active", 3: "activeUntil", 4: "cancelled" };
export const badgeOf = (card: Pick<SubscriptionCard, "cardStatus">): SubscriptionBadge => BADGES[card.cardStatus];

/** A bill's status (SPEC §4 list status 1 to be paid, 2 paid, 3 payment failed; 4 void: the subscription ended first). */
export type BillState = "toBePaid" | "paid" | "failed" | "void";
const BILL_STATES: Record<Bill["status"], BillState> = { 1: "toBePaid", 2: "paid", 3: "failed", 4: "void" };
export const billStateOf = (bill: Pick<Bill, "status">): BillState => BILL_STATES[bill.status];

/** SPEC §4 period codes: a plan runs by the month (3) or by the year (4). */
export type PeriodName = "monthly" | "yearly";
export const periodNameOf = (periodType: SubscriptionPeriodType): PeriodName => (periodType === SUBSCRIPTION_PERIODS.year ? "yearly" : "monthly");

/** What the open bill lets the parent do now: pay it by hand, wait for the payment under way, or nothing (none open, or ended). */
export type BillAction = "pay" | "inProcess" | null;
export function billActionOf(card: Pick<SubscriptionCard, "openBill" | "cardStatus">): BillAction {
  if (!card.openBill || badgeOf(card) === "cancelled") return null;
  return card.openBill.inProcess ? "inProcess" : "pay";
}

/** The open bill's failed deduction (list status 3), with the gateway's reason when it gave one; null when none failed. */
export function deductionFailureOf(card: Pick<SubscriptionCard, "openBill">): { reason: string | null } | null {
  if (!card.openBill || billStateOf(card.openBill) !== "failed") return null;
  return { reason: card.openBill.description.trim() || null };
}

/** Whether to say practice waits for the bill: closed while the subscription still runs (an ended one is just cancelled). */
export const practiceWaitsForBill = (subscription: Pick<ResponseOf<"querySubscriptionDetail">, "practiceOpen" | "endedAt">) => !subscription.practiceOpen && subscription.endedAt === null;

/** Whether the parent may still ask to cancel: not asked yet, and not ended. */
export const canAskToCancel = (card: Pick<SubscriptionCard, "cancelRequestedAt" | "endedAt">) => card.cancelRequestedAt === null && card.endedAt === null;

/**
 * What cancelling now does (SPEC §4, decision 0031): nothing more is charged and practice stays open until the time
 * paid for ends; with the current period unpaid (a bill open), its bill is void and the subscription ends at once.
 */
export const cancelEffectOf = (card: Pick<SubscriptionCard, "openBill">): "openUntil" | "endsNow" => (card.openBill ? "endsNow" : "openUntil");

/** What the cancel form lacks before it may be sent: a reason (the note is optional). */
export const cancelFormProblem = (reasonId: number | null): "reason" | null => (reasonId === null ? "reason" : null);

export type CancelReasonId = (typeof SUBSCRIPTION_CANCEL_REASONS)[number]["reasonId"];

/** A reason the service listed, as cancelSubscription takes it; null for one the contract does not know. */
export const cancelReasonIdOf = (reasonId: number): CancelReasonId | null => SUBSCRIPTION_CANCEL_REASONS.find((reason) => reason.reasonId === reasonId)?.reasonId ?? null;

/** What the detail says after a cancellation was recorded: practice open until a date, or ended at once. */
export interface CancelledNotice {
  effect: "openUntil" | "endsNow";
  endsAt: string;
}

/** The navigation state the cancel page hands the detail page with cancelSubscription's answer (card 3 or 4). */
export const cancelledState = (answer: ResponseOf<"cancelSubscription">): { cancelled: CancelledNotice } => ({
  cancelled: { effect: answer.cardStatus === 4 ? "endsNow" : "openUntil", endsAt: answer.endsAt },
});

/** The notice in a page's navigation state, if it came from the cancel page (anything else is none). */
export function cancelledNoticeOf(state: unknown): CancelledNotice | null {
  const notice = (state as { cancelled?: Partial<CancelledNotice> } | null)?.cancelled;
  if (!notice || (notice.effect !== "openUntil" && notice.effect !== "endsNow") || typeof notice.endsAt !== "string") return null;
  return { effect: notice.effect, endsAt: notice.endsAt };
}
