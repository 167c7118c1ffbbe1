import { describe, expect, it } from "vitest";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import {
  gatewayReturnPath,
  gatewayStage,
  leavesGateway,
  needsRecheck,
  nextStepLinks,
  orderProductPath,
  orderResultPath,
  paymentAmountText,
  ratePercent,
  resultView,
} from "./payment-rules.js";
import { orderLine } from "./payment-test-support.js";

describe("gatewayReturnPath", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(gatewayReturnPath("/order/result/1001")).toBe("/order/result/1001");
    expect(gatewayReturnPath("/order/result/1001?from=pay#top")).toBe("/order/result/1001?from=pay#top");
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["relative", "order/result/1"],
    ["protocol-relative", "//evil.example/order"],
    ["another site", "https://evil.example/order/result/1"],
    ["a script", "javascript:alert(1)"],
    ["a backslash read as a host", "/\\evil.example/x"],
    ["a tab inside the slashes", "/\t/evil.example/x"],
  ])("sends a %s return to the order list", (_case, value) => {
    expect(gatewayReturnPath(value)).toBe("/order/list");
  });
});

describe("gatewayStage and leavesGateway", () => {
  it("offers the payer's choices while pending, authentication once asked, nothing after", () => {
    expect(gatewayStage("pending", 60_000)).toBe("choose");
    expect(gatewayStage("requires_action", 60_000)).toBe("authenticate");
    for (const status of ["succeeded", "failed", "cancelled"] as const) expect(gatewayStage(status, 60_000)).toBe("closed");
  });

  it("closes once the time to pay is up, whatever the payment's state", () => {
    expect(gatewayStage("pending", 0)).toBe("closed");
    expect(gatewayStage("requires_action", 0)).toBe("closed");
  });

  it("sends the payer back on a settled payment, not while authentication is asked", () => {
    expect(["succeeded", "failed", "cancelled"].every((status) => leavesGateway(status as never))).toBe(true);
    expect(leavesGateway("requires_action")).toBe(false);
    expect(leavesGateway("pending")).toBe(false);
  });
});

describe("paymentAmountText", () => {
  it("shows an amount in the site's currency with the site's price format", () => {
    const uk = fixtureSite("uk");
    expect(paymentAmountText(123450, uk.currency.code, uk.currency, "en")).toBe("£1,234.50");
    const jp = fixtureSite("jp");
    expect(paymentAmountText(1200, jp.currency.code, jp.currency, "ja")).toBe("¥1,200");
  });

  it("shows another currency by its code and standard decimals", () => {
    const text = paymentAmountText(123450, "EUR", fixtureSite("uk").currency, "en");
    expect(text.replace(/\s/g, " ")).toBe("EUR 1,234.50");
  });
});

describe("resultView", () => {
  const waiting = (payment: "pending" | "requires_action" | "failed" | "cancelled" | null, remainPayMs = 60_000) =>
    resultView({ status: ORDER_STATUS.toBePaid, remainPayMs, payment: payment && { status: payment } });

  it("tells paid, cancelled and expired orders apart", () => {
    expect(resultView({ status: ORDER_STATUS.paid, remainPayMs: 0, payment: { status: "succeeded" } })).toEqual({ kind: "paid" });
    expect(resultView({ status: ORDER_STATUS.cancelled, remainPayMs: 0, payment: null })).toEqual({ kind: "cancelled" });
    expect(resultView({ status: ORDER_STATUS.expired, remainPayMs: 0, payment: { status: "cancelled" } })).toEqual({ kind: "expired" });
  });

  it("shows where an unpaid order's payment stands, with the charge notice once a payment was tried", () => {
    expect(waiting(null)).toEqual({ kind: "waiting", payment: "unpaid", chargeNotice: false });
    expect(waiting("cancelled")).toEqual({ kind: "waiting", payment: "unpaid", chargeNotice: false });
    expect(waiting("pending")).toEqual({ kind: "waiting", payment: "confirming", chargeNotice: true });
    expect(waiting("requires_action")).toEqual({ kind: "waiting", payment: "authenticating", chargeNotice: true });
    expect(waiting("failed")).toEqual({ kind: "waiting", payment: "failed", chargeNotice: true });
  });

  it("shows an unpaid order whose time is up as expired before the server has closed it", () => {
    expect(waiting("pending", 0)).toEqual({ kind: "expired" });
  });

  it("names the other statuses", () => {
    for (const status of [ORDER_STATUS.chargeback, ORDER_STATUS.refunded, ORDER_STATUS.refundInProgress]) {
      expect(resultView({ status, remainPayMs: 0, payment: null })).toEqual({ kind: "other", status });
    }
  });
});

describe("needsRecheck", () => {
  it("asks again while a payment waits for its confirmation, and once the time is up until the order is closed", () => {
    expect(needsRecheck({ status: ORDER_STATUS.toBePaid, remainPayMs: 60_000, payment: { status: "pending" } })).toBe(true);
    expect(needsRecheck({ status: ORDER_STATUS.toBePaid, remainPayMs: 0, payment: null })).toBe(true);
  });

  it("does not ask while nothing can arrive by itself, nor for a closed order", () => {
    for (const payment of [null, { status: "failed" as const }, { status: "requires_action" as const }, { status: "cancelled" as const }]) {
      expect(needsRecheck({ status: ORDER_STATUS.toBePaid, remainPayMs: 60_000, payment })).toBe(false);
    }
    for (const status of [ORDER_STATUS.paid, ORDER_STATUS.cancelled, ORDER_STATUS.expired]) {
      expect(needsRecheck({ status, remainPayMs: 0, payment: { status: "pending" } })).toBe(false);
    }
  });
});

describe("links of the result page", () => {
  it("leads back to the order's first product that is not an attachment", () => {
    const lines = [orderLine({ lineNo: 1, skuId: "book-1", kind: "goods", attachedToLine: 2 }), orderLine({ lineNo: 2, skuId: "uk-y5", kind: "class" })];
    expect(orderProductPath({ lines })).toBe("/courses/detail/uk-y5");
    expect(orderProductPath({ lines: [orderLine({ skuId: "pkg 1", kind: "package" })] }, "bm")).toBe("/courses/detail-bm/promote/pkg%201");
    expect(orderProductPath({ lines: [orderLine({ kind: "voucher" })] })).toBe("/courses/list");
    expect(orderProductPath({ lines: [] }, "bm")).toBe("/courses/list-bm");
  });

  it("leads a paid order on to the order list and My Courses where this build has them, else the course list", () => {
    expect(nextStepLinks("plain", {}, () => true)).toEqual([
      { key: "orders", href: "/order/list" },
      { key: "myCourses", href: "/my-courses/list" },
    ]);
    expect(nextStepLinks("bm", {}, () => false)).toEqual([{ key: "courseList", href: "/courses/list-bm" }]);
    expect(nextStepLinks("plain", { subscription: true }, () => true)).toEqual([
      { key: "orders", href: "/order/list" },
      { key: "mySubscriptions", href: "/my-subscription/list" },
    ]);
  });

  it("addresses the result page by the order number", () => {
    expect(orderResultPath("1001")).toBe("/order/result/1001");
  });
});

describe("ratePercent", () => {
  it("writes basis points as a percentage without trailing zeros", () => {
    expect([ratePercent(900), ratePercent(2000), ratePercent(825), ratePercent(850), ratePercent(10000)]).toEqual(["9", "20", "8.25", "8.5", "100"]);
  });
});
