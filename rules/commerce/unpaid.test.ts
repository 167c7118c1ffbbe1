import { describe, expect, it } from "vitest";
import { STAGE_STATUS } from "./stages.js";
import {
  autoPayCovers,
  handPayment,
  owedStageState,
  renewalWindow,
  stageOwed,
  stagePaymentFigures,
  TO_BE_PAID_HELPER,
  toBePaidHelperStatus,
  type OwedStage,
} from "./unpaid.js";

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 2, 1, 12));
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
const stage = (stageNo: number, dueInDays: number, payingBy: OwedStage["payingBy"] = null): OwedStage => ({ stageNo, dueAt: inDays(dueInDays), payingBy });
const numbers = (payment: ReturnType<typeof handPayment>) => (payment.kind === "pay" ? payment.stages.map((owed) => owed.stageNo) : payment);

describe("stageOwed", () => {
  it("owes registration-opens (4) and to-be-paid-after-transfer (7) stages only", () => {
    const owed = Object.values(STAGE_STATUS).filter(stageOwed);
    expect(owed.sort()).toEqual([STAGE_STATUS.registrationOpens, STAGE_STATUS.toBePaidAfterTransfer]);
  });
});

describe("handPayment", () => {
  it("pays the next stage ahead of its date when none is due yet", () => {
    expect(numbers(handPayment([stage(3, 60), stage(2, 30)], NOW))).toEqual([2]);
  });

  it("pays every stage already due together, in order, and not the ones after", () => {
    expect(numbers(handPayment([stage(4, 20), stage(2, -10), stage(3, -1)], NOW))).toEqual([2, 3]);
    // Due at this very instant counts as due.
    expect(numbers(handPayment([stage(2, 0), stage(3, 1)], NOW))).toEqual([2]);
    expect(numbers(handPayment([stage(2, -1), stage(3, 0), stage(4, 1)], NOW))).toEqual([2, 3]);
  });

  it("waits while auto-pay debits or an order made by hand pays one of those stages", () => {
    expect(handPayment([stage(2, -1, "auto"), stage(3, 30)], NOW)).toEqual({ kind: "inProcess", by: "auto" });
    expect(handPayment([stage(2, -2), stage(3, -1, "manual")], NOW)).toEqual({ kind: "inProcess", by: "manual" });
    // A stage after the ones paid now does not hold them up.
    expect(numbers(handPayment([stage(2, 10), stage(3, 40, "auto")], NOW))).toEqual([2]);
  });

  it("has nothing to pay without an owed stage", () => {
    expect(handPayment([], NOW)).toEqual({ kind: "nothing" });
  });
});

describe("owedStageState", () => {
  it("tells a debit in process, a payment by hand in process, auto-pay to come and a stage to pay", () => {
    expect(owedStageState("auto", true)).toBe("debiting");
    expect(owedStageState("auto", false)).toBe("debiting");
    expect(owedStageState("manual", true)).toBe("paying");
    expect(owedStageState(null, true)).toBe("autoPay");
    expect(owedStageState(null, false)).toBe("toPay");
  });
});

describe("autoPayCovers", () => {
  const open = { authorization: "authorized", open: true } as const;
  it("covers an auto-pay order whose authorisation is authorised and open", () => {
    expect(autoPayCovers(1, open)).toBe(true);
  });

  it("does not cover bill pay, a missing, refused or closed authorisation", () => {
    expect(autoPayCovers(0, open)).toBe(false);
    expect(autoPayCovers(1, null)).toBe(false);
    expect(autoPayCovers(1, { authorization: "unauthorized", open: true })).toBe(false);
    expect(autoPayCovers(1, { authorization: "authorized", open: false })).toBe(false);
  });
});

describe("stagePaymentFigures", () => {
  const stages = [
    { amount: 18_000, couponDiscount: 1_500 },
    { amount: 18_000, couponDiscount: 0 },
  ];

  it("charges the stages' prices less the coupon share they carry, without tax where the site has none", () => {
    expect(stagePaymentFigures("sku", stages, null)).toEqual({
      unitPrice: 36_000,
      couponSaving: 1_500,
      totals: { subtotal: 36_000, couponSaving: 1_500, groupDiscount: 0, fees: [], feeTotal: 0, tax: 0, taxIncluded: false, total: 34_500 },
    });
  });

  it("adds GST on top where the site adds it (uk 20 %) and splits it out where prices include it (sg 9 %)", () => {
    expect(stagePaymentFigures("sku", stages, { rateBasisPoints: 2000, included: false }).totals).toMatchObject({ tax: 6_900, taxIncluded: false, total: 41_400 });
    // 34 500 × 900 / 10 900 = 2 848.6…, rounded half up.
    expect(stagePaymentFigures("sku", stages, { rateBasisPoints: 900, included: true }).totals).toMatchObject({ tax: 2_849, taxIncluded: true, total: 34_500 });
  });
});

describe("renewalWindow", () => {
  it("opens at the earliest next stage's due date and closes when its lessons begin", () => {
    const window = renewalWindow([
      { dueAt: inDays(30), lessonsStartAt: inDays(33) },
      { dueAt: inDays(12), lessonsStartAt: inDays(15) },
    ]);
    expect(window).toEqual({ startDate: inDays(12), endDate: inDays(15) });
  });

  it("never closes before it opens, and closes at the due date when the lessons' start is unknown", () => {
    expect(renewalWindow([{ dueAt: inDays(5), lessonsStartAt: inDays(4) }])).toEqual({ startDate: inDays(5), endDate: inDays(5) });
    expect(renewalWindow([{ dueAt: inDays(5), lessonsStartAt: null }])).toEqual({ startDate: inDays(5), endDate: inDays(5) });
  });

  it("is none without an owed stage", () => {
    expect(renewalWindow([])).toBeNull();
  });
});

describe("toBePaidHelperStatus", () => {
  const ready = { preferredContact: "email", hasEmail: true, hasPhone: false, studentInfoComplete: true };

  it("asks to bind the site's preferred contact first: 1 e-mail, 2 phone", () => {
    expect(toBePaidHelperStatus({ ...ready, hasEmail: false, studentInfoComplete: false })).toBe(TO_BE_PAID_HELPER.bindEmail);
    expect(toBePaidHelperStatus({ ...ready, preferredContact: "phone", studentInfoComplete: false })).toBe(TO_BE_PAID_HELPER.bindPhone);
  });

  it("then the student's information (3), then goes on to the order (0)", () => {
    expect(toBePaidHelperStatus({ ...ready, studentInfoComplete: false })).toBe(TO_BE_PAID_HELPER.studentInfo);
    expect(toBePaidHelperStatus(ready)).toBe(TO_BE_PAID_HELPER.goOn);
    expect(toBePaidHelperStatus({ ...ready, preferredContact: "phone", hasPhone: true })).toBe(TO_BE_PAID_HELPER.goOn);
  });

  it("binds nothing on a site that prefers a messenger (WhatsApp, LINE, WeChat)", () => {
    expect(toBePaidHelperStatus({ ...ready, preferredContact: "whatsapp", hasEmail: false })).toBe(TO_BE_PAID_HELPER.goOn);
    expect(toBePaidHelperStatus({ ...ready, preferredContact: "line", hasEmail: false, studentInfoComplete: false })).toBe(TO_BE_PAID_HELPER.studentInfo);
  });
});
