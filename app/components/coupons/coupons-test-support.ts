import type { CouponView } from "../../../schemas/api/calls/coupons.js";

/** A coupon of the contract for screen tests: $20 off tuition, no conditions, changed where a test says so. */
export function couponView(overrides: Partial<CouponView> = {}): CouponView {
  return {
    id: "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b",
    title: "$20 off AMC 8 prep",
    terms: "Takes 20 off the AMC 8 course.",
    category: "tuition",
    discount: { kind: "amount", amount: 2000 },
    minimumSpend: 0,
    maxSaving: null,
    products: [],
    combinable: true,
    // 06:00 UTC is the evening before in Los Angeles: the dates show in the site's timezone.
    startsAt: "2026-03-01T06:00:00.000Z",
    endsAt: "2026-04-30T06:00:00.000Z",
    timeStatus: null,
    historyStatus: null,
    ...overrides,
  };
}
