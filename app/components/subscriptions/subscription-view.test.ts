import { describe, expect, it } from "vitest";
import { bill, dueCard, subscriptionCard } from "./subscriptions-test-support.js";
import {
  badgeOf,
  billActionOf,
  billStateOf,
  canAskToCancel,
  cancelEffectOf,
  cancelFormProblem,
  cancelledNoticeOf,
  cancelledState,
  cancelReasonIdOf,
  deductionFailureOf,
  periodNameOf,
  practiceWaitsForBill,
} from "./subscription-view.js";

const failed = (description: string) => dueCard({ listStatus: 3, openBill: { ...dueCard().openBill!, status: 3, description } });

describe("the badge and the period (SPEC §4 card status and period codes)", () => {
  it.each([
    [1, "toBePaid"],
    [2, "active"],
    [3, "activeUntil"],
    [4, "cancelled"],
  ] as const)("card status %i: %s", (cardStatus, badge) => {
    expect(badgeOf({ cardStatus })).toBe(badge);
  });

  it("3 is monthly, 4 yearly", () => {
    expect(periodNameOf(3)).toBe("monthly");
    expect(periodNameOf(4)).toBe("yearly");
  });

  it.each([
    [1, "toBePaid"],
    [2, "paid"],
    [3, "failed"],
    [4, "void"],
  ] as const)("bill status %i: %s", (status, state) => {
    expect(billStateOf(bill({ status }))).toBe(state);
  });
});

describe("what the open bill allows", () => {
  it("pay now for a bill due or failed, a note while a payment takes it, nothing without one or once ended", () => {
    expect(billActionOf(dueCard())).toBe("pay");
    expect(billActionOf(failed("Card declined"))).toBe("pay");
    expect(billActionOf(dueCard({ openBill: { ...dueCard().openBill!, inProcess: true } }))).toBe("inProcess");
    expect(billActionOf(subscriptionCard())).toBeNull();
    expect(billActionOf(dueCard({ cardStatus: 4 }))).toBeNull();
  });

  it("the failed deduction's reason, when the gateway gave one", () => {
    expect(deductionFailureOf(failed("Your card was declined."))).toEqual({ reason: "Your card was declined." });
    expect(deductionFailureOf(failed("  "))).toEqual({ reason: null });
    expect(deductionFailureOf(dueCard())).toBeNull();
    expect(deductionFailureOf(subscriptionCard())).toBeNull();
  });
});

describe("practice", () => {
  it("waits for the bill while the subscription runs unpaid; an ended one says nothing of it", () => {
    expect(practiceWaitsForBill({ practiceOpen: false, endedAt: null })).toBe(true);
    expect(practiceWaitsForBill({ practiceOpen: true, endedAt: null })).toBe(false);
    expect(practiceWaitsForBill({ practiceOpen: false, endedAt: "2026-06-10T16:00:00.000Z" })).toBe(false);
  });
});

describe("cancelling (SPEC §4: through the learning centre)", () => {
  it("may be asked once, while the subscription runs", () => {
    expect(canAskToCancel(subscriptionCard())).toBe(true);
    expect(canAskToCancel(subscriptionCard({ cancelRequestedAt: "2026-04-20T10:00:00.000Z", cardStatus: 3 }))).toBe(false);
    expect(canAskToCancel(subscriptionCard({ endedAt: "2026-04-20T10:00:00.000Z", endReason: "unpaid", cardStatus: 4 }))).toBe(false);
  });

  it("keeps practice open until the time paid for ends, or ends it now when the current period is unpaid", () => {
    expect(cancelEffectOf(subscriptionCard())).toBe("openUntil");
    expect(cancelEffectOf(dueCard())).toBe("endsNow");
  });

  it("needs a reason the contract knows", () => {
    expect(cancelFormProblem(null)).toBe("reason");
    expect(cancelFormProblem(2)).toBeNull();
    expect(cancelReasonIdOf(6)).toBe(6);
    expect(cancelReasonIdOf(99)).toBeNull();
  });

  it("hands the detail page what the answer said, and reads nothing else as a notice", () => {
    const state = cancelledState({ cardStatus: 3, endsAt: "2026-05-10T16:00:00.000Z" });
    expect(cancelledNoticeOf(state)).toEqual({ effect: "openUntil", endsAt: "2026-05-10T16:00:00.000Z" });
    expect(cancelledNoticeOf(cancelledState({ cardStatus: 4, endsAt: "2026-04-20T10:00:00.000Z" }))?.effect).toBe("endsNow");
    expect(cancelledNoticeOf(null)).toBeNull();
    expect(cancelledNoticeOf({ cancelled: { effect: "other", endsAt: "x" } })).toBeNull();
    expect(cancelledNoticeOf({ openedFromCart: true })).toBeNull();
  });
});
