/** A site's tax (SPEC §9: sg and uk show prices with tax included or excluded, labelled GST). */
export interface TaxRule {
  /** 900 = 9 % */
  rateBasisPoints: number;
  /** true: prices already include the tax (it is split out); false: it is added on top. */
  included: boolean;
}

/** The tax rule an order's figures name, labelled GST as SPEC §9 says (sg and uk), or null where a site has none. */
export function shownTaxRule(tax: TaxRule | null | undefined): { label: "GST"; rateBasisPoints: number } | null {
  return tax ? { label: "GST", rateBasisPoints: tax.rateBasisPoints } : null;
}

/** One order line with the savings already assigned to it. All amounts are integer minor units. */
export interface TotalsLine {
  skuId: string;
  unitPrice: number;
  quantity: number;
  /** coupon saving on this line (minor units) */
  couponSaving: number;
  /** group-buy saving on this line */
  groupDiscount: number;
}

/** A fee charged with the order (SPEC §3 "fee items"), e.g. Singapore's express delivery of materials. */
export interface FeeItem {
  kind: "delivery";
  amount: number;
}

/** The figures an order shows (SPEC §3 "Order"), all integer minor units. */
export interface OrderTotals<Fee extends FeeItem = FeeItem> {
  /** Sum of unitPrice × quantity. */
  subtotal: number;
  couponSaving: number;
  groupDiscount: number;
  fees: Fee[];
  feeTotal: number;
  /** The tax in the total (included) or added to it (excluded); 0 where the site has no tax rule. */
  tax: number;
  /** Whether `tax` is already inside `total`; false where the site has no tax rule. */
  taxIncluded: boolean;
  total: number;
}

const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * The order's figures: total = subtotal − couponSaving − groupDiscount + feeTotal (+ tax when excluded).
 * Tax is computed on the taxable amount = subtotal − savings + fees, rounded half up on exact integers:
 * included → taxable × rate / (10000 + rate), excluded → taxable × rate / 10000.
 * Throws RangeError for a negative or non-integer amount, count or rate, a quantity below 1, savings larger
 * than their line, or a figure beyond the safe integer range.
 */
export function computeOrderTotals<Fee extends FeeItem>(input: {
  lines: readonly TotalsLine[];
  fees: readonly Fee[];
  tax: TaxRule | null;
}): OrderTotals<Fee> {
  const subtotal = sumMinorUnits(input.lines.map(lineAmount));
  const couponSaving = sumMinorUnits(input.lines.map((line) => line.couponSaving));
  const groupDiscount = sumMinorUnits(input.lines.map((line) => line.groupDiscount));
  const fees = input.fees.map((fee) => ({ ...fee }));
  const feeTotal = sumMinorUnits(fees.map((fee) => requireNonNegativeInteger(fee.amount, "fee amount")));
  const taxable = subtotal - couponSaving - groupDiscount + feeTotal;
  const tax = input.tax === null ? 0 : taxOn(taxable, input.tax);
  const taxIncluded = input.tax?.included ?? false;
  return {
    subtotal,
    couponSaving,
    groupDiscount,
    fees,
    feeTotal,
    tax,
    taxIncluded,
    total: taxIncluded ? taxable : requireNonNegativeInteger(taxable + tax, "total"),
  };
}

/**
 * Splits `total` (minor units) into integer parts proportional to `weights` (non-negative integers) that sum
 * exactly to `total`: each part is its exact share rounded down, and the units left over go one each to the
 * largest remainders, ties to the earlier index. A weight of 0 always gets 0. Weights summing to 0 give all
 * parts 0 when `total` is 0 and throw RangeError otherwise.
 */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  requireNonNegativeInteger(total, "total");
  const weightSum = BigInt(sumMinorUnits(weights.map((weight) => requireNonNegativeInteger(weight, "weight"))));
  if (weightSum === 0n) {
    if (total > 0) throw new RangeError(`cannot split ${total} over weights that sum to 0`);
    return weights.map(() => 0);
  }
  // BigInt keeps total × weight exact beyond 2^53; every part is at most `total`, so it converts back exactly.
  const shares = weights.map((weight) => BigInt(total) * BigInt(weight));
  const roundedDown = shares.map((share) => Number(share / weightSum));
  const leftOver = total - sumMinorUnits(roundedDown);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const roundedUp = new Set(byRemainder.slice(0, leftOver).map(({ index }) => index));
  return roundedDown.map((part, index) => (roundedUp.has(index) ? part + 1 : part));
}

/** `value` itself when it is a non-negative safe integer (an amount, count or rate); otherwise throws RangeError. */
export function requireNonNegativeInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/** The sum of non-negative integer amounts; throws RangeError when it leaves the safe integer range. */
export function sumMinorUnits(amounts: readonly number[]): number {
  return requireNonNegativeInteger(amounts.reduce((sum, amount) => sum + amount, 0), "sum");
}

function lineAmount(line: TotalsLine): number {
  const unitPrice = requireNonNegativeInteger(line.unitPrice, `unitPrice of ${line.skuId}`);
  const quantity = requireNonNegativeInteger(line.quantity, `quantity of ${line.skuId}`);
  if (quantity < 1) throw new RangeError(`quantity of ${line.skuId} must be at least 1, got ${quantity}`);
  const amount = requireNonNegativeInteger(unitPrice * quantity, `amount of ${line.skuId}`);
  const savings =
    requireNonNegativeInteger(line.couponSaving, `couponSaving of ${line.skuId}`) +
    requireNonNegativeInteger(line.groupDiscount, `groupDiscount of ${line.skuId}`);
  if (savings > amount) throw new RangeError(`savings of ${line.skuId} (${savings}) exceed its amount (${amount})`);
  return amount;
}

function taxOn(taxable: number, { rateBasisPoints, included }: TaxRule): number {
  const rate = requireNonNegativeInteger(rateBasisPoints, "rateBasisPoints");
  const divisor = included ? BASIS_POINTS_PER_WHOLE + rate : BASIS_POINTS_PER_WHOLE;
  return divideRoundingHalfUp(BigInt(taxable) * BigInt(rate), BigInt(divisor));
}

/** numerator / divisor rounded half up, both non-negative: floor((2n + d) / 2d), exact for any size. */
function divideRoundingHalfUp(numerator: bigint, divisor: bigint): number {
  return Number((2n * numerator + divisor) / (2n * divisor));
}
