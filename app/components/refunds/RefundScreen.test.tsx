// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { RefundDetail } from "../../../schemas/api/calls/refunds.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { RefundScreen } from "./RefundScreen.js";
import type { RefundPage, RefundPreview } from "./refund-page.js";

afterEach(() => cleanup());

const ORDER = "20261127123456789";

const preview: RefundPreview = {
  orderId: ORDER,
  currency: "USD",
  amount: 12_537,
  lessonCount: 7,
  lines: [{ lineNo: 1, skuId: "us-amc10-prep-big-sku", kind: "class", title: "AMC 10 Prep", attachedToLine: null, paid: 17_910, refund: 12_537, lessons: { paid: 10, started: 3, refunded: 7 }, why: "lessonsNotStarted" }],
  fees: { paid: 0, refund: 0 },
  tax: { refund: 0, included: false },
  capped: false,
  coupons: [{ campaignId: "us-welcome-10", title: "Welcome: 10% off a course" }],
  arrival: { minDays: 7, maxDays: 14, approximate: false },
};

const reasons = [
  { reasonId: 1, text: "The class times no longer suit us", needsText: false },
  { reasonId: 6, text: "Other (please tell us why)", needsText: true },
];

const detail = (extra: Partial<RefundDetail> = {}): RefundDetail => ({
  ...preview,
  refundId: "6f1c7c3e-2d53-4a8e-9a53-0f0f2b1d4e11",
  orderStatus: ORDER_STATUS.refundInProgress,
  status: "waiting",
  reason: { reasonId: 6, text: "Other (please tell us why)" },
  reasonText: "Moving abroad",
  note: "",
  requestedAt: "2026-11-27T10:00:00.000Z",
  decidedAt: null,
  refundedAt: null,
  ...extra,
});

function renderRefund(page: RefundPage, answers: Answers = {}, locale = "us") {
  const api = fakeApi(answers);
  renderAccount(<RefundScreen orderId={ORDER} page={page} />, { api: api.api, site: fixtureSite(locale), path: `/order/refund/${ORDER}` });
  return api;
}

const form = { kind: "form", preview, reasons } as const;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Request the refund" }));

describe("RefundScreen: the request", () => {
  it("shows what comes back and why, the coupon that returns and when the money arrives", () => {
    renderRefund(form);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Request a refund");
    expect(screen.getByText("For the lessons that have not started. 7 of 10 paid lessons come back (3 started).")).toBeTruthy();
    expect(screen.getByText("$125.37 of $179.10")).toBeTruthy();
    expect(screen.getByText("Coupons that come back to you once the refund is approved: Welcome: 10% off a course")).toBeTruthy();
    expect(screen.getByText("Once approved, the refund reaches your account in 7-14 business days.")).toBeTruthy();
  });

  it("asks for a reason, the parent's words for 'other', the code and the terms, one at a time, before sending", async () => {
    const api = renderRefund(form);
    submit();
    expect(screen.getByText("Please choose a reason.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Other (please tell us why)" }));
    submit();
    expect(screen.getByText("The input is required.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Please tell us why"), { target: { value: "Moving abroad" } });
    submit();
    expect(screen.getByText("Please enter your code.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    submit();
    expect(screen.getByText("Please confirm the policies to continue")).toBeTruthy();
    expect(api.callsOf("applyRefund")).toEqual([]);
  });

  it("sends the code to the account's contact, then the request for the amount shown, and shows the refund waiting", async () => {
    const api = renderRefund(form, { sendRefundCode: { channel: "email", contact: "pa****@example.com" }, applyRefund: detail() });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a code to pa****@example.com.")).toBeTruthy();
    expect(api.callsOf("sendRefundCode")).toEqual([{ orderId: ORDER }]);
    fireEvent.click(screen.getByRole("radio", { name: "Other (please tell us why)" }));
    fireEvent.change(screen.getByLabelText("Please tell us why"), { target: { value: "Moving abroad" } });
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I have read and agree to the refund policy." }));
    submit();
    expect(await screen.findByText("Waiting for approval by customer service")).toBeTruthy();
    expect(api.callsOf("applyRefund")).toEqual([{ orderId: ORDER, reasonId: 6, reasonText: "Moving abroad", verificationCode: "123456", termsAgreed: true, amount: 12_537 }]);
    expect(screen.getByText("Other (please tell us why): Moving abroad")).toBeTruthy();
  });

  it.each([
    [ErrorCode.REFUND_ALREADY_REQUESTED, "A refund of this order has already been requested."],
    [ErrorCode.REFUND_VIA_ORDER_DETAILS, "Please return to the order details to request a refund."],
  ])("answered %i, says so and leads back to the order's details", async (code, text) => {
    renderRefund(form, { applyRefund: new ApiError(code) });
    fireEvent.click(screen.getByRole("radio", { name: "The class times no longer suit us" }));
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I have read and agree to the refund policy." }));
    submit();
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", text);
    expect(screen.getByRole("link", { name: "Back to the order details" }).getAttribute("href")).toBe(`/order/detail/${ORDER}`);
  });

  it("shows a wrong code's message and keeps the form", async () => {
    renderRefund(form, { applyRefund: new ApiError(ErrorCode.CODE_INCORRECT) });
    fireEvent.click(screen.getByRole("radio", { name: "The class times no longer suit us" }));
    fireEvent.change(screen.getByLabelText("Verification code"), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "I have read and agree to the refund policy." }));
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Incorrect OTP entered."));
    expect(screen.getByRole("button", { name: "Request the refund" })).toBeTruthy();
  });
});

describe("RefundScreen: a refund asked for, or none possible", () => {
  it("tells where a decided refund stands, with customer service's note", () => {
    renderRefund({ kind: "requested", refund: detail({ status: "rejected", orderStatus: ORDER_STATUS.paid, note: "The lessons were attended.", decidedAt: "2026-11-28T09:00:00.000Z" }) });
    expect(screen.getByRole("status").textContent).toBe("Not approved");
    expect(screen.getByText("The lessons were attended.")).toBeTruthy();
    expect(screen.queryByText(/business days/)).toBeNull();
  });

  it("tells about 7-12 working days in Chinese", () => {
    renderRefund({ kind: "requested", refund: detail({ status: "refunded", arrival: { minDays: 7, maxDays: 12, approximate: true } }) }, {}, "hk");
    expect(screen.getByText("退款獲批後，款項約於7至12個工作天內退回你的帳戶。")).toBeTruthy();
  });

  it.each([
    [ErrorCode.ALL_LESSONS_STARTED, "All purchased lessons have started, so this order cannot be refunded."],
    [ErrorCode.REFUND_NOT_APPLICABLE, "Refunds are not applicable beyond 30 days after payment, or for expired recorded courses."],
  ] as const)("refused with %i, says why", (code, text) => {
    renderRefund({ kind: "refused", code });
    expect(screen.getByRole("alert").textContent).toBe(text);
    expect(screen.queryByRole("button", { name: "Request the refund" })).toBeNull();
  });
});
