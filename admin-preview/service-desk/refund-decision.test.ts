import { describe, expect, it } from "vitest";
import type { TimelineEvent } from "../../schemas/api/calls/service-desk.js";
import { openRefundOf } from "./refund-decision.js";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
const requested = (refundId: string, minute: number): TimelineEvent => ({ kind: "refundRequested", at: at(minute), refundId, amount: 9900, reasonId: 6, reasonText: "Moving abroad" });
const decided = (refundId: string, minute: number, approved: boolean): TimelineEvent => ({ kind: "refundDecided", at: at(minute), refundId, approved, by: "cs@example.com", note: "" });
const paid: TimelineEvent = { kind: "paid", at: at(0) };

describe("openRefundOf", () => {
  it("is none without a refund request", () => {
    expect(openRefundOf([paid])).toBeNull();
  });

  it("is the request waiting for a decision", () => {
    expect(openRefundOf([paid, requested("R1", 5)])).toEqual({ refundId: "R1", amount: 9900, reasonId: 6, reasonText: "Moving abroad", requestedAt: at(5), state: "waiting" });
  });

  it("is an approved refund until the gateway has given it back, and none once it has", () => {
    const approved = [paid, requested("R1", 5), decided("R1", 6, true)];
    expect(openRefundOf(approved)).toMatchObject({ refundId: "R1", state: "approved" });
    expect(openRefundOf([...approved, { kind: "refunded", at: at(7), refundId: "R1", amount: 9900 }])).toBeNull();
  });

  it("is none once rejected, and the new request after a rejection", () => {
    const rejected = [paid, requested("R1", 5), decided("R1", 6, false)];
    expect(openRefundOf(rejected)).toBeNull();
    expect(openRefundOf([...rejected, requested("R2", 9)])).toMatchObject({ refundId: "R2", state: "waiting" });
  });
});
