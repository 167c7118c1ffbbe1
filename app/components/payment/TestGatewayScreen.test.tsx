// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { TestGatewayPage, TestPayment } from "./payment-rules.js";
import { testPayment } from "./payment-test-support.js";
import { TestGatewayScreen } from "./TestGatewayScreen.js";

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const RETURN_TO = "/order/result/1001";

function renderGateway(page: Partial<TestGatewayPage> = {}, answers: Answers = {}) {
  const api = fakeApi(answers);
  const full = { problem: null, payment: testPayment(), remainMs: 29 * 60_000, returnTo: RETURN_TO, ...page } as TestGatewayPage;
  const view = renderAccount(<TestGatewayScreen page={full} />, { api: api.api, signedIn: null, site: fixtureSite("uk"), path: "/pay/test/pay_abc123" });
  return { ...api, ...view };
}

/** actTestPayment answering the payment in the status the action leads to. */
const actingAs = (status: TestPayment["status"]) => ({ actTestPayment: () => testPayment({ status }) });

const button = (name: string) => screen.getByRole("button", { name });

describe("TestGatewayScreen", () => {
  it("shows the amount in the site's currency, the order number and the time left, ticking", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderGateway();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Complete your payment");
    expect(screen.getByText("£376.99")).toBeTruthy();
    expect(screen.getByText("1001")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("00:29:00");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:28:59");
    for (const name of ["Pay", "Decline (card declined)", "Require extra authentication", "Abandon"]) expect(button(name)).toBeTruthy();
  });

  it.each([
    ["Pay", "pay", "succeeded"],
    ["Decline (card declined)", "decline", "failed"],
  ] as const)("%s tells the gateway and sends the payer back", async (label, action, status) => {
    const { callsOf } = renderGateway({}, actingAs(status));
    fireEvent.click(button(label));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(callsOf("actTestPayment")).toEqual([{ paymentId: "pay_abc123", action }]);
    expect(screen.getByText("Returning to the shop…")).toBeTruthy();
    expect((button("Pay") as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks for extra authentication, then passes or fails it and sends the payer back", async () => {
    const answers = { actTestPayment: (request: { action: string }) => testPayment({ status: request.action === "require_authentication" ? "requires_action" : "failed" }) };
    const { callsOf } = renderGateway({}, answers);
    fireEvent.click(button("Require extra authentication"));
    await screen.findByRole("heading", { level: 1, name: "Extra authentication" });
    await screen.findByRole("button", { name: "Authenticate" });
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(button("Fail authentication"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(callsOf("actTestPayment")).toEqual([
      { paymentId: "pay_abc123", action: "require_authentication" },
      { paymentId: "pay_abc123", action: "fail_authentication" },
    ]);
  });

  it("authenticates a payment that asked for it", async () => {
    const { callsOf } = renderGateway({ payment: testPayment({ status: "requires_action" }) }, actingAs("succeeded"));
    fireEvent.click(button("Authenticate"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(callsOf("actTestPayment")).toEqual([{ paymentId: "pay_abc123", action: "authenticate" }]);
  });

  it("abandons: back to the shop without paying, even when the gateway no longer answers for the payment", async () => {
    const { callsOf } = renderGateway({}, { actTestPayment: new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED) });
    fireEvent.click(button("Abandon"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(RETURN_TO));
    expect(callsOf("actTestPayment")).toEqual([{ paymentId: "pay_abc123", action: "abandon" }]);
  });

  it("says the link has expired when the order can no longer be paid", async () => {
    renderGateway({}, { actTestPayment: new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED) });
    fireEvent.click(button("Pay"));
    await screen.findByRole("heading", { level: 1, name: "The link has expired. Please retrieve the link and visit again" });
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe(RETURN_TO);
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("says the link is empty when the gateway no longer knows the payment", async () => {
    renderGateway({}, { actTestPayment: new ApiError(ErrorCode.PAYMENT_LINK_EMPTY) });
    fireEvent.click(button("Decline (card declined)"));
    await screen.findByRole("heading", { level: 1, name: "The payment link is empty" });
  });

  it("shows another failure and lets the payer try again", async () => {
    const { callsOf } = renderGateway({}, { actTestPayment: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) });
    fireEvent.click(button("Pay"));
    expect((await screen.findByRole("alert")).textContent).toBe("Operation too frequent");
    await waitFor(() => expect((button("Pay") as HTMLButtonElement).disabled).toBe(false));
    expect(callsOf("actTestPayment")).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ["empty", "The payment link is empty"],
    ["expired", "The link has expired. Please retrieve the link and visit again"],
  ] as const)("a link the loader found %s says so, with the way back", (problem, text) => {
    renderGateway({ problem, payment: null, remainMs: 0, returnTo: "/order/list" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(text);
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe("/order/list");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("closes when the time to pay runs out, and for a payment already settled", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    renderGateway({ remainMs: 2000 });
    expect(button("Pay")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The link has expired. Please retrieve the link and visit again");
    cleanup();
    renderGateway({ payment: testPayment({ status: "succeeded" }) });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The link has expired. Please retrieve the link and visit again");
  });
});
