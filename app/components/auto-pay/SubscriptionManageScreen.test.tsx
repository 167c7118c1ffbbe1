// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AutoPayStatus } from "../../../schemas/api/calls/auto-pay.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import type { AutoPayOrderView } from "./auto-pay-rules.js";
import { SubscriptionManageScreen } from "./SubscriptionManageScreen.js";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ORDER_ID = "202611270123456789";

const status = (overrides: Partial<AutoPayStatus> = {}): AutoPayStatus => ({
  orderId: ORDER_ID,
  title: "AMC 10 Problem Seminar",
  student: { uid: "u-1", nickName: "Bo", firstName: "Bo", lastName: "Parent" },
  currency: "USD",
  authorization: "authorized",
  open: true,
  card: { brand: "visa", last4: "4242" },
  nextDebit: { stageNo: 2, debitFrom: "2026-12-30T18:30:00.000Z", dueAt: "2026-12-31T18:30:00.000Z", amount: 7960 },
  closure: null,
  notice: null,
  ...overrides,
});

const order = (overrides: Partial<AutoPayStatus> = {}, rest: Partial<Omit<AutoPayOrderView, "status">> = {}): AutoPayOrderView => ({
  status: status(overrides),
  records: [],
  history: [{ paymentId: "p1", purpose: "checkout", stageNo: null, gateway: "test", amount: 7960, refunded: 0, currency: "USD", status: "succeeded", createdAt: "2026-11-27T10:00:00.000Z", updatedAt: "2026-11-27T10:00:00.000Z" }],
  ...rest,
});

function renderScreen(orders: AutoPayOrderView[], answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<SubscriptionManageScreen orders={orders} />, { api: api.api, path: "/subscription-manage" });
  return { ...api, ...view };
}

const section = (name: string) => within(screen.getByRole("region", { name }));

describe("SubscriptionManageScreen", () => {
  it("shows each auto-pay order's state, card, next debit, records and payments", () => {
    renderScreen([
      order({}, { records: [{ attemptId: 1, stageNo: 2, attemptedAt: "2026-12-30T19:00:00.000Z", type: "auto", result: "failed", description: "Your card was declined.", amount: 7960, finishedAt: "2026-12-30T19:00:01.000Z" }] }),
    ]);
    const card = within(screen.getByRole("article", { name: "AMC 10 Problem Seminar" }));
    expect(card.getByText(`Order number: ${ORDER_ID} · Student: Bo Parent`)).toBeTruthy();
    expect(card.getByText("On")).toBeTruthy();
    expect(card.getByText("Authorised")).toBeTruthy();
    expect(card.getByText("Visa ending in 4242")).toBeTruthy();
    expect(card.getByText(/^Stage 2: \$79\.60, debited from .* \(due .*\)$/)).toBeTruthy();
    expect(section("Auto-pay records").getByRole("row", { name: /Auto debit 2 \$79\.60 Failed Your card was declined\./ })).toBeTruthy();
    expect(section("Payment history").getByRole("row", { name: /At checkout \$79\.60 Paid/ })).toBeTruthy();
    expect(card.getByRole("button", { name: "Change card" })).toBeTruthy();
  });

  it("tells a parent whose authorisation failed (611) and sends them to authorise again", async () => {
    const { callsOf } = renderScreen([order({ authorization: "unauthorized", notice: 611 })], { authorizeAutoPay: { redirectUrl: "/pay/test/authorize/t?return=x" } });
    expect(screen.getByText("Auto-debit authorisation failed. Please authorise your card again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Authorise again" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pay/test/authorize/t?return=x"));
    expect(callsOf("authorizeAutoPay")).toEqual([{ orderId: ORDER_ID }]);
  });

  it("asks for a reason before requesting closure, sends it, and reads the page again", async () => {
    const { callsOf, rootLoads } = renderScreen([order()], { applyAutoPayClosure: {} });
    const closure = section("Close auto pay");
    fireEvent.click(closure.getByRole("button", { name: "Request closure" }));
    expect(closure.getByText("Please give a reason.")).toBeTruthy();
    expect(callsOf("applyAutoPayClosure")).toEqual([]);
    fireEvent.change(closure.getByLabelText("Why do you want to close auto pay?"), { target: { value: "Moving abroad." } });
    fireEvent.click(closure.getByRole("button", { name: "Request closure" }));
    await waitFor(() => expect(callsOf("applyAutoPayClosure")).toEqual([{ orderId: ORDER_ID, reason: "Moving abroad." }]));
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
  });

  it("shows a request under review without another form, and a closed auto pay without card actions", () => {
    const closure = { closureId: 1, reason: "Moving abroad.", note: "", requestedAt: "2026-11-27T10:00:00.000Z", autoApproveAt: "2026-11-30T10:00:00.000Z", decidedAt: null };
    renderScreen([
      order({ closure: { ...closure, status: "under_review" } }),
      order({ orderId: "202611270123456780", open: false, nextDebit: null, closure: { ...closure, status: "approved", note: "All the best.", decidedAt: "2026-11-28T10:00:00.000Z" } }),
    ]);
    const [underReview, closed] = screen.getAllByRole("article");
    expect(within(underReview!).getByText(/^Closure requested on .*: under review\. Without a decision it is approved on /)).toBeTruthy();
    expect(within(underReview!).queryByRole("button", { name: "Request closure" })).toBeNull();
    expect(within(closed!).getByText("Closed: later stages are paid by hand")).toBeTruthy();
    expect(within(closed!).getByText(/^Closure approved on /)).toBeTruthy();
    expect(within(closed!).getByText("Customer service: All the best.")).toBeTruthy();
    expect(within(closed!).getByText("Nothing left to debit")).toBeTruthy();
    expect(within(closed!).queryByRole("button")).toBeNull();
  });

  it("says when the family has no auto-pay order", () => {
    renderScreen([]);
    expect(screen.getByText("You have no orders paid by auto pay.")).toBeTruthy();
  });
});
