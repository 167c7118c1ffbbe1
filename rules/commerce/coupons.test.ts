import { describe, expect, it } from "vitest";
import {
  bestCoupons,
  CANNOT_USE_REASON,
  checkChosenCoupons,
  COUPON_EXPIRES_SOON_MS,
  COUPON_NEW_FOR_MS,
  couponHistoryStatus,
  couponTimeStatus,
  type CouponCategory,
  type CouponTerms,
  type PricedLine,
  judgeCoupon,
} from "./coupons.js";


const DAY_MS = 24 * 60 * 60 * 1000;
const NOW_MS = Date.UTC(2025, 5, 1, 12, 0, 0);
const NOW = new Date(NOW_MS);
const at = (offsetMs: number) => new Date(NOW_MS + offsetMs);

function coupon(terms: Partial<CouponTerms> = {}): CouponTerms {
  return {
    id: "c1",
    category: "tuition",
    discount: { kind: "amount", amount: 1000 },
    minimumSpend: 0,
    maxSaving: null,
    skuIds: null,
    startsAt: at(-DAY_MS),
    endsAt: at(30 * DAY_MS),
    combinable: true,
    ...terms,
  };
}

const tuition = (skuId: string, amount: number): PricedLine => ({ skuId, category: "tuition", amount });
const materials = (skuId: string, amount: number): PricedLine => ({ skuId, category: "materials", amount });
const percent = (basisPoints: number) => ({ kind: "percent" as const, basisPoints });
const amountOff = (amount: number) => ({ kind: "amount" as const, amount });

const ORDER = [tuition("algebra", 5000), materials("workbook", 2000)];

describe("judgeCoupon: cannot-use reasons", () => {
  it("uses the spec's ids", () => {
    expect(CANNOT_USE_REASON).toEqual({
      onlySelectedCourses: 1,
      orderMinimum: 2,
      notYetAvailable: 3,
      notCombinable: 4,
      textbookFeeOnly: 7,
      savingsCapReached: 8,
    });
  });

  it.each([
    { label: "starts in 1 ms", terms: { startsAt: at(1) }, lines: ORDER, reason: 3 },
    { label: "starts exactly now", terms: { startsAt: NOW }, lines: ORDER, reason: null },
    { label: "ends exactly now", terms: { endsAt: NOW }, lines: ORDER, reason: 3 },
    { label: "ended 1 ms ago", terms: { endsAt: at(-1) }, lines: ORDER, reason: 3 },
    { label: "ends in 1 ms", terms: { endsAt: at(1) }, lines: ORDER, reason: null },
    { label: "invalid start", terms: { startsAt: new Date(Number.NaN) }, lines: ORDER, reason: 3 },
    { label: "materials coupon, no materials line", terms: { category: "materials" as const }, lines: [tuition("algebra", 5000)], reason: 7 },
    { label: "materials coupon, empty order", terms: { category: "materials" as const }, lines: [], reason: 7 },
    { label: "materials coupon on materials", terms: { category: "materials" as const }, lines: ORDER, reason: null },
    {
      label: "materials coupon, its SKU not ordered",
      terms: { category: "materials" as const, skuIds: ["atlas"] },
      lines: ORDER,
      reason: 1,
    },
    { label: "tuition coupon, no tuition line", terms: {}, lines: [materials("workbook", 2000)], reason: 1 },
    { label: "tuition coupon, empty order", terms: {}, lines: [], reason: 1 },
    { label: "course not among its SKUs", terms: { skuIds: ["geometry"] }, lines: ORDER, reason: 1 },
    { label: "course among its SKUs", terms: { skuIds: ["geometry", "algebra"] }, lines: ORDER, reason: null },
    { label: "empty SKU list", terms: { skuIds: [] }, lines: ORDER, reason: 1 },
    { label: "SKU listed but of the other category", terms: { skuIds: ["workbook"] }, lines: ORDER, reason: 1 },
    { label: "minimum spend exactly reached", terms: { minimumSpend: 5000 }, lines: ORDER, reason: null },
    { label: "minimum spend one short", terms: { minimumSpend: 5001 }, lines: ORDER, reason: 2 },
    {
      label: "minimum spend counts eligible lines only",
      terms: { minimumSpend: 6000, skuIds: ["algebra"] },
      lines: [tuition("algebra", 5000), tuition("geometry", 4000), materials("workbook", 2000)],
      reason: 2,
    },
    {
      label: "minimum spend reached by two eligible lines",
      terms: { minimumSpend: 9000 },
      lines: [tuition("algebra", 5000), tuition("geometry", 4000)],
      reason: null,
    },
    { label: "a free class gives nothing to save", terms: {}, lines: [tuition("trial", 0)], reason: 8 },
    { label: "cap of 0", terms: { maxSaving: 0 }, lines: ORDER, reason: 8 },
    { label: "1 % of 99 rounds down to 0", terms: { discount: percent(100) }, lines: [tuition("algebra", 99)], reason: 8 },
    { label: "1 % of 100", terms: { discount: percent(100) }, lines: [tuition("algebra", 100)], reason: null },
  ])("$label: reason $reason", ({ terms, lines, reason }) => {
    const use = judgeCoupon(coupon(terms), lines, [], NOW);
    expect(use.usable ? null : use.reason).toBe(reason);
  });

  const combinable = coupon({ id: "m1", category: "materials" });
  const standalone = coupon({ id: "m2", category: "materials", combinable: false });
  it.each([
    { label: "combinable, alone", combines: true, others: [], reason: null },
    { label: "combinable, with a combinable coupon", combines: true, others: [combinable], reason: null },
    { label: "not combinable, alone", combines: false, others: [], reason: null },
    { label: "not combinable, with another coupon", combines: false, others: [combinable], reason: 4 },
    { label: "combinable, with a non-combinable coupon", combines: true, others: [standalone], reason: 4 },
    { label: "neither combinable", combines: false, others: [standalone], reason: 4 },
  ])("$label: reason $reason", ({ combines, others, reason }) => {
    const use = judgeCoupon(coupon({ combinable: combines }), ORDER, others, NOW);
    expect(use.usable ? null : use.reason).toBe(reason);
  });
});

describe("judgeCoupon: precedence between reasons", () => {
  const other = coupon({ id: "m1", category: "materials" });
  it.each([
    {
      label: "not yet available before textbook fee only",
      terms: { category: "materials" as const, startsAt: at(1) },
      lines: [tuition("algebra", 5000)],
      reason: 3,
    },
    {
      label: "textbook fee only before only selected courses",
      terms: { category: "materials" as const, skuIds: ["atlas"] },
      lines: [tuition("algebra", 5000)],
      reason: 7,
    },
    { label: "only selected courses before order minimum", terms: { skuIds: ["geometry"], minimumSpend: 1 }, lines: ORDER, reason: 1 },
    { label: "order minimum before not combinable", terms: { minimumSpend: 5001, combinable: false }, lines: ORDER, reason: 2 },
    { label: "not combinable before savings cap", terms: { combinable: false, maxSaving: 0 }, lines: ORDER, reason: 4 },
    { label: "expired before everything", terms: { endsAt: NOW, skuIds: [], minimumSpend: 99_999, combinable: false }, lines: ORDER, reason: 3 },
  ])("$label", ({ terms, lines, reason }) => {
    expect(judgeCoupon(coupon(terms), lines, [other], NOW)).toEqual({ usable: false, reason });
  });
});

describe("judgeCoupon: saving and shares", () => {
  it.each([
    { label: "amount off", terms: {}, lines: [tuition("algebra", 5000)], saving: 1000, shares: [1000] },
    { label: "amount above the eligible sum", terms: { discount: amountOff(9000) }, lines: ORDER, saving: 5000, shares: [5000, 0] },
    { label: "amount equal to the eligible sum", terms: { discount: amountOff(5000) }, lines: ORDER, saving: 5000, shares: [5000, 0] },
    { label: "10 % of 1000", terms: { discount: percent(1000) }, lines: [tuition("algebra", 1000)], saving: 100, shares: [100] },
    { label: "15 % of 999 rounds down", terms: { discount: percent(1500) }, lines: [tuition("algebra", 999)], saving: 149, shares: [149] },
    { label: "100 % off", terms: { discount: percent(10_000) }, lines: ORDER, saving: 5000, shares: [5000, 0] },
    {
      label: "10 % of 333/333/334",
      terms: { discount: percent(1000) },
      lines: [tuition("a", 333), tuition("b", 333), tuition("c", 334)],
      saving: 100,
      shares: [33, 33, 34],
    },
    {
      label: "equal remainders favour the earlier line",
      terms: { discount: amountOff(100) },
      lines: [tuition("a", 100), tuition("b", 100), tuition("c", 100)],
      saving: 100,
      shares: [34, 33, 33],
    },
    {
      label: "percent capped",
      terms: { discount: percent(2000), maxSaving: 1500 },
      lines: [tuition("algebra", 10_000)],
      saving: 1500,
      shares: [1500],
    },
    {
      label: "cap exactly the discount",
      terms: { discount: percent(2000), maxSaving: 2000 },
      lines: [tuition("algebra", 10_000)],
      saving: 2000,
      shares: [2000],
    },
    {
      label: "cap one below the discount",
      terms: { discount: percent(2000), maxSaving: 1999 },
      lines: [tuition("algebra", 10_000)],
      saving: 1999,
      shares: [1999],
    },
    { label: "amount capped", terms: { maxSaving: 600 }, lines: ORDER, saving: 600, shares: [600, 0] },
    {
      label: "lines of the other category or SKU get 0",
      terms: { discount: amountOff(400), skuIds: ["algebra", "geometry"] },
      lines: [tuition("algebra", 1000), materials("workbook", 500), tuition("number-theory", 800), tuition("geometry", 3000)],
      saving: 400,
      shares: [100, 0, 0, 300],
    },
    {
      label: "a free class among paid ones gets 0",
      terms: { discount: amountOff(301) },
      lines: [tuition("trial", 0), tuition("a", 500), tuition("b", 500)],
      saving: 301,
      shares: [0, 151, 150],
    },
    {
      label: "no share above its line",
      terms: { discount: amountOff(1000) },
      lines: [tuition("a", 1), tuition("b", 1), tuition("c", 998)],
      saving: 1000,
      shares: [1, 1, 998],
    },
    {
      label: "amounts whose products pass 2^53",
      terms: { discount: percent(5000) },
      lines: [tuition("a", 2_000_000_000), tuition("b", 2_000_000_001)],
      saving: 2_000_000_000,
      shares: [1_000_000_000, 1_000_000_000],
    },
  ])("$label: $saving as $shares", ({ terms, lines, saving, shares }) => {
    expect(judgeCoupon(coupon(terms), lines, [], NOW)).toEqual({ usable: true, saving, shares });
  });

  it("splits exactly, within each line, over many orders", () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    for (let order = 0; order < 300; order += 1) {
      const lines = Array.from({ length: 1 + next(6) }, (_, index) =>
        (next(4) === 0 ? materials : tuition)(`sku${index}`, next(3) === 0 ? next(10) : next(1_000_000)),
      );
      const discount = next(2) === 0 ? percent(1 + next(10_000)) : amountOff(1 + next(2_000_000));
      const use = judgeCoupon(coupon({ discount }), lines, [], NOW);
      if (!use.usable) continue;
      expect(use.shares.reduce((total, share) => total + share, 0)).toBe(use.saving);
      use.shares.forEach((share, index) => {
        const line = lines[index]!;
        expect(Number.isInteger(share) && share >= 0 && share <= (line.category === "tuition" ? line.amount : 0)).toBe(true);
      });
    }
  });
});

describe("bestCoupons", () => {
  const lines = [tuition("algebra", 10_000), materials("workbook", 2000)];
  const tuitionCoupon = (id: string, amount: number, terms: Partial<CouponTerms> = {}) =>
    coupon({ id, category: "tuition", discount: amountOff(amount), ...terms });
  const materialsCoupon = (id: string, amount: number, terms: Partial<CouponTerms> = {}) =>
    coupon({ id, category: "materials", discount: amountOff(amount), ...terms });
  const ids = (coupons: readonly CouponTerms[]) => coupons.map((chosen) => chosen.id);

  it.each([
    { label: "no coupons", coupons: [], chosen: [], saving: 0 },
    { label: "none usable", coupons: [tuitionCoupon("t1", 500, { startsAt: at(1) }), materialsCoupon("m1", 500, { endsAt: NOW })], chosen: [], saving: 0 },
    {
      label: "a combined pair over the single biggest coupon",
      coupons: [tuitionCoupon("big", 1500, { combinable: false }), tuitionCoupon("t1", 1000), materialsCoupon("m1", 800)],
      chosen: ["t1", "m1"],
      saving: 1800,
    },
    {
      label: "the single biggest coupon over a smaller pair",
      coupons: [tuitionCoupon("big", 2000, { combinable: false }), tuitionCoupon("t1", 1000), materialsCoupon("m1", 800)],
      chosen: ["big"],
      saving: 2000,
    },
    {
      label: "a non-combinable materials coupon is not paired",
      coupons: [tuitionCoupon("t1", 1000), materialsCoupon("m1", 800, { combinable: false })],
      chosen: ["t1"],
      saving: 1000,
    },
    {
      label: "one coupon per category",
      coupons: [tuitionCoupon("t1", 700), tuitionCoupon("t2", 1000), tuitionCoupon("t3", 300)],
      chosen: ["t2"],
      saving: 1000,
    },
    {
      label: "an unusable bigger coupon is skipped",
      coupons: [tuitionCoupon("soon", 5000, { startsAt: at(1) }), tuitionCoupon("t1", 1000)],
      chosen: ["t1"],
      saving: 1000,
    },
    {
      label: "tuition listed before materials",
      coupons: [materialsCoupon("m1", 800), tuitionCoupon("t1", 1000)],
      chosen: ["t1", "m1"],
      saving: 1800,
    },
    {
      label: "a tie goes to the coupon ending soonest",
      coupons: [tuitionCoupon("a", 1000, { endsAt: at(9 * DAY_MS) }), tuitionCoupon("b", 1000, { endsAt: at(8 * DAY_MS) })],
      chosen: ["b"],
      saving: 1000,
    },
    {
      label: "a tie with the same end goes to the lower id",
      coupons: [tuitionCoupon("b", 1000), tuitionCoupon("a", 1000)],
      chosen: ["a"],
      saving: 1000,
    },
    {
      label: "a tie between a pair and a single: the pair holds the coupon ending soonest",
      coupons: [
        tuitionCoupon("single", 1500, { combinable: false, endsAt: at(10 * DAY_MS) }),
        tuitionCoupon("t1", 1000, { endsAt: at(20 * DAY_MS) }),
        materialsCoupon("m1", 500, { endsAt: at(5 * DAY_MS) }),
      ],
      chosen: ["t1", "m1"],
      saving: 1500,
    },
    {
      label: "a tie between a pair and a single: the single ends soonest",
      coupons: [
        tuitionCoupon("single", 1500, { combinable: false, endsAt: at(2 * DAY_MS) }),
        tuitionCoupon("t1", 1000, { endsAt: at(20 * DAY_MS) }),
        materialsCoupon("m1", 500, { endsAt: at(5 * DAY_MS) }),
      ],
      chosen: ["single"],
      saving: 1500,
    },
  ])("$label", ({ coupons, chosen, saving }) => {
    const best = bestCoupons(coupons, lines, NOW);
    expect({ chosen: ids(best.chosen), saving: best.saving }).toEqual({ chosen, saving });
    const reversed = bestCoupons([...coupons].reverse(), lines, NOW);
    expect({ chosen: ids(reversed.chosen), saving: reversed.saving }).toEqual({ chosen, saving });
  });
});

describe("checkChosenCoupons", () => {
  const lines = [tuition("algebra", 3000), materials("workbook", 1000)];
  const of = (id: string, category: CouponCategory, terms: Partial<CouponTerms> = {}) =>
    coupon({ id, category, discount: percent(1000), ...terms });

  it.each([
    { label: "no coupon", chosen: [], result: { ok: true, saving: 0, shares: [0, 0] } },
    { label: "one coupon", chosen: [of("t1", "tuition")], result: { ok: true, saving: 300, shares: [300, 0] } },
    {
      label: "a pair, shares summed per line",
      chosen: [of("t1", "tuition"), of("m1", "materials", { discount: percent(2000) })],
      result: { ok: true, saving: 500, shares: [300, 200] },
    },
    {
      label: "two of the same category: the second",
      chosen: [of("t1", "tuition"), of("m1", "materials"), of("t2", "tuition")],
      result: { ok: false, couponId: "t2", reason: "samecategory" },
    },
    {
      label: "same category checked before usability",
      chosen: [of("t1", "tuition", { startsAt: at(1) }), of("t2", "tuition")],
      result: { ok: false, couponId: "t2", reason: "samecategory" },
    },
    {
      label: "the first unusable coupon",
      chosen: [of("t1", "tuition"), of("m1", "materials", { startsAt: at(1) })],
      result: { ok: false, couponId: "m1", reason: 3 },
    },
    {
      label: "a non-combinable first coupon",
      chosen: [of("t1", "tuition", { combinable: false }), of("m1", "materials")],
      result: { ok: false, couponId: "t1", reason: 4 },
    },
    {
      label: "a non-combinable second coupon fails the first",
      chosen: [of("t1", "tuition"), of("m1", "materials", { combinable: false })],
      result: { ok: false, couponId: "t1", reason: 4 },
    },
    {
      label: "a non-combinable coupon alone",
      chosen: [of("m1", "materials", { combinable: false })],
      result: { ok: true, saving: 100, shares: [0, 100] },
    },
    {
      label: "a materials coupon without materials",
      chosen: [of("m1", "materials")],
      lines: [tuition("algebra", 3000)],
      result: { ok: false, couponId: "m1", reason: 7 },
    },
  ])("$label", ({ chosen, result, ...order }) => {
    expect(checkChosenCoupons(chosen, order.lines ?? lines, NOW)).toEqual(result);
  });
});

describe("couponTimeStatus", () => {
  it("uses 3 days for new and expire soon", () => {
    expect(COUPON_NEW_FOR_MS).toBe(3 * DAY_MS);
    expect(COUPON_EXPIRES_SOON_MS).toBe(3 * DAY_MS);
  });

  const LONG_AGO = at(-30 * DAY_MS);
  const FAR_OFF = at(30 * DAY_MS);
  it.each([
    { label: "starts in 1 ms", startsAt: at(1), endsAt: FAR_OFF, receivedAt: LONG_AGO, status: 1 },
    { label: "started exactly now", startsAt: NOW, endsAt: FAR_OFF, receivedAt: LONG_AGO, status: null },
    { label: "available soon over expire soon and new", startsAt: at(1), endsAt: at(DAY_MS), receivedAt: NOW, status: 1 },
    { label: "ends in exactly 3 days", startsAt: LONG_AGO, endsAt: at(3 * DAY_MS), receivedAt: LONG_AGO, status: 3 },
    { label: "ends in 3 days and 1 ms", startsAt: LONG_AGO, endsAt: at(3 * DAY_MS + 1), receivedAt: LONG_AGO, status: null },
    { label: "ends in 1 ms", startsAt: LONG_AGO, endsAt: at(1), receivedAt: LONG_AGO, status: 3 },
    { label: "expire soon over new", startsAt: LONG_AGO, endsAt: at(DAY_MS), receivedAt: NOW, status: 3 },
    { label: "ends exactly now", startsAt: LONG_AGO, endsAt: NOW, receivedAt: NOW, status: null },
    { label: "ended", startsAt: LONG_AGO, endsAt: at(-DAY_MS), receivedAt: NOW, status: null },
    { label: "received now", startsAt: LONG_AGO, endsAt: FAR_OFF, receivedAt: NOW, status: 2 },
    { label: "received exactly 3 days ago", startsAt: LONG_AGO, endsAt: FAR_OFF, receivedAt: at(-3 * DAY_MS), status: 2 },
    { label: "received 3 days and 1 ms ago", startsAt: LONG_AGO, endsAt: FAR_OFF, receivedAt: at(-3 * DAY_MS - 1), status: null },
  ])("$label: $status", ({ startsAt, endsAt, receivedAt, status }) => {
    expect(couponTimeStatus({ startsAt, endsAt }, receivedAt, NOW)).toBe(status);
  });
});

describe("couponHistoryStatus", () => {
  it.each([
    { label: "used, still running", endsAt: at(DAY_MS), usedAt: at(-DAY_MS), status: 1 },
    { label: "used, since ended", endsAt: at(-DAY_MS), usedAt: at(-2 * DAY_MS), status: 1 },
    { label: "unused, ends in 1 ms", endsAt: at(1), usedAt: null, status: null },
    { label: "unused, ends exactly now", endsAt: NOW, usedAt: null, status: 2 },
    { label: "unused, ended 1 ms ago", endsAt: at(-1), usedAt: null, status: 2 },
  ])("$label: $status", ({ endsAt, usedAt, status }) => {
    expect(couponHistoryStatus({ endsAt }, usedAt, NOW)).toBe(status);
  });
});
