import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { timelineEvents, type OrderHistoryRows } from "./timeline-events.js";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));
const order = (overrides: Partial<OrderHistoryRows["order"]> = {}): OrderHistoryRows["order"] => ({
  createdAt: at(0),
  paidAt: null,
  closedAt: null,
  status: ORDER_STATUS.toBePaid,
  ...overrides,
});
const payment = (paymentId: string, status: OrderHistoryRows["payments"][number]["status"], createdAt: Date, updatedAt: Date) => ({
  paymentId,
  gateway: "test" as const,
  amount: 9900,
  status,
  createdAt,
  updatedAt,
});

describe("timelineEvents", () => {
  it("tells an unpaid order's creation and a payment still waiting, and nothing else", () => {
    expect(timelineEvents({ order: order(), payments: [payment("p1", "pending", at(1), at(1))], coupons: [], stages: [] })).toEqual([
      { kind: "created", at: "2026-01-05T10:00:00.000Z" },
      { kind: "paymentStarted", at: "2026-01-05T10:01:00.000Z", paymentId: "p1", gateway: "test", amount: 9900 },
    ]);
  });

  it("puts a declined attempt, the retry, the first stage, the coupon and the payment in time order, the same instant by what follows what", () => {
    const paidAt = at(7);
    const events = timelineEvents({
      order: order({ status: ORDER_STATUS.paid, paidAt }),
      // Given newest first: the order of the rows does not matter.
      payments: [payment("p2", "succeeded", at(5), paidAt), payment("p1", "failed", at(1), at(2))],
      coupons: [{ campaignId: "c1", title: "Welcome $10", usedAt: paidAt }],
      stages: [
        { lineNo: 1, stageNo: 2, amount: 30000, paidAt: null },
        { lineNo: 1, stageNo: 1, amount: 30000, paidAt },
      ],
    });
    expect(events.map((event) => [event.kind, event.at.slice(11, 16)])).toEqual([
      ["created", "10:00"],
      ["paymentStarted", "10:01"],
      ["paymentResult", "10:02"],
      ["paymentStarted", "10:05"],
      ["paymentResult", "10:07"],
      ["stagePaid", "10:07"],
      ["couponUsed", "10:07"],
      ["paid", "10:07"],
    ]);
    expect(events[2]).toMatchObject({ paymentId: "p1", status: "failed" });
    expect(events[5]).toMatchObject({ lineNo: 1, stageNo: 1, amount: 30000 });
  });

  it("ends a closed order with its closing and the status it closed with; a coupon given back shows no use", () => {
    const events = timelineEvents({
      order: order({ status: ORDER_STATUS.expired, closedAt: at(30) }),
      payments: [payment("p1", "cancelled", at(3), at(30))],
      coupons: [{ campaignId: "c1", title: "Welcome $10", usedAt: null }],
      stages: [],
    });
    expect(events.map((event) => event.kind)).toEqual(["created", "paymentStarted", "paymentResult", "closed"]);
    expect(events.at(-1)).toEqual({ kind: "closed", at: "2026-01-05T10:30:00.000Z", status: ORDER_STATUS.expired });
  });
});
