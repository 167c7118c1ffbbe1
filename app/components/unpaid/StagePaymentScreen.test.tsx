// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student } from "../../../tests/helpers/sample-accounts.js";
import { owedClass, owedStage } from "./unpaid-test-support.js";
import { StagePaymentScreen } from "./StagePaymentScreen.js";

const leo = student({ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen" });
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPayment(owed = owedClass(), answers: Parameters<typeof fakeApi>[0] = {}, site = fixtureSite("us")) {
  const api = fakeApi({ createOrder: { orderId: "20260301000000001", status: 100, total: 18_000, dueNow: 18_000, expiresAt: "" }, payOrder: { paymentId: "pay-1", redirectUrl: "/pay/test/pay-1" }, ...answers });
  renderAccount(<StagePaymentScreen owed={owed} student={leo} />, { api: api.api, site, path: "/order/create/us-amc8-prep-online-sku" });
  return api;
}

describe("StagePaymentScreen", () => {
  it("shows the stages paid now and what they cost, and places the unpaid list's order, then goes to pay it", async () => {
    const { callsOf } = renderPayment(owedClass({ stages: [owedStage(), owedStage({ stageNo: 3 })] }));
    expect(screen.getByRole("heading", { level: 2, name: "AMC 8 Competition Prep" })).toBeTruthy();
    expect(screen.getByText("Student: Leo Chen")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Instalments paid with this order" });
    expect([...table.querySelectorAll("tbody th")].map((cell) => cell.textContent)).toEqual(["2"]);
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getAllByText("$180.00").length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole("button", { name: "Place order and pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pay/test/pay-1"));
    expect(callsOf("createOrder")).toEqual([
      { studentId: "s-2", source: { kind: "product", skuId: "us-amc8-prep-online-sku", quantity: 1 }, createWay: 2, fromPage: "unpaid-courses-list" },
    ]);
    expect(callsOf("payOrder")).toEqual([{ orderId: "20260301000000001", returnUrl: "/order/result/20260301000000001" }]);
  });

  it("shows GST where the site adds it", () => {
    renderPayment(owedClass({ payNow: { stageNos: [2], subtotal: 18_000, couponSaving: 0, tax: 3_600, taxIncluded: false, taxRule: { label: "GST", rateBasisPoints: 2000 }, total: 21_600 } }), {}, fixtureSite("uk"));
    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(within(summary).getByText("GST (20%)")).toBeTruthy();
  });

  it("says why nothing can be paid while auto-pay debits the stage", () => {
    renderPayment(owedClass({ payNow: null, stages: [owedStage({ state: "debiting" })] }));
    expect(screen.queryByRole("button", { name: "Place order and pay" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toMatch(/^Auto pay is in process/);
  });

  it("tells what the server refused", async () => {
    renderPayment(owedClass(), { createOrder: new ApiError(ErrorCode.UNPAID_ORDER_EXISTS) });
    fireEvent.click(screen.getByRole("button", { name: "Place order and pay" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
