import { SUBSCRIPTION_PERIODS, type SubscriptionBillState, type SubscriptionPeriodType, type SubscriptionState } from "../../schemas/learning.js";
import { addOnWallClock } from "../regional/dayjs.js";

/**
 * Practice subscriptions (SPEC §4, §9; decision 0031): what a period costs, when it ends, when an unpaid bill is
 * deducted, and the statuses the list and the card show.
 */

/** SPEC §9: the yearly period is labelled -20 %: twelve months for the price of 9.6. */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** SPEC §9: a bill may be paid by hand for 48 hours after it falls due; then it is deducted automatically. */
export const PAY_BY_HAND_HOURS = 48;

const HOUR_MS = 3_600_000;

/** What one period of a plan costs, in minor units, from its monthly price: the year 20 % below twelve months, rounded. */
export function periodPrice(monthlyPrice: number, periodType: SubscriptionPeriodType): number {
  if (periodType === SUBSCRIPTION_PERIODS.month) return monthlyPrice;
  return Math.round((monthlyPrice * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

/** What the yearly period saves against paying twelve months. */
export const yearlySaving = (monthlyPrice: number) => monthlyPrice * 12 - periodPrice(monthlyPrice, SUBSCRIPTION_PERIODS.year);

/**
 * When a period that starts at `start` ends: a month or a year later on the wall clock of the site's timezone (a
 * period bought on 31 January ends on the last day of February, at the same time of day), whatever daylight saving did.
 */
export function periodEnd(start: Date, periodType: SubscriptionPeriodType, timezone: string): Date {
  return addOnWallClock(start, 1, periodType === SUBSCRIPTION_PERIODS.month ? "month" : "year", timezone);
}

/** When an unpaid bill that fell due at `dueAt` is deducted automatically. */
export const deductionAt = (dueAt: Date) => new Date(dueAt.getTime() + PAY_BY_HAND_HOURS * HOUR_MS);

/** The latest due time of a bill deducted at `now`: bills due by then have had their 48 hours (a query's bound). */
export const deductedIfDueBy = (now: Date) => new Date(now.getTime() - PAY_BY_HAND_HOURS * HOUR_MS);

/** Whether a bill still to be paid is deducted now rather than left to be paid by hand. */
export const deductionDue = (dueAt: Date, now: Date) => dueAt.getTime() <= deductedIfDueBy(now).getTime();

/** SPEC §4 subscription list status: of the latest bill. */
export const SUBSCRIPTION_LIST_STATUS = { toBePaid: 1, paid: 2, paymentFailed: 3 } as const;
export type SubscriptionListStatus = (typeof SUBSCRIPTION_LIST_STATUS)[keyof typeof SUBSCRIPTION_LIST_STATUS];

/** SPEC §4 subscription card: 1 to be paid, 2 and 3 active (3: cancellation asked, it ends when its paid time does), 4 cancelled. */
export const SUBSCRIPTION_CARD_STATUS = { toBePaid: 1, active: 2, activeUntilEnd: 3, cancelled: 4 } as const;
export type SubscriptionCardStatus = (typeof SUBSCRIPTION_CARD_STATUS)[keyof typeof SUBSCRIPTION_CARD_STATUS];

/** The list status of the latest bill that was not voided (an ended subscription's void bill says nothing about paying). */
export function listStatusOf(bills: readonly { billNo: number; status: SubscriptionBillState }[]): SubscriptionListStatus {
  const latest = [...bills].filter((bill) => bill.status !== "void").sort((a, b) => b.billNo - a.billNo)[0];
  if (latest?.status === "due") return SUBSCRIPTION_LIST_STATUS.toBePaid;
  if (latest?.status === "failed") return SUBSCRIPTION_LIST_STATUS.paymentFailed;
  return SUBSCRIPTION_LIST_STATUS.paid;
}

/** The card status: ended is cancelled; a bill open (due or failed) is to be paid; else active, until its end once cancellation was asked. */
export function cardStatusOf(subscription: { status: SubscriptionState; cancelRequested: boolean }, hasOpenBill: boolean): SubscriptionCardStatus {
  if (subscription.status === "ended") return SUBSCRIPTION_CARD_STATUS.cancelled;
  if (hasOpenBill) return SUBSCRIPTION_CARD_STATUS.toBePaid;
  return subscription.cancelRequested ? SUBSCRIPTION_CARD_STATUS.activeUntilEnd : SUBSCRIPTION_CARD_STATUS.active;
}

/** Whether practice is open to the student: a running subscription within the time paid for. */
export const practiceOpen = (subscription: { status: SubscriptionState; paidUntil: Date }, now: Date) =>
  subscription.status === "running" && subscription.paidUntil.getTime() > now.getTime();
