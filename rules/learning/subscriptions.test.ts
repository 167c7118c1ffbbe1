import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_PERIODS } from "../../schemas/learning.js";
import {
  cardStatusOf,
  deductionAt,
  deductedIfDueBy,
  deductionDue,
  listStatusOf,
  periodEnd,
  periodPrice,
  practiceOpen,
  SUBSCRIPTION_CARD_STATUS,
  SUBSCRIPTION_LIST_STATUS,
  yearlySaving,
} from "./subscriptions.js";

const { month, year } = SUBSCRIPTION_PERIODS;

describe("periodPrice", () => {
  it.each([
    { monthly: 1900, periodType: month, price: 1900 },
    { monthly: 1900, periodType: year, price: 18240 },
    // 12 × 0.8 = 9.6 months: 999 × 9.6 = 9590.4, rounded to the minor unit.
    { monthly: 999, periodType: year, price: 9590 },
    { monthly: 1, periodType: year, price: 10 },
    { monthly: 0, periodType: year, price: 0 },
    // Yen has no minor unit: 2,980 a month is 28,608 a year.
    { monthly: 2980, periodType: year, price: 28608 },
  ] as const)("$monthly a month costs $price for period $periodType", ({ monthly, periodType, price }) => {
    expect(periodPrice(monthly, periodType)).toBe(price);
  });

  it("the year saves a fifth of twelve months", () => {
    expect(yearlySaving(1900)).toBe(4560);
    expect(yearlySaving(2980)).toBe(7152);
  });
});

describe("periodEnd", () => {
  const NEW_YORK = "America/New_York";

  it("is a month later at the same time of day, across daylight saving", () => {
    // 18:00 in New York on 1 March 2026 (EST); clocks go forward on 8 March.
    expect(periodEnd(new Date("2026-03-01T23:00:00Z"), month, NEW_YORK)).toEqual(new Date("2026-04-01T22:00:00Z"));
  });

  it("ends at the end of a shorter month", () => {
    // 31 January at noon in Tokyo ends on 28 February at noon.
    expect(periodEnd(new Date("2026-01-31T03:00:00Z"), month, "Asia/Tokyo")).toEqual(new Date("2026-02-28T03:00:00Z"));
  });

  it("is a year later, 29 February ending on 28 February", () => {
    expect(periodEnd(new Date("2028-02-29T04:00:00Z"), year, "Asia/Hong_Kong")).toEqual(new Date("2029-02-28T04:00:00Z"));
    expect(periodEnd(new Date("2026-11-27T10:00:00Z"), year, "Europe/London")).toEqual(new Date("2027-11-27T10:00:00Z"));
  });
});

describe("deduction", () => {
  const dueAt = new Date("2026-05-01T00:00:00Z");

  it("is 48 hours after the bill falls due, not a millisecond before", () => {
    expect(deductionAt(dueAt)).toEqual(new Date("2026-05-03T00:00:00Z"));
    expect(deductionDue(dueAt, new Date("2026-05-02T23:59:59.999Z"))).toBe(false);
    expect(deductionDue(dueAt, new Date("2026-05-03T00:00:00Z"))).toBe(true);
    expect(deductedIfDueBy(new Date("2026-05-03T00:00:00Z"))).toEqual(dueAt);
  });
});

describe("listStatusOf", () => {
  it.each([
    { label: "the purchase only", bills: [{ billNo: 1, status: "paid" }], status: SUBSCRIPTION_LIST_STATUS.paid },
    { label: "a bill due", bills: [{ billNo: 1, status: "paid" }, { billNo: 2, status: "due" }], status: SUBSCRIPTION_LIST_STATUS.toBePaid },
    { label: "a deduction refused", bills: [{ billNo: 2, status: "failed" }, { billNo: 1, status: "paid" }], status: SUBSCRIPTION_LIST_STATUS.paymentFailed },
    { label: "a failed bill paid later", bills: [{ billNo: 1, status: "paid" }, { billNo: 2, status: "paid" }], status: SUBSCRIPTION_LIST_STATUS.paid },
    { label: "a void bill after a failed one", bills: [{ billNo: 2, status: "failed" }, { billNo: 3, status: "void" }], status: SUBSCRIPTION_LIST_STATUS.paymentFailed },
    { label: "a void bill after a paid one", bills: [{ billNo: 1, status: "paid" }, { billNo: 2, status: "void" }], status: SUBSCRIPTION_LIST_STATUS.paid },
  ] as const)("$label: $status", ({ bills, status }) => {
    expect(listStatusOf(bills)).toBe(status);
  });
});

describe("cardStatusOf", () => {
  it.each([
    { label: "ended", subscription: { status: "ended", cancelRequested: false }, open: true, status: SUBSCRIPTION_CARD_STATUS.cancelled },
    { label: "a bill open", subscription: { status: "running", cancelRequested: false }, open: true, status: SUBSCRIPTION_CARD_STATUS.toBePaid },
    { label: "paid up", subscription: { status: "running", cancelRequested: false }, open: false, status: SUBSCRIPTION_CARD_STATUS.active },
    { label: "cancellation asked", subscription: { status: "running", cancelRequested: true }, open: false, status: SUBSCRIPTION_CARD_STATUS.activeUntilEnd },
  ] as const)("$label: $status", ({ subscription, open, status }) => {
    expect(cardStatusOf(subscription, open)).toBe(status);
  });
});

describe("practiceOpen", () => {
  const paidUntil = new Date("2026-06-01T00:00:00Z");

  it("is open while running and paid for, and closes at the end of the paid time", () => {
    expect(practiceOpen({ status: "running", paidUntil }, new Date(paidUntil.getTime() - 1))).toBe(true);
    expect(practiceOpen({ status: "running", paidUntil }, paidUntil)).toBe(false);
    expect(practiceOpen({ status: "ended", paidUntil }, new Date("2026-05-01T00:00:00Z"))).toBe(false);
  });
});
