import type { UnpaidClass } from "../../../schemas/api/calls/unpaid.js";

type Stage = UnpaidClass["stages"][number];

/** An owed stage of the sample class: four lessons, $180, due three days before they begin. */
export function owedStage(overrides: Partial<Stage> = {}): Stage {
  return {
    stageNo: 2,
    lessonCount: 4,
    amount: 18_000,
    couponDiscount: 0,
    dueAt: "2026-03-01T17:30:00.000Z",
    lessonsStartAt: "2026-03-04T17:30:00.000Z",
    status: 4,
    state: "toPay",
    ...overrides,
  };
}

/** A sample class bought by instalments with its second and third stages owed, the second payable now. */
export function owedClass(overrides: Partial<UnpaidClass> = {}): UnpaidClass {
  return {
    orderId: "20260105123456789",
    skuId: "us-amc8-prep-online-sku",
    title: "AMC 8 Competition Prep",
    autoPay: false,
    stages: [owedStage(), owedStage({ stageNo: 3, dueAt: "2026-03-29T17:30:00.000Z", lessonsStartAt: "2026-04-01T17:30:00.000Z" })],
    payNow: { stageNos: [2], subtotal: 18_000, couponSaving: 0, tax: 0, taxIncluded: false, taxRule: null, total: 18_000 },
    pendingOrderId: null,
    ...overrides,
  };
}
