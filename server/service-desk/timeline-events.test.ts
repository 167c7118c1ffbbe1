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

/** Nothing happened after the purchase. */
const quiet = { refunds: [], addressChanges: [], shipments: [], debitAttempts: [], closures: [], messages: [] };

describe("timelineEvents", () => {
  it("tells an unpaid order's creation and a payment still waiting, and nothing else", () => {
    expect(timelineEvents({ order: order(), payments: [payment("p1", "pending", at(1), at(1))], coupons: [], stages: [], ...quiet })).toEqual([
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
      ...quiet,
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
      ...quiet,
    });
    expect(events.map((event) => event.kind)).toEqual(["created", "paymentStarted", "paymentResult", "closed"]);
    expect(events.at(-1)).toEqual({ kind: "closed", at: "2026-01-05T10:30:00.000Z", status: ORDER_STATUS.expired });
  });

  it("tells what followed the purchase: the parent's address change, the parcel, a debit, a refund asked and decided, the mails", () => {
    const address = { name: "Ann Lee", countryCallingCode: "+1", phone: "2025550123", postcode: "10001", address1: "1 Main St", address2: "", city: "New York", state: "NY", suburb: "", country: "US", delivery: "standard" as const };
    const events = timelineEvents({
      order: order({ status: ORDER_STATUS.refunded, paidAt: at(1) }),
      payments: [],
      coupons: [],
      stages: [],
      refunds: [
        { id: "R1", status: "rejected", amount: 9900, reasonId: 1, reasonText: "", note: "Lessons started", decidedBy: "cs@example.com", requestedAt: at(20), decidedAt: at(22), refundedAt: null },
        { id: "R2", status: "refunded", amount: 5000, reasonId: 9, reasonText: "Moving abroad", note: "", decidedBy: "cs@example.com", requestedAt: at(30), decidedAt: at(31), refundedAt: at(31) },
      ],
      addressChanges: [{ after: address, staffEmail: null, changedAt: at(3) }],
      shipments: [{ packageNo: 1, carrier: "UPS", trackingNumber: "1Z999", status: "delivered", shippedAt: at(5), deliveredAt: at(9) }],
      debitAttempts: [{ stageNo: 2, type: "auto", result: "failed", description: "card declined", attemptedAt: at(10), finishedAt: at(11) }],
      closures: [{ reason: "Paying by hand", status: "under_review", note: "", decidedBy: null, requestedAt: at(12), decidedAt: null }],
      messages: [{ channel: "email", subject: "Your receipt", delivery: "outbox", createdAt: at(1) }],
    });
    expect(events.map((event) => [event.kind, event.at.slice(14, 16)])).toEqual([
      ["created", "00"],
      ["paid", "01"],
      ["messageSent", "01"],
      ["addressChanged", "03"],
      ["shipped", "05"],
      ["delivered", "09"],
      ["debitAttempted", "11"],
      ["autoPayClosureRequested", "12"],
      ["refundRequested", "20"],
      ["refundDecided", "22"],
      ["refundRequested", "30"],
      ["refundDecided", "31"],
      ["refunded", "31"],
    ]);
    expect(events.find((event) => event.kind === "refundDecided")).toMatchObject({ refundId: "R1", approved: false, by: "cs@example.com", note: "Lessons started" });
    expect(events.find((event) => event.kind === "addressChanged")).toMatchObject({ by: null, address: { city: "New York" } });
  });
});
