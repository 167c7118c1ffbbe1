// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Screens from "../../../rules/screens.js";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { OrderResultScreen } from "./OrderResultScreen.js";
import { RECHECK_MS, type OrderResult } from "./payment-rules.js";
import { orderLine, orderResult } from "./payment-test-support.js";

/** Which screens this build has decides the paid page's links; here every one is built. */
vi.mock("../../../rules/screens.js", async (original) => ({ ...(await original<typeof Screens>()), linkTargetExists: () => true }));

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useLoginDialog.setState({ open: false, request: {} });
});

function renderResult(order: OrderResult, answers: Answers = {}, locale = "uk") {
  const api = fakeApi(answers);
  const view = renderAccount(<OrderResultScreen order={order} />, { api: api.api, site: fixtureSite(locale), path: `/order/result/${order.orderId}` });
  return { ...api, ...view };
}

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const figure = (label: string) => within(screen.getByRole("region", { name: "Order summary" })).getByText(label).nextElementSibling?.textContent;

/** Timers under test control; promises of the fake API still settle on their own. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

/** What the screen sent for one call: its request and options (the idempotency key), in order. */
function sent(call: ReturnType<typeof fakeApi>["call"], name: string) {
  const calls = call.mock.calls as unknown as [string, unknown, unknown, { idempotencyKey?: string } | undefined][];
  return calls.filter(([called]) => called === name).map(([, request, , options]) => ({ request, key: options?.idempotencyKey }));
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe("OrderResultScreen: paid", () => {
  const paid = orderResult({ status: ORDER_STATUS.paid, paidAt: "2025-03-01T10:12:00.000Z", remainPayMs: 0, payment: { status: "succeeded" } });

  it("shows the order's figures exactly as answered, with GST added on top, and when it was paid", () => {
    renderResult(paid);
    expect(heading()).toBe("Payment successful");
    expect(screen.getByText("Order number: 1001")).toBeTruthy();
    expect(screen.getByText("Paid on 10:12 01/03/2025")).toBeTruthy();
    const lines = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(lines).toEqual(["Year 5 Foundations× 1£300.00", "Year 5 Workbook× 2£15.00"]);
    expect(figure("Subtotal")).toBe("£330.00");
    expect(figure("Coupon saving")).toBe("-£20.00");
    expect(figure("Standard delivery")).toBe("£4.99");
    expect(figure("GST 20%")).toBe("£62.00");
    expect(figure("Total")).toBe("£376.99");
    expect(screen.queryByText("Group-buy discount")).toBeNull();
    expect(screen.queryByText("Paid now")).toBeNull();
  });

  it("leads on to the order list and the student's courses", () => {
    renderResult(paid);
    const links = within(screen.getByRole("navigation", { name: "Where next" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["My orders", "/order/list"],
      ["My courses", "/my-courses/list"],
    ]);
  });

  it("leads a group buy's payer back to their group", () => {
    renderResult({ ...paid, groupBuy: { activityId: 7001, groupId: "5b0c7c8e-0000-4000-8000-000000000001" } });
    expect(screen.getByRole("link", { name: "See your group" }).getAttribute("href")).toBe("/activity/group/detail/7001?groupId=5b0c7c8e-0000-4000-8000-000000000001");
    cleanup();
    renderResult(paid);
    expect(screen.queryByRole("link", { name: "See your group" })).toBeNull();
  });

  it("says GST is included where the site includes it, and what instalments charged at checkout", () => {
    const sg = orderResult({
      status: ORDER_STATUS.paid,
      currency: "SGD",
      paidAt: "2025-03-01T10:12:00.000Z",
      fees: [],
      taxIncluded: true,
      taxRule: { label: "GST", rateBasisPoints: 900 },
      tax: 2477,
      groupDiscount: 1000,
      total: 30000,
      dueNow: 7500,
      stages: [1, 2, 3, 4].map((stageNo) => ({ stageNo, lessonCount: 4, sellPrice: 7500, couponDiscount: 0, continuePay: stageNo > 1, dueAt: "2025-03-01T00:00:00.000Z", status: stageNo === 1 ? 3 : 4 })),
    });
    renderResult(sg, {}, "sg");
    expect(figure("GST 9% (included)")).toBe("S$24.77");
    expect(figure("Group-buy discount")).toBe("-S$10.00");
    expect(figure("Paid now")).toBe("S$75.00");
  });
});

describe("OrderResultScreen: waiting for payment", () => {
  it("counts down the time to pay and offers to pay or cancel an order with no payment yet", () => {
    fakeClock();
    renderResult(orderResult({ remainPayMs: 90_000 }));
    expect(heading()).toBe("Waiting for payment");
    expect(screen.getByRole("timer").textContent).toBe("00:01:30");
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:01:29");
    expect(screen.getByText("Please pay before the time runs out; after that the order is cancelled and its seats are released.")).toBeTruthy();
    expect(button("Pay now")).toBeTruthy();
    expect(button("Cancel order")).toBeTruthy();
    expect(screen.queryByText(/the bank's notice may not have arrived/)).toBeNull();
  });

  it("confirms a pending payment: the notice for a charge not yet shown, and checks again until the webhook has come", async () => {
    fakeClock();
    const answers = [orderResult({ payment: { status: "pending" } }), orderResult({ status: ORDER_STATUS.paid, paidAt: "2025-03-01T10:12:00.000Z", payment: { status: "succeeded" } })];
    const { callsOf } = renderResult(orderResult({ payment: { status: "pending" } }), { queryOrderResult: () => answers.shift() });
    expect(screen.getByText("Confirming your payment…")).toBeTruthy();
    expect(screen.getByText("If you were charged, the bank's notice may not have arrived yet. Please check again later.")).toBeTruthy();
    await advance(RECHECK_MS - 1);
    expect(callsOf("queryOrderResult")).toHaveLength(0);
    await advance(1);
    expect(callsOf("queryOrderResult")).toEqual([{ orderId: "1001" }]);
    expect(heading()).toBe("Waiting for payment");
    await advance(RECHECK_MS);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
    expect(heading()).toBe("Payment successful");
    await advance(RECHECK_MS * 3);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
  });

  it("keeps checking after a check that got no answer, and stops and asks for a login when the session is gone", async () => {
    fakeClock();
    const answers: unknown[] = [new ApiError(ErrorCode.NETWORK_ERROR), new ApiError(ErrorCode.SESSION_INVALID)];
    const { callsOf } = renderResult(orderResult({ payment: { status: "pending" } }), { queryOrderResult: () => answers.shift() });
    await advance(RECHECK_MS);
    expect(callsOf("queryOrderResult")).toHaveLength(1);
    expect(useLoginDialog.getState().open).toBe(false);
    await advance(RECHECK_MS);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
    expect(useLoginDialog.getState().open).toBe(true);
    await advance(RECHECK_MS * 3);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
  });

  it("does not check again while nothing can change by itself", async () => {
    fakeClock();
    const { callsOf } = renderResult(orderResult({ payment: { status: "failed" } }));
    await advance(RECHECK_MS * 3);
    expect(callsOf("queryOrderResult")).toHaveLength(0);
  });

  it("offers repay or cancel after a failed payment; each repay attempt has its own idempotency key", async () => {
    const attempts: unknown[] = [new ApiError(ErrorCode.SYSTEM_ERROR, "Gateway unavailable"), { paymentId: "pay_2", redirectUrl: "/pay/test/pay_2?return=%2Forder%2Fresult%2F1001" }];
    const { call } = renderResult(orderResult({ payment: { status: "failed" } }), { payOrder: () => attempts.shift() });
    expect(screen.getByText("Payment failed. You can pay again or cancel the order.")).toBeTruthy();
    expect(screen.getByText(/the bank's notice may not have arrived/)).toBeTruthy();
    fireEvent.click(button("Pay again"));
    expect((await screen.findByRole("alert")).textContent).toBe("Gateway unavailable");
    await waitFor(() => expect(button("Pay again").disabled).toBe(false));
    fireEvent.click(button("Pay again"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pay/test/pay_2?return=%2Forder%2Fresult%2F1001"));
    const pays = sent(call, "payOrder");
    expect(pays.map(({ request }) => request)).toEqual([
      { orderId: "1001", returnUrl: "/order/result/1001" },
      { orderId: "1001", returnUrl: "/order/result/1001" },
    ]);
    const keys = pays.map(({ key }) => key);
    expect(keys.every((key) => typeof key === "string" && key.length >= 16)).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(button("Taking you to payment…").disabled).toBe(true);
  });

  it("shows what the order has become when it can no longer be paid", async () => {
    const { callsOf } = renderResult(orderResult({ payment: { status: "failed" } }), {
      payOrder: new ApiError(ErrorCode.ORDER_NOT_PAYABLE),
      queryOrderResult: orderResult({ status: ORDER_STATUS.expired, remainPayMs: 0 }),
    });
    fireEvent.click(button("Pay again"));
    await screen.findByRole("heading", { level: 1, name: "Order expired" });
    expect(callsOf("queryOrderResult")).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says an abandoned payment or extra authentication left undone plainly, and offers to pay", () => {
    renderResult(orderResult({ payment: { status: "cancelled" } }));
    expect(button("Pay now")).toBeTruthy();
    cleanup();
    renderResult(orderResult({ payment: { status: "requires_action" } }));
    expect(screen.getByText("The extra authentication your bank asked for was not completed.")).toBeTruthy();
    expect(button("Pay again")).toBeTruthy();
  });

  it("cancels the order after confirmation and shows it cancelled, with the way back to the course", async () => {
    const { call, callsOf } = renderResult(orderResult({ payment: { status: "failed" } }), {
      cancelOrder: { status: ORDER_STATUS.cancelled },
      queryOrderResult: orderResult({ status: ORDER_STATUS.cancelled, remainPayMs: 0, payment: { status: "failed" } }),
    });
    fireEvent.click(button("Cancel order"));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    expect(callsOf("cancelOrder")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await screen.findByRole("heading", { level: 1, name: "Order cancelled" });
    const [cancel] = sent(call, "cancelOrder");
    expect(cancel?.request).toEqual({ orderId: "1001" });
    expect(typeof cancel?.key).toBe("string");
    expect(screen.getByRole("link", { name: "Back to the course" }).getAttribute("href")).toBe("/courses/detail/uk-y5-sku");
  });

  it("keeps the order when the dialog is dismissed, and shows why a cancellation failed", async () => {
    const { callsOf } = renderResult(orderResult(), { cancelOrder: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT) });
    fireEvent.click(button("Cancel order"));
    let dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep order" }));
    fireEvent.click(button("Cancel order"));
    dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Operation too frequent");
    expect(callsOf("cancelOrder")).toHaveLength(1);
    expect(heading()).toBe("Waiting for payment");
  });

  it("asks again when the count reaches zero and shows the order expired, checking until the server has closed it", async () => {
    fakeClock();
    const answers = [orderResult({ remainPayMs: 0 }), orderResult({ status: ORDER_STATUS.expired, remainPayMs: 0, payment: null })];
    const { callsOf } = renderResult(orderResult({ remainPayMs: 2000 }), { queryOrderResult: () => answers.shift() });
    await advance(1000);
    expect(callsOf("queryOrderResult")).toHaveLength(0);
    await advance(1000);
    expect(callsOf("queryOrderResult")).toHaveLength(1);
    expect(heading()).toBe("Order expired");
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
    await advance(RECHECK_MS);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
    await advance(RECHECK_MS * 3);
    expect(callsOf("queryOrderResult")).toHaveLength(2);
  });
});

describe("OrderResultScreen: closed orders", () => {
  it("says an expired order was not paid in time, with the way back to its course", () => {
    renderResult(orderResult({ status: ORDER_STATUS.expired, remainPayMs: 0, lines: [orderLine({ skuId: "rec-9", kind: "recorded" })] }));
    expect(heading()).toBe("Order expired");
    expect(screen.getByText("This order was not paid in time and has expired. Its seats and coupons have been released.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the course" }).getAttribute("href")).toBe("/courses/recorded-detail/rec-9");
  });

  it("names a refunded order's status", () => {
    renderResult(orderResult({ status: ORDER_STATUS.refunded, remainPayMs: 0 }));
    expect(heading()).toBe("Order status");
    expect(screen.getByText("Refunded")).toBeTruthy();
  });

  it("reads in the visitor's language", () => {
    const api = fakeApi();
    renderAccount(<OrderResultScreen order={orderResult({ payment: { status: "failed" } })} />, { api: api.api, site: fixtureSite("uk"), language: "fr" });
    expect(heading()).toBe("En attente de paiement");
    expect(button("Payer de nouveau")).toBeTruthy();
  });
});
