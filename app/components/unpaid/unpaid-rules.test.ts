import { describe, expect, it } from "vitest";
import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";
import { payNowBlockedBy, payNowStep, STAGE_STATE_KEYS, stagesPaidNow } from "./unpaid-rules.js";
import en from "../../../i18n/locales/commerce/en.json" with { type: "json" };

type Stage = UnpaidClass["stages"][number];
const stage = (stageNo: number, state: Stage["state"] = "toPay"): Stage => ({
  stageNo,
  lessonCount: 4,
  amount: 18_000,
  couponDiscount: 0,
  dueAt: "2026-03-01T00:00:00.000Z",
  lessonsStartAt: "2026-03-04T00:00:00.000Z",
  status: 4,
  state,
});
const payNow = (stageNos: number[]) => ({ stageNos, subtotal: 1, couponSaving: 0, tax: 0, taxIncluded: false, taxRule: null, total: 1 });

describe("payNowStep", () => {
  it("binds an e-mail (1) or a phone (2), completes the student's details (3), else goes to the order", () => {
    expect([1, 2, 3, 0, 9].map(payNowStep)).toEqual(["bindEmail", "bindPhone", "studentInfo", "order", "order"]);
  });
});

describe("stagesPaidNow and payNowBlockedBy", () => {
  it("names the stages the server would charge now", () => {
    const owed = { stages: [stage(2), stage(3), stage(4)], payNow: payNow([2, 3]) };
    expect(stagesPaidNow(owed).map((owedStage) => owedStage.stageNo)).toEqual([2, 3]);
    expect(payNowBlockedBy(owed)).toBeNull();
  });

  it("says why nothing can be paid: a debit in process first, then an order waiting for payment", () => {
    expect(payNowBlockedBy({ stages: [stage(2, "debiting"), stage(3, "paying")], payNow: null })).toBe("debiting");
    expect(payNowBlockedBy({ stages: [stage(2, "paying"), stage(3, "autoPay")], payNow: null })).toBe("paying");
    expect(stagesPaidNow({ stages: [stage(2, "paying")], payNow: null })).toEqual([]);
  });
});

describe("STAGE_STATE_KEYS", () => {
  it("has an English text for every state", () => {
    const texts = en as unknown as { unpaid: { stage: { state: Record<string, string> } } };
    for (const key of Object.values(STAGE_STATE_KEYS)) expect(texts.unpaid.stage.state[key.split(".").pop()!]).toBeTruthy();
  });
});
