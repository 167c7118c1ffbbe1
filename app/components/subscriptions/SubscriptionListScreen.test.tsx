// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { SubscriptionListScreen } from "./SubscriptionListScreen.js";
import type { SubscriptionListFilter } from "./subscription-paths.js";
import { dueCard, SUBSCRIPTION_ID, subscriptionCard } from "./subscriptions-test-support.js";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ORDER_ID = "202605101600000003";

function renderList(subscriptions: SubscriptionCard[], filter: SubscriptionListFilter = 0, answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<SubscriptionListScreen filter={filter} subscriptions={subscriptions} />, { api: api.api, path: "/my-subscription/list" });
  return { ...api, ...view };
}

const card = (title: string) => within(screen.getByRole("article", { name: title }));
const factOf = (title: string, name: string) => card(title).getByText(name).nextElementSibling?.textContent;

describe("SubscriptionListScreen", () => {
  it("filters by the latest bill's status with links, the current one marked", () => {
    renderList([], 3);
    const tabs = within(screen.getByRole("navigation", { name: "Show subscriptions" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href")])).toEqual([
      ["All", "/my-subscription/list"],
      ["To be paid", "/my-subscription/list?status=1"],
      ["Paid", "/my-subscription/list?status=2"],
      ["Payment failed", "/my-subscription/list?status=3"],
    ]);
    expect(screen.getByRole("link", { name: "Payment failed", current: "page" })).toBeTruthy();
    expect(screen.getByText("No subscriptions here.")).toBeTruthy();
  });

  it("without any, says where plans are offered and leads to the courses", () => {
    renderList([]);
    expect(screen.getByText(/No subscriptions yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse courses" }).getAttribute("href")).toBe("/courses/list");
  });

  it("shows an active card: student, period, amount, expiry, next deduction and its detail", () => {
    renderList([subscriptionCard()]);
    const title = "Grade 4 Weekly Practice";
    expect(card(title).getByText("Active")).toBeTruthy();
    expect(factOf(title, "Student")).toBe("Olivia Miller");
    expect(factOf(title, "Billing period")).toBe("Monthly");
    expect(factOf(title, "Amount per period")).toBe("$19.00");
    expect(factOf(title, "Practice open until")).toBe("05/10/2026");
    expect(factOf(title, "Next automatic deduction")).toMatch(/^\$19\.00 on .*2026/);
    expect(card(title).queryByRole("button")).toBeNull();
    expect(card(title).getByRole("link", { name: `Details of ${title}` }).getAttribute("href")).toBe(`/my-subscription/detail/${SUBSCRIPTION_ID}`);
  });

  it("shows each card status: to be paid with its pay button, active until the paid time ends, cancelled; the year with its -20 % label", () => {
    renderList([
      dueCard({ title: "Due plan", subscriptionId: "a" }),
      subscriptionCard({ title: "Ending plan", subscriptionId: "b", cardStatus: 3, cancelRequestedAt: "2026-04-20T10:00:00.000Z", nextDeduction: null }),
      subscriptionCard({ title: "Ended plan", subscriptionId: "c", cardStatus: 4, endedAt: "2026-04-20T10:00:00.000Z", endReason: "cancelled", nextDeduction: null }),
      subscriptionCard({ title: "Yearly plan", subscriptionId: "d", periodType: 4, discountPercent: 20, periodAmount: 18240 }),
    ]);
    expect(card("Due plan").getByText("To be paid")).toBeTruthy();
    expect(card("Due plan").getByRole("button", { name: "Pay now for Due plan" })).toBeTruthy();
    expect(card("Ending plan").getByText("Active until 05/10/2026")).toBeTruthy();
    expect(factOf("Ending plan", "Next automatic deduction")).toBe("None");
    expect(card("Ended plan").getByText("Cancelled")).toBeTruthy();
    expect(factOf("Ended plan", "Ended")).toBe("04/20/2026, cancelled");
    expect(card("Ended plan").queryByRole("button")).toBeNull();
    expect(factOf("Yearly plan", "Billing period")).toBe("Yearly -20%");
    expect(factOf("Yearly plan", "Amount per period")).toBe("$182.40");
  });

  it("notes a payment under way instead of offering to pay again", () => {
    renderList([dueCard({ openBill: { ...dueCard().openBill!, inProcess: true } })]);
    expect(screen.queryByRole("button", { name: /Pay now/ })).toBeNull();
    expect(screen.getByText(/A payment for this bill is under way/)).toBeTruthy();
  });

  it("pays the open bill: its order from paySubscription, paid as every order is, then the gateway", async () => {
    const { callsOf } = renderList([dueCard()], 0, {
      paySubscription: { orderId: ORDER_ID, amount: 1900, expiresAt: "2026-05-10T16:30:00.000Z" },
      payOrder: { paymentId: "pay-1", redirectUrl: "https://pay.example/p/1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Pay now for Grade 4 Weekly Practice" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.example/p/1"));
    expect(callsOf("paySubscription")).toEqual([{ subscriptionId: SUBSCRIPTION_ID }]);
    expect(callsOf("payOrder")).toEqual([{ orderId: ORDER_ID, returnUrl: `/order/result/${ORDER_ID}` }]);
  });

  it("says why a bill cannot be paid now, and reads the page again", async () => {
    const { rootLoads } = renderList([dueCard()], 0, { paySubscription: new ApiError(ErrorCode.AUTO_PAY_IN_PROCESS, "The bill is being deducted from your card.") });
    fireEvent.click(screen.getByRole("button", { name: "Pay now for Grade 4 Weekly Practice" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The bill is being deducted from your card.");
    await waitFor(() => expect(rootLoads).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });
});
