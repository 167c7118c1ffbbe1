import type { CouponCategory } from "../../schemas/commerce.js";

export type { CouponCategory };

/** What a coupon takes off: an amount in minor units, or a percentage in basis points 1..10000 (1500 = 15 % off). */
export type CouponDiscount = { kind: "amount"; amount: number } | { kind: "percent"; basisPoints: number };

/** A family's coupon as the checkout reads it. */
export interface CouponTerms {
  /** The family's coupon id. */
  id: string;
  category: CouponCategory;
  discount: CouponDiscount;
  /** The least amount the coupon's eligible lines must add up to (minor units); 0 for none. */
  minimumSpend: number;
  /** The most a coupon takes off (minor units); null for no cap. */
  maxSaving: number | null;
  /** Only these SKUs are eligible; null: every line of the coupon's category. */
  skuIds: readonly string[] | null;
  startsAt: Date;
  endsAt: Date;
  /** False: this coupon cannot be used together with any other coupon in one order. */
  combinable: boolean;
}

/** One priced line of an order or cart. `amount` is what the line costs before coupons (unit price × quantity, minor units, >= 0). */
export interface PricedLine {
  skuId: string;
  category: CouponCategory;
  amount: number;
}

/** Why a coupon cannot be used, as the coupon list shows it (SPEC ids). */
export const CANNOT_USE_REASON = {
  onlySelectedCourses: 1,
  orderMinimum: 2,
  notYetAvailable: 3,
  notCombinable: 4,
  textbookFeeOnly: 7,
  savingsCapReached: 8,
} as const;
export type CannotUseReason = (typeof CANNOT_USE_REASON)[keyof typeof CANNOT_USE_REASON];

/** A coupon's use on an order: what it saves, split over the order's lines, or why it cannot be used. */
export type CouponUse =
  | { usable: true; saving: number; /** saving per line index of `lines`, summing to saving */ shares: number[] }
  | { usable: false; reason: CannotUseReason };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A coupon received at most this long ago is tagged new (exactly 3 days ago included). */
export const COUPON_NEW_FOR_MS = 3 * DAY_MS;

/** A coupon ending at most this far off is tagged expire soon (exactly 3 days off included). */
export const COUPON_EXPIRES_SOON_MS = 3 * DAY_MS;

const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Whether `coupon` can be used on `lines` together with `others` (coupons already chosen for the same order, of the
 * other category), at `now`, and what it saves. The first failing rule gives the reason: not in force (before its
 * start, or at or after its end: 3), a materials coupon on an order without materials (7), no eligible line (1),
 * eligible lines below the minimum spend (2), a non-combinable coupon on either side (4), nothing saved (8). The
 * saving is split over the eligible lines in proportion to their amounts; other lines get 0.
 */
export function judgeCoupon(coupon: CouponTerms, lines: readonly PricedLine[], others: readonly CouponTerms[], now: Date): CouponUse {
  if (!isInForce(coupon, now)) return { usable: false, reason: CANNOT_USE_REASON.notYetAvailable };
  if (coupon.category === "materials" && !lines.some((line) => line.category === "materials")) {
    return { usable: false, reason: CANNOT_USE_REASON.textbookFeeOnly };
  }
  if (!lines.some((line) => isEligible(coupon, line))) return { usable: false, reason: CANNOT_USE_REASON.onlySelectedCourses };
  const eligibleAmounts = lines.map((line) => (isEligible(coupon, line) ? line.amount : 0));
  const eligibleSum = sum(eligibleAmounts);
  if (eligibleSum < coupon.minimumSpend) return { usable: false, reason: CANNOT_USE_REASON.orderMinimum };
  if (!combinesWith(coupon, others)) return { usable: false, reason: CANNOT_USE_REASON.notCombinable };
  const saving = savingOn(coupon, eligibleSum);
  if (saving === 0) return { usable: false, reason: CANNOT_USE_REASON.savingsCapReached };
  return { usable: true, saving, shares: splitInProportion(saving, eligibleAmounts) };
}

/**
 * The best legal choice: at most one coupon per category, combinability respected, the largest total saving.
 * Ties go to the choice using the coupon ending soonest, then the lower id (so the coupon about to lapse is spent
 * first). Every pair is tried, which suits the short lists a family holds (< 100). `chosen` lists the tuition
 * coupon before the materials one; no usable coupon gives `{ chosen: [], saving: 0 }`.
 */
export function bestCoupons(coupons: readonly CouponTerms[], lines: readonly PricedLine[], now: Date): { chosen: CouponTerms[]; saving: number } {
  const options = (category: CouponCategory) => [null, ...coupons.filter((coupon) => coupon.category === category)];
  let best: { chosen: CouponTerms[]; saving: number } = { chosen: [], saving: 0 };
  for (const tuition of options("tuition")) {
    for (const materials of options("materials")) {
      const chosen = [tuition, materials].filter((coupon) => coupon !== null);
      const check = checkChosenCoupons(chosen, lines, now);
      if (check.ok && isBetterChoice({ chosen, saving: check.saving }, best)) best = { chosen, saving: check.saving };
    }
  }
  return best;
}

/**
 * Checks a parent's own choice of coupons; throws nothing. Two coupons of the same category give the second one's
 * id with "samecategory"; otherwise the first coupon in `chosen` that is not usable with the rest as `others` gives
 * its id and reason. A usable choice gives its total saving and the savings per line of `lines` summed over coupons.
 */
export function checkChosenCoupons(
  chosen: readonly CouponTerms[],
  lines: readonly PricedLine[],
  now: Date,
): { ok: true; saving: number; shares: number[] } | { ok: false; couponId: string; reason: CannotUseReason | "samecategory" } {
  const repeated = chosen.find((coupon, index) => chosen.slice(0, index).some((earlier) => earlier.category === coupon.category));
  if (repeated) return { ok: false, couponId: repeated.id, reason: "samecategory" };
  let shares = lines.map(() => 0);
  for (const [index, coupon] of chosen.entries()) {
    const use = judgeCoupon(coupon, lines, withoutIndex(chosen, index), now);
    if (!use.usable) return { ok: false, couponId: coupon.id, reason: use.reason };
    shares = shares.map((share, line) => share + (use.shares[line] ?? 0));
  }
  return { ok: true, saving: sum(shares), shares };
}

/**
 * The time status a coupon shows in the list: 1 available soon (starts later), 3 expire soon (ends within
 * `COUPON_EXPIRES_SOON_MS`, exactly that included), 2 new (received within `COUPON_NEW_FOR_MS`, exactly that
 * included), else null; in that order of precedence. Null as well for an expired coupon (now at or after its end).
 */
export function couponTimeStatus(coupon: Pick<CouponTerms, "startsAt" | "endsAt">, receivedAt: Date, now: Date): 1 | 2 | 3 | null {
  if (hasEnded(coupon, now)) return null;
  if (now < coupon.startsAt) return 1;
  if (coupon.endsAt.getTime() - now.getTime() <= COUPON_EXPIRES_SOON_MS) return 3;
  if (now.getTime() - receivedAt.getTime() <= COUPON_NEW_FOR_MS) return 2;
  return null;
}

/** The history status of a coupon: 1 redeemed when used, 2 expired when its end has passed unused, null while it can still be used. */
export function couponHistoryStatus(coupon: Pick<CouponTerms, "endsAt">, usedAt: Date | null, now: Date): 1 | 2 | null {
  if (usedAt !== null) return 1;
  return hasEnded(coupon, now) ? 2 : null;
}

/** From its start (included) to its end (excluded); an invalid date never puts a coupon in force. */
function isInForce(coupon: Pick<CouponTerms, "startsAt" | "endsAt">, now: Date): boolean {
  return coupon.startsAt <= now && now < coupon.endsAt;
}

function hasEnded(coupon: Pick<CouponTerms, "endsAt">, now: Date): boolean {
  return now >= coupon.endsAt;
}

/** A non-combinable coupon stands alone, on either side. */
function combinesWith(coupon: CouponTerms, others: readonly CouponTerms[]): boolean {
  return others.length === 0 || (coupon.combinable && others.every((other) => other.combinable));
}

function isEligible(coupon: CouponTerms, line: PricedLine): boolean {
  return line.category === coupon.category && (coupon.skuIds === null || coupon.skuIds.includes(line.skuId));
}

/** The discount on the eligible sum, never more than that sum nor the coupon's cap. */
function savingOn(coupon: CouponTerms, eligibleSum: number): number {
  const discount =
    coupon.discount.kind === "amount"
      ? coupon.discount.amount
      : multiplyDivide(eligibleSum, coupon.discount.basisPoints, BASIS_POINTS_PER_WHOLE).quotient;
  return Math.min(discount, eligibleSum, coupon.maxSaving ?? eligibleSum);
}

/**
 * `total` split over `weights` in proportion, in whole units summing exactly to `total` (largest-remainder method;
 * equal remainders favour the earlier index). With `total` at most the weights' sum no share exceeds its weight:
 * a share rounded up had a remainder, so its exact part was below its weight. A weight of 0 gets 0.
 */
function splitInProportion(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  const parts = weights.map((weight) => multiplyDivide(total, weight, weightSum));
  const shares = parts.map((part) => part.quotient);
  const leftOver = total - sum(shares);
  const byRemainder = parts
    .map((part, index) => ({ remainder: part.remainder, index }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, leftOver)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** ⌊value × numerator / denominator⌋ and the remainder, exact: the product of two amounts can pass 2^53. */
function multiplyDivide(value: number, numerator: number, denominator: number): { quotient: number; remainder: number } {
  const product = BigInt(value) * BigInt(numerator);
  const divisor = BigInt(denominator);
  return { quotient: Number(product / divisor), remainder: Number(product % divisor) };
}

/**
 * More saved; on a tie, the coupons of each, ordered by end then id, compare in that order. One choice never ties
 * with itself plus a coupon: a usable coupon saves something.
 */
function isBetterChoice(
  candidate: { chosen: readonly CouponTerms[]; saving: number },
  current: { chosen: readonly CouponTerms[]; saving: number },
): boolean {
  if (candidate.saving !== current.saving) return candidate.saving > current.saving;
  const candidateCoupons = [...candidate.chosen].sort(bySoonestEndThenId);
  const currentCoupons = [...current.chosen].sort(bySoonestEndThenId);
  for (const [index, coupon] of candidateCoupons.entries()) {
    const other = currentCoupons[index];
    if (other === undefined) return false;
    const order = bySoonestEndThenId(coupon, other);
    if (order !== 0) return order < 0;
  }
  return false;
}

function bySoonestEndThenId(a: CouponTerms, b: CouponTerms): number {
  return a.endsAt.getTime() - b.endsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function withoutIndex<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
