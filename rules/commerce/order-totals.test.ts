import { describe, expect, it } from "vitest";
import {
  shownTaxRule,
  computeOrderTotals,
  splitProportionally,
  type FeeItem,
  type TaxRule,
  type TotalsLine,
} from "./order-totals.js";
import { seededRandom } from "../../tests/helpers/seeded-random.js";

const SG_GST_INCLUDED: TaxRule = { rateBasisPoints: 900, included: true };
const UK_VAT_EXCLUDED: TaxRule = { rateBasisPoints: 2000, included: false };

function line(unitPrice: number, overrides: Partial<TotalsLine> = {}): TotalsLine {
  return { skuId: "sku-1", unitPrice, quantity: 1, couponSaving: 0, groupDiscount: 0, ...overrides };
}

function delivery(amount: number): FeeItem {
  return { kind: "delivery", amount };
}

describe("computeOrderTotals", () => {
  it.each([
    {
      label: "SG GST 9 % included on S$1,234.50 (123450 × 900 / 10900 = 10193.12)",
      lines: [line(123450)],
      fees: [],
      tax: SG_GST_INCLUDED,
      expected: {
        subtotal: 123450,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 10193,
        taxIncluded: true,
        total: 123450,
      },
    },
    {
      label: "UK 20 % excluded is added on top",
      lines: [line(10000)],
      fees: [],
      tax: UK_VAT_EXCLUDED,
      expected: {
        subtotal: 10000,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 2000,
        taxIncluded: false,
        total: 12000,
      },
    },
    {
      label: "UK 20 % excluded rounds 199.8 up",
      lines: [line(999)],
      fees: [],
      tax: UK_VAT_EXCLUDED,
      expected: {
        subtotal: 999,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 200,
        taxIncluded: false,
        total: 1199,
      },
    },
    {
      label: "no tax rule",
      lines: [line(10000)],
      fees: [],
      tax: null,
      expected: {
        subtotal: 10000,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 0,
        taxIncluded: false,
        total: 10000,
      },
    },
    {
      label: "a rate of 0",
      lines: [line(10000)],
      fees: [],
      tax: { rateBasisPoints: 0, included: true },
      expected: {
        subtotal: 10000,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 0,
        taxIncluded: true,
        total: 10000,
      },
    },
    {
      label: "quantities multiply and lines add up",
      lines: [line(2500, { quantity: 3 }), line(1000, { skuId: "sku-2", quantity: 2 })],
      fees: [],
      tax: null,
      expected: {
        subtotal: 9500,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 0,
        tax: 0,
        taxIncluded: false,
        total: 9500,
      },
    },
    {
      label: "fees are taxed (excluded)",
      lines: [line(10000)],
      fees: [delivery(1000)],
      tax: { rateBasisPoints: 900, included: false },
      expected: {
        subtotal: 10000,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 1000,
        tax: 990,
        taxIncluded: false,
        total: 11990,
      },
    },
    {
      label: "fees are taxed (included)",
      lines: [line(10000)],
      fees: [delivery(500), delivery(400)],
      tax: SG_GST_INCLUDED,
      expected: {
        subtotal: 10000,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 900,
        tax: 900,
        taxIncluded: true,
        total: 10900,
      },
    },
    {
      label: "savings reduce the tax base",
      lines: [line(5000, { quantity: 2, couponSaving: 1000, groupDiscount: 1000 })],
      fees: [],
      tax: UK_VAT_EXCLUDED,
      expected: {
        subtotal: 10000,
        couponSaving: 1000,
        groupDiscount: 1000,
        feeTotal: 0,
        tax: 1600,
        taxIncluded: false,
        total: 9600,
      },
    },
    {
      label: "savings equal to the whole line",
      lines: [line(3000, { couponSaving: 2000, groupDiscount: 1000 })],
      fees: [delivery(1000)],
      tax: UK_VAT_EXCLUDED,
      expected: {
        subtotal: 3000,
        couponSaving: 2000,
        groupDiscount: 1000,
        feeTotal: 1000,
        tax: 200,
        taxIncluded: false,
        total: 1200,
      },
    },
    {
      label: "zero-price order",
      lines: [line(0)],
      fees: [],
      tax: SG_GST_INCLUDED,
      expected: { subtotal: 0, couponSaving: 0, groupDiscount: 0, feeTotal: 0, tax: 0, taxIncluded: true, total: 0 },
    },
    {
      label: "no lines, only a fee",
      lines: [],
      fees: [delivery(1090)],
      tax: SG_GST_INCLUDED,
      expected: {
        subtotal: 0,
        couponSaving: 0,
        groupDiscount: 0,
        feeTotal: 1090,
        tax: 90,
        taxIncluded: true,
        total: 1090,
      },
    },
  ])("$label", ({ lines, fees, tax, expected }) => {
    expect(computeOrderTotals({ lines, fees, tax })).toEqual({ ...expected, fees });
  });

  it.each([
    {
      label: "excluded 9 % of 50 = 4.5 rounds up",
      taxable: 50,
      tax: { rateBasisPoints: 900, included: false },
      expected: 5,
    },
    {
      label: "excluded 9 % of 49 = 4.41 rounds down",
      taxable: 49,
      tax: { rateBasisPoints: 900, included: false },
      expected: 4,
    },
    {
      label: "excluded 9 % of 61 = 5.49 rounds down",
      taxable: 61,
      tax: { rateBasisPoints: 900, included: false },
      expected: 5,
    },
    {
      label: "excluded 10 % of 5 = 0.5 rounds up",
      taxable: 5,
      tax: { rateBasisPoints: 1000, included: false },
      expected: 1,
    },
    {
      label: "excluded 10 % of 4 = 0.4 rounds down",
      taxable: 4,
      tax: { rateBasisPoints: 1000, included: false },
      expected: 0,
    },
    {
      label: "included 20 % of 3 = 0.5 rounds up",
      taxable: 3,
      tax: { rateBasisPoints: 2000, included: true },
      expected: 1,
    },
    {
      label: "included 20 % of 9 = 1.5 rounds up",
      taxable: 9,
      tax: { rateBasisPoints: 2000, included: true },
      expected: 2,
    },
    {
      label: "included 20 % of 2 = 0.33 rounds down",
      taxable: 2,
      tax: { rateBasisPoints: 2000, included: true },
      expected: 0,
    },
    {
      label: "included 20 % of 4 = 0.67 rounds up",
      taxable: 4,
      tax: { rateBasisPoints: 2000, included: true },
      expected: 1,
    },
  ])("rounds half up: $label", ({ taxable, tax, expected }) => {
    expect(computeOrderTotals({ lines: [line(taxable)], fees: [], tax }).tax).toBe(expected);
  });

  it("keeps exact integers where floats would drift", () => {
    // 2^53 - 1 is odd: the included tax of 100 % is exactly half of it, x.5, which must round up.
    const taxable = Number.MAX_SAFE_INTEGER;
    const totals = computeOrderTotals({
      lines: [line(taxable)],
      fees: [],
      tax: { rateBasisPoints: 10000, included: true },
    });
    expect(totals.tax).toBe((taxable + 1) / 2);
  });

  it("returns its own copy of the fees", () => {
    const fees = [delivery(100)];
    const totals = computeOrderTotals({ lines: [], fees, tax: null });
    expect(totals.fees).toEqual(fees);
    expect(totals.fees).not.toBe(fees);
    expect(totals.fees[0]).not.toBe(fees[0]);
  });

  it.each([
    { label: "negative unit price", lines: [line(-1)], fees: [], tax: null },
    { label: "fractional unit price", lines: [line(10.5)], fees: [], tax: null },
    { label: "NaN unit price", lines: [line(Number.NaN)], fees: [], tax: null },
    { label: "quantity 0", lines: [line(100, { quantity: 0 })], fees: [], tax: null },
    { label: "fractional quantity", lines: [line(100, { quantity: 1.5 })], fees: [], tax: null },
    { label: "negative coupon saving", lines: [line(100, { couponSaving: -1 })], fees: [], tax: null },
    { label: "fractional group discount", lines: [line(100, { groupDiscount: 0.5 })], fees: [], tax: null },
    { label: "coupon saving above its line", lines: [line(100, { couponSaving: 101 })], fees: [], tax: null },
    {
      label: "savings together above their line",
      lines: [line(100, { couponSaving: 60, groupDiscount: 41 })],
      fees: [],
      tax: null,
    },
    {
      label: "a saving above its own line but below the order",
      lines: [line(100, { couponSaving: 150 }), line(1000, { skuId: "sku-2" })],
      fees: [],
      tax: null,
    },
    { label: "negative fee", lines: [line(100)], fees: [delivery(-1)], tax: null },
    { label: "fractional fee", lines: [line(100)], fees: [delivery(0.1)], tax: null },
    { label: "negative rate", lines: [line(100)], fees: [], tax: { rateBasisPoints: -900, included: false } },
    { label: "fractional rate", lines: [line(100)], fees: [], tax: { rateBasisPoints: 900.5, included: false } },
    { label: "line amount beyond safe integers", lines: [line(2 ** 52, { quantity: 4 })], fees: [], tax: null },
  ])("throws RangeError: $label", ({ lines, fees, tax }) => {
    expect(() => computeOrderTotals({ lines, fees, tax })).toThrow(RangeError);
  });

  it("adds up exactly and rounds the tax half up for many random orders", () => {
    const random = seededRandom(20250301);
    for (let run = 0; run < 2000; run += 1) {
      const lines = Array.from({ length: random(4) }, (_, index) => {
        const unitPrice = random(200_000);
        const quantity = 1 + random(4);
        const couponSaving = random(unitPrice * quantity);
        const groupDiscount = random(unitPrice * quantity - couponSaving);
        return { skuId: `sku-${index}`, unitPrice, quantity, couponSaving, groupDiscount };
      });
      const fees = Array.from({ length: random(2) }, () => delivery(random(5000)));
      const tax = random(2) === 0 ? null : { rateBasisPoints: random(3000), included: random(1) === 0 };
      const totals = computeOrderTotals({ lines, fees, tax });

      const taxable = totals.subtotal - totals.couponSaving - totals.groupDiscount + totals.feeTotal;
      expect(totals.subtotal).toBe(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
      expect(taxable).toBeGreaterThanOrEqual(0);
      expect(totals.total).toBe(totals.taxIncluded ? taxable : taxable + totals.tax);
      if (tax === null) {
        expect(totals.tax).toBe(0);
      } else {
        // tax − exact share lies in (−½, ½]: the half-up rounding, checked without division.
        const divisor = tax.included ? 10000 + tax.rateBasisPoints : 10000;
        const twiceError = 2 * totals.tax * divisor - 2 * taxable * tax.rateBasisPoints;
        expect(twiceError).toBeGreaterThan(-divisor);
        expect(twiceError).toBeLessThanOrEqual(divisor);
      }
    }
  });
});

describe("splitProportionally", () => {
  it.each([
    { label: "1000 over 3 equal weights", total: 1000, weights: [1, 1, 1], parts: [334, 333, 333] },
    { label: "100 over 3 equal weights", total: 100, weights: [1, 1, 1], parts: [34, 33, 33] },
    { label: "2 over 3 equal weights", total: 2, weights: [1, 1, 1], parts: [1, 1, 0] },
    { label: "a tie goes to the earlier index", total: 1, weights: [1, 1], parts: [1, 0] },
    { label: "the largest remainder beats the earlier index", total: 10, weights: [1, 2], parts: [3, 7] },
    { label: "uneven weights", total: 1000, weights: [3, 3, 1], parts: [429, 428, 143] },
    { label: "a weight of 0 gets 0", total: 5, weights: [0, 1, 1], parts: [0, 3, 2] },
    { label: "one weight takes all", total: 7, weights: [3], parts: [7] },
    { label: "0 over weights", total: 0, weights: [1, 2, 3], parts: [0, 0, 0] },
    { label: "0 over all-zero weights", total: 0, weights: [0, 0], parts: [0, 0] },
    { label: "0 over no weights", total: 0, weights: [], parts: [] },
    {
      label: "beyond float precision",
      total: Number.MAX_SAFE_INTEGER,
      weights: [1, 2],
      parts: [3002399751580330, 6004799503160661],
    },
  ])("$label", ({ total, weights, parts }) => {
    expect(splitProportionally(total, weights)).toEqual(parts);
  });

  it.each([
    { label: "a positive total over all-zero weights", total: 1, weights: [0, 0] },
    { label: "a positive total over no weights", total: 1, weights: [] },
    { label: "a negative total", total: -1, weights: [1] },
    { label: "a fractional total", total: 1.5, weights: [1] },
    { label: "a negative weight", total: 10, weights: [2, -1] },
    { label: "a fractional weight", total: 10, weights: [1, 0.5] },
    { label: "an infinite weight", total: 10, weights: [Number.POSITIVE_INFINITY] },
  ])("throws RangeError for $label", ({ total, weights }) => {
    expect(() => splitProportionally(total, weights)).toThrow(RangeError);
  });

  it("sums exactly and keeps each part within one unit below its exact share, for many random inputs", () => {
    const random = seededRandom(7);
    for (let run = 0; run < 2000; run += 1) {
      const total = random(1_000_000);
      const weights = Array.from({ length: 1 + random(12) }, () => (random(3) === 0 ? 0 : random(50)));
      const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
      if (weightSum === 0 && total > 0) continue;
      const parts = splitProportionally(total, weights);

      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      parts.forEach((part, index) => {
        const share = total * (weights[index] ?? 0);
        // floor(share / weightSum) ≤ part ≤ floor + 1, in integers: part is the exact share rounded down or up.
        expect(part * weightSum).toBeGreaterThan(share - weightSum);
        expect(part * weightSum).toBeLessThan(share + weightSum);
        if (weights[index] === 0) expect(part).toBe(0);
      });
    }
  });
});

describe("shownTaxRule", () => {
  it("names GST at the site's rate, included or added alike, and nothing without a tax", () => {
    expect(shownTaxRule({ rateBasisPoints: 900, included: true })).toEqual({ label: "GST", rateBasisPoints: 900 });
    expect(shownTaxRule({ rateBasisPoints: 2000, included: false })).toEqual({ label: "GST", rateBasisPoints: 2000 });
    expect(shownTaxRule(null)).toBeNull();
  });
});
