import type { serviceDeskSubscriptionCalls, subscriptionCalls } from "../../schemas/api/calls/subscriptions.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { SubscriptionPeriodType } from "../../schemas/learning.js";
import { newStudent, type signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** A us practice plan at 19.00 USD a month, sold with the Grade 4 Problem Solving course. */
export const GRADE4_PLAN = { skuId: "us-grade4-practice-plan", courseId: "us-grade4-problem-solving", monthlyPrice: 1900 } as const;

/**
 * Buys the plan for the family's student (details completed first) and pays on the test gateway with `card`, which
 * the purchase keeps for later deductions (0341 is refused when deducted later); answers the order and the subscription.
 */
export async function subscribe(family: Family, { periodType = 3 as SubscriptionPeriodType, card = "4242" as "4242" | "0341", planSkuId = GRADE4_PLAN.skuId as string } = {}) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: planSkuId }, periodType }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay", card }, family.call);
  const { list } = await family.api.call("querySubscriptionList", {}, family.call);
  return { orderId, subscription: list.find((candidate) => candidate.planSkuId === planSkuId)! };
}

/** A subscription whose first period is over, so its second bill is open (auto-pay's sweep run a minute after it fell due). */
export async function subscribeWithBillDue(running: TestService, family: Family) {
  const { subscription } = await subscribe(family);
  await running.autoPay(new Date(Date.parse(subscription.paidUntil) + 60_000));
  return subscription.subscriptionId;
}

/** The cases of tests/integration/calls.test.ts for the subscription calls. */
type Calls = typeof subscriptionCalls & typeof serviceDeskSubscriptionCalls;
type Cases<N extends keyof Calls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const SUBSCRIPTION_ID = "00000000-0000-4000-8000-000000000000";

export const subscriptionCallCases: { [N in keyof Calls]: Cases<N> } = {
  querySubscriptionPlans: { valid: { courseId: GRADE4_PLAN.courseId }, wrongType: { courseId: 4 }, missing: { data: {}, field: "data.courseId" } },
  querySubscriptionList: { valid: { status: 1 }, wrongType: { status: "paid" }, missing: { data: undefined, field: "data" } },
  querySubscriptionDetail: {
    valid: async (_running, family) => ({ subscriptionId: (await subscribe(family)).subscription.subscriptionId }),
    wrongType: { subscriptionId: 7 },
    missing: { data: {}, field: "data.subscriptionId" },
  },
  querySubscriptionHistory: {
    valid: async (_running, family) => ({ subscriptionId: (await subscribe(family)).subscription.subscriptionId }),
    wrongType: { subscriptionId: "not-a-uuid" },
    missing: { data: {}, field: "data.subscriptionId" },
  },
  paySubscription: {
    valid: async (running, family) => ({ subscriptionId: await subscribeWithBillDue(running, family) }),
    wrongType: { subscriptionId: ["x"] },
    missing: { data: {}, field: "data.subscriptionId" },
  },
  querySubscriptionCancelReasons: { valid: {}, wrongType: "reasons", missing: { data: undefined, field: "data" } },
  cancelSubscription: {
    valid: async (_running, family) => ({ subscriptionId: (await subscribe(family)).subscription.subscriptionId, reasonId: 2 }),
    wrongType: { subscriptionId: SUBSCRIPTION_ID, reasonId: "too expensive" },
    missing: { data: { subscriptionId: SUBSCRIPTION_ID }, field: "data.reasonId" },
  },
  serviceListCancellations: { valid: { locale: "us" }, wrongType: { locale: 1 }, missing: { data: undefined, field: "data" } },
};
