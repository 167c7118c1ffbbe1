// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { SubscriptionDetailScreen } from "./SubscriptionDetailScreen.js";
import { bill, dueCard, SUBSCRIPTION_ID, subscriptionCard, subscriptionDetail } from "./subscriptions-test-support.js";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Detail = ResponseOf<"querySubscriptionDetail">;
type Bill = ResponseOf<"querySubscriptionHistory">["list"][number];

const ORDER_ID = "202605101600000003";
const PAID = [bill(), bill({ billNo: 1, periodStart: "2026-03-10T16:00:00.000Z", periodEnd: "2026-04-10T16:00:00.000Z", method: "checkout", paidAt: "2026-03-10T16:00:00.000Z" })];

function renderDetail(subscription: Detail, bills: Bill[] = PAID, answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<SubscriptionDetailScreen subscription={subscription} bills={bills} />, { api: api.api, path: `/my-subscription/detail/${SUBSCRIPTION_ID}` });
  return { ...api, ...view };
}

const region = (name: string) => within(screen.getByRole("region", { name }));
const fact = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("SubscriptionDetailScreen", () => {
  it("shows the card's facts with the bill number and the card kept, the 48-hour rule, the bills and the way to cancel", () => {
    renderDetail(subscriptionDetail());
    expect(screen.getByRole("heading", { level: 1, name: "Grade 4 Weekly Practice" })).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(fact("Current bill")).toBe("Bill 2");
    expect(fact("Payment method")).toBe("Visa ending in 4242");
    expect(screen.getByText(/pay it by hand for 48 hours after it falls due; after that it is deducted automatically/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Bill to pay" })).toBeNull();
    const rows = region("Bills").getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "BillPeriodAmountStatusHow paidPaid on",
      "204/10/2026 – 05/10/2026$19.00PaidAutomatic deduction04/12/2026",
      "103/10/2026 – 04/10/2026$19.00PaidAt purchase03/10/2026",
    ]);
    expect(region("Cancellation").getByRole("link", { name: "Cancel subscription" }).getAttribute("href")).toBe(`/my-subscription/cancelSubscription/${SUBSCRIPTION_ID}`);
    expect(screen.getByRole("link", { name: "Back to My Subscriptions" }).getAttribute("href")).toBe("/my-subscription/list");
  });

  it("says when no card is kept: bills are paid by hand", () => {
    renderDetail(subscriptionDetail(subscriptionCard({ card: null, nextDeduction: null })));
    expect(fact("Payment method")).toBe("No card kept: bills are paid by hand");
    expect(screen.getByText(/without one, nothing is deducted: pay each bill by hand here/)).toBeTruthy();
  });

  it("offers to pay the open bill, with when it is deducted otherwise, and pays it as every order is paid", async () => {
    const { callsOf } = renderDetail(subscriptionDetail(dueCard(), { practiceOpen: false }), PAID, {
      paySubscription: { orderId: ORDER_ID, amount: 1900, expiresAt: "2026-05-10T16:30:00.000Z" },
      payOrder: { paymentId: "pay-1", redirectUrl: "/pay/test/pay-1" },
    });
    expect(screen.getByText("Practice is closed until the bill is paid.")).toBeTruthy();
    const open = region("Bill to pay");
    expect(open.getByText("Bill 3: $19.00 for 05/10/2026 – 06/10/2026")).toBeTruthy();
    expect(open.getByText(/deducted from your card on .*2026/)).toBeTruthy();
    fireEvent.click(open.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pay/test/pay-1"));
    expect(callsOf("paySubscription")).toEqual([{ subscriptionId: SUBSCRIPTION_ID }]);
    expect(callsOf("payOrder")).toEqual([{ orderId: ORDER_ID, returnUrl: `/order/result/${ORDER_ID}` }]);
  });

  it("shows a note instead of the button while a payment takes the bill", () => {
    renderDetail(subscriptionDetail(dueCard({ openBill: { ...dueCard().openBill!, inProcess: true } })));
    const open = region("Bill to pay");
    expect(open.queryByRole("button")).toBeNull();
    expect(open.getByText(/A payment for this bill is under way/)).toBeTruthy();
  });

  it("says why the deduction failed, and that the bill may still be paid by hand", () => {
    const failedBill = { ...dueCard().openBill!, status: 3 as const, description: "Your card was declined." };
    renderDetail(subscriptionDetail(dueCard({ listStatus: 3, openBill: failedBill, nextDeduction: null })), [failedBill, ...PAID]);
    const open = region("Bill to pay");
    expect(open.getByRole("alert").textContent).toMatch(/^The automatic deduction failed: Your card was declined\. You can still pay it by hand until .*2026/);
    expect(open.getByRole("button", { name: "Pay now" })).toBeTruthy();
    expect(region("Bills").getAllByRole("row")[1]!.textContent).toContain("Payment failedYour card was declined.");
  });

  it("shows the cancellation asked, without the way to ask again", () => {
    renderDetail(
      subscriptionDetail(subscriptionCard({ cardStatus: 3, cancelRequestedAt: "2026-04-20T17:00:00.000Z", nextDeduction: null }), {
        cancellation: { reason: { reasonId: 2, text: "We did not use it enough" }, note: "Back in the autumn.", requestedAt: "2026-04-20T17:00:00.000Z" },
      }),
    );
    expect(screen.getByText("Active until 05/10/2026")).toBeTruthy();
    const cancellation = region("Cancellation");
    expect(cancellation.getByText("Cancellation asked on 04/20/2026.")).toBeTruthy();
    expect(cancellation.getByText("Reason: We did not use it enough")).toBeTruthy();
    expect(cancellation.getByText("Your note: Back in the autumn.")).toBeTruthy();
    expect(cancellation.queryByRole("link")).toBeNull();
  });

  it("has no cancellation part once ended unpaid", () => {
    renderDetail(subscriptionDetail(subscriptionCard({ cardStatus: 4, endedAt: "2026-06-10T16:00:00.000Z", endReason: "unpaid", nextDeduction: null }), { practiceOpen: false }));
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(fact("Ended")).toBe("06/10/2026, not paid");
    expect(screen.queryByText("Practice is closed until the bill is paid.")).toBeNull();
    expect(screen.queryByRole("region", { name: "Cancellation" })).toBeNull();
  });
});
