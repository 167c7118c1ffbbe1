// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { OrderTimeline, TimelineEvent } from "../../schemas/api/calls/service-desk.js";
import { customerService, renderAdmin, type RenderAdminOptions } from "../../tests/helpers/render-admin.js";
import { RefundDecision } from "./RefundDecision.js";

afterEach(cleanup);

const ORDER_ID = "202611271234567890";
const REFUND_ID = "6f1c7c3e-2d53-4a8e-9a53-0f0f2b1d4e11";
const requested: TimelineEvent = { kind: "refundRequested", at: "2026-11-27T10:00:00.000Z", refundId: REFUND_ID, amount: 17_910, reasonId: 6, reasonText: "Moving abroad" };

/** Only what the panel reads of a timeline: the order's currency and the events. */
const timeline = (events: TimelineEvent[]) => ({ order: { currency: { code: "USD", symbol: "$", factor: 100, decimals: 2 } }, events }) as unknown as OrderTimeline;

const render = (events: TimelineEvent[], options: RenderAdminOptions = {}) =>
  renderAdmin(<RefundDecision timeline={timeline(events)} />, { staff: customerService, path: `/admin/orders/${ORDER_ID}`, ...options });

describe("RefundDecision", () => {
  it("shows nothing without an open refund", () => {
    render([{ kind: "paid", at: "2026-11-27T09:00:00.000Z" }]);
    expect(screen.queryByRole("region", { name: "Refund request" })).toBeNull();
  });

  it("shows a waiting request and sends an approval with the refund and the note", async () => {
    const { submitted } = render([requested], { answer: () => ({ intent: "approveRefund", ok: true, result: null }) });
    expect(screen.getByText("$179.10")).toBeTruthy();
    expect(screen.getByText("Other: Moving abroad")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Note to the parent"), { target: { value: "Approved as asked." } });
    fireEvent.click(screen.getByRole("button", { name: "Approve the refund" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!.entries())).toEqual({ refundId: REFUND_ID, note: "Approved as asked.", intent: "approveRefund" });
  });

  it("asks for the note when the service refused a rejection without one, and shows a refusal's message", async () => {
    const { router } = render([requested], { answer: (form) => (form.get("note") ? { intent: "rejectRefund", ok: false, error: { code: ErrorCode.ALREADY_DECIDED, message: "This request has already been decided." } } : { intent: "rejectRefund", ok: false, invalidFields: ["note"] }) });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Write the note the parent will read.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Note to the parent"), { target: { value: "Lessons attended." } });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This request has already been decided.");
    expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`);
  });

  it("says an approved refund is being given back, with no more decisions to make", () => {
    render([requested, { kind: "refundDecided", at: "2026-11-27T11:00:00.000Z", refundId: REFUND_ID, approved: true, by: "cas@mathwise.example", note: "" }]);
    expect(screen.getByRole("status").textContent).toMatch(/^Approved: the payment gateway is giving the money back/);
    expect(screen.queryByRole("button", { name: "Approve the refund" })).toBeNull();
  });
});
