// Test support only: subscriptions as the service answers them.
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";

export const SUBSCRIPTION_ID = "5b0f3c52-9d1e-4f1a-8c1e-2a9d5e7b6c01";

type Bill = ResponseOf<"querySubscriptionHistory">["list"][number];

/** Bill 2 of the Grade 4 plan, paid by the month: April 2026 in California. */
export const bill = (overrides: Partial<Bill> = {}): Bill => ({
  billNo: 2,
  periodStart: "2026-04-10T16:00:00.000Z",
  periodEnd: "2026-05-10T16:00:00.000Z",
  amount: 1900,
  status: 2,
  dueAt: "2026-04-10T16:00:00.000Z",
  deductAt: "2026-04-12T16:00:00.000Z",
  method: "auto",
  paidAt: "2026-04-12T16:05:00.000Z",
  orderId: "202604121605000001",
  description: "",
  ...overrides,
});

/** A monthly Grade 4 plan of Olivia's, paid up to 10 May 2026 with a card kept (card status 2). */
export const subscriptionCard = (overrides: Partial<SubscriptionCard> = {}): SubscriptionCard => ({
  subscriptionId: SUBSCRIPTION_ID,
  planSkuId: "us-grade4-practice-plan",
  title: "Grade 4 Weekly Practice",
  student: { uid: "s-2", nickName: "Liv", firstName: "Olivia", lastName: "Miller" },
  periodType: 3,
  discountPercent: 0,
  currency: "USD",
  periodAmount: 1900,
  listStatus: 2,
  cardStatus: 2,
  startedAt: "2026-03-10T16:00:00.000Z",
  paidUntil: "2026-05-10T16:00:00.000Z",
  billNo: 2,
  openBill: null,
  nextDeduction: { at: "2026-05-12T16:00:00.000Z", amount: 1900 },
  card: { brand: "visa", last4: "4242" },
  cancelRequestedAt: null,
  endedAt: null,
  endReason: null,
  ...overrides,
});

/** The same, due for May: its bill 3 is open (to be paid), deducted 48 hours after it fell due. */
export const dueCard = (overrides: Partial<SubscriptionCard> = {}): SubscriptionCard =>
  subscriptionCard({
    listStatus: 1,
    cardStatus: 1,
    billNo: 3,
    openBill: { ...bill({ billNo: 3, periodStart: "2026-05-10T16:00:00.000Z", periodEnd: "2026-06-10T16:00:00.000Z", dueAt: "2026-05-10T16:00:00.000Z", deductAt: "2026-05-12T16:00:00.000Z", status: 1, method: null, paidAt: null, orderId: null }), inProcess: false },
    ...overrides,
  });

export const subscriptionDetail = (card: SubscriptionCard = subscriptionCard(), overrides: Partial<ResponseOf<"querySubscriptionDetail">> = {}): ResponseOf<"querySubscriptionDetail"> => ({
  ...card,
  practiceOpen: true,
  cancellation: null,
  ...overrides,
});
