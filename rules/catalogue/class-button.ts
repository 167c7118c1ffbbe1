import { isSoldOut, type Stock } from "./seats.js";
import { saleStartsLater } from "./sell-time.js";

/**
 * The class button's state. `unavailable` is the ended course seen from the unpaid list ("courseEnded
 * (unavailable if from unpaid list)", SPEC §4): the learner's held seat can no longer be paid for, which the
 * course states of SPEC §4 call unavailable rather than course ended.
 */
export type ClassButtonStatus = "courseEnded" | "unavailable" | "forSale" | "enrolNow" | "full" | "enrol";

/** The subscription status that lets a learner enrol at once (SPEC §4). */
const ENROL_NOW_SUBSCRIPTION_STATUS = 1;

export interface ClassButtonInput extends Stock {
  courseEnded: boolean;
  /** Time until the sale opens (`remainingSellTimeMs`, with the hk offset where it applies). */
  remainSellTimeMs: number;
  subscriptionsStatus?: number | null;
  /** The card is shown in the unpaid list: its seat is already held by the learner's unpaid order. */
  fromUnpaidList: boolean;
}

/**
 * The class button's state, first match wins (SPEC §4): course ended (unavailable from the unpaid list); for sale
 * while the sale opens in more than 1000 ms (the card counts down); enrol now for subscription status 1 or from
 * the unpaid list, whose seat is held whatever the stock; full when the store minus what is taken is at most 0;
 * else enrol.
 */
export function classButtonStatus({
  courseEnded,
  remainSellTimeMs,
  subscriptionsStatus,
  fromUnpaidList,
  store,
  taken,
}: ClassButtonInput): ClassButtonStatus {
  if (courseEnded) return fromUnpaidList ? "unavailable" : "courseEnded";
  if (saleStartsLater(remainSellTimeMs)) return "forSale";
  if (subscriptionsStatus === ENROL_NOW_SUBSCRIPTION_STATUS || fromUnpaidList) return "enrolNow";
  if (isSoldOut({ store, taken })) return "full";
  return "enrol";
}

export interface ClassButtonActions {
  canEnrol: boolean;
  canAddToCart: boolean;
}

/** Enrolling needs enrol or enrol now; adding to the cart is also allowed before the sale opens (SPEC §4). */
export function classButtonActions(status: ClassButtonStatus): ClassButtonActions {
  const canEnrol = status === "enrol" || status === "enrolNow";
  return { canEnrol, canAddToCart: canEnrol || status === "forSale" };
}
