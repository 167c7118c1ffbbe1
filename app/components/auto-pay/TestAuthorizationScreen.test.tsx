// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { testPayment } from "../payment/payment-test-support.js";
import { TestGatewayScreen } from "../payment/TestGatewayScreen.js";
import { TestAuthorizationScreen, type TestAuthorizationPage } from "./TestAuthorizationScreen.js";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const authorization = { token: "tok", orderId: "202611270123456789", expiresAt: "2026-11-27T10:30:00.000Z" };

function renderPage(page: Partial<TestAuthorizationPage> = {}, answers: Answers = {}) {
  const api = fakeApi(answers);
  const view = renderAccount(<TestAuthorizationScreen page={{ screen: "my-unpaid-courses", problem: null, authorization, ...page }} />, { api: api.api, signedIn: null, path: "/pay/test/authorize/tok" });
  return { ...api, ...view };
}

describe("TestAuthorizationScreen", () => {
  it("authorises the chosen test card and sends the payer to the notice of the screen they came from", async () => {
    const { callsOf } = renderPage({}, { actTestAuthorization: { status: "success" } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Authorise a card for auto pay");
    expect(screen.getByText(authorization.orderId)).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Visa ending in 0341: later debits are declined"));
    fireEvent.click(screen.getByRole("button", { name: "Authorise" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/my-unpaid-courses/autopay-notice/success"));
    expect(callsOf("actTestAuthorization")).toEqual([{ token: "tok", action: "authorize", card: "0341" }]);
  });

  it("goes on to the notice the gateway answers for a refusal", async () => {
    renderPage({ screen: "subscription-manage" }, { actTestAuthorization: { status: "failed" } });
    fireEvent.click(screen.getByRole("button", { name: "Decline (card refused)" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/subscription-manage/autopay-notice/failed"));
  });

  it("says the link has expired once it is used, with the way back to the screen it came from", async () => {
    renderPage({}, { actTestAuthorization: new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED, "") });
    fireEvent.click(screen.getByRole("button", { name: "Authorise" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The link has expired. Please retrieve the link and visit again"));
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe("/my-unpaid-courses/list");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows a link that leads nowhere as empty", () => {
    renderPage({ problem: "empty", authorization: null });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("The payment link is empty");
  });
});

describe("the test gateway's payment page of an auto-pay order", () => {
  it("offers a choice of test card and pays with the chosen one; other orders pay with no choice", async () => {
    const api = fakeApi({ actTestPayment: () => testPayment({ status: "succeeded", savesCard: true }) });
    renderAccount(<TestGatewayScreen page={{ problem: null, payment: testPayment({ savesCard: true }), remainMs: 60_000, returnTo: "/order/result/1001" }} />, { api: api.api, signedIn: null });
    fireEvent.click(screen.getByLabelText("Visa ending in 0341: later debits are declined"));
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/order/result/1001"));
    expect(api.callsOf("actTestPayment")).toEqual([{ paymentId: "pay_abc123", action: "pay", card: "0341" }]);
    cleanup();
    renderAccount(<TestGatewayScreen page={{ problem: null, payment: testPayment(), remainMs: 60_000, returnTo: "/order/result/1001" }} />, { api: api.api, signedIn: null });
    expect(screen.queryByRole("group", { name: "Test card" })).toBeNull();
  });
});
