import { describe, expect, it } from "vitest";
import { CLOSURE_AUTO_APPROVE_DAYS, closureAutoApprovesAt } from "./closure-approval.js";

describe("a closure request's auto-approval", () => {
  it("comes three whole days of 24 hours after the request, to the millisecond", () => {
    expect(CLOSURE_AUTO_APPROVE_DAYS).toBe(3);
    expect(closureAutoApprovesAt(new Date("2026-03-01T23:59:59.250Z"))).toEqual(new Date("2026-03-04T23:59:59.250Z"));
  });

  it("does not move with a daylight-saving change: it counts hours, not calendar days", () => {
    // Europe/London goes to summer time on 2026-03-29.
    expect(closureAutoApprovesAt(new Date("2026-03-28T12:00:00Z"))).toEqual(new Date("2026-03-31T12:00:00Z"));
  });
});
