import { ORDER_STATUS } from "../../../schemas/commerce.js";
import type { OrderResult, TestPayment } from "./payment-rules.js";

/** Sample answers of the payment calls for tests, changed where a test says so. */

export function orderLine(overrides: Partial<OrderResult["lines"][number]> = {}): OrderResult["lines"][number] {
  return { lineNo: 1, skuId: "uk-y5-sku", kind: "class", title: "Year 5 Foundations", attachedToLine: null, quantity: 1, unitPrice: 30000, couponSaving: 0, groupDiscount: 0, ...overrides };
}

/** An unpaid uk order of a class and its workbook, with a coupon, delivery and GST added on top. */
export function orderResult(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    orderId: "1001",
    status: ORDER_STATUS.toBePaid,
    studentId: "u-1",
    currency: "GBP",
    lines: [orderLine(), orderLine({ lineNo: 2, skuId: "uk-book", kind: "goods", title: "Year 5 Workbook", attachedToLine: 1, quantity: 2, unitPrice: 1500 })],
    stages: [],
    subtotal: 33000,
    couponSaving: 2000,
    groupDiscount: 0,
    fees: [{ kind: "delivery", option: "standard", amount: 499 }],
    feeTotal: 499,
    tax: 6200,
    taxIncluded: false,
    taxRule: { label: "GST", rateBasisPoints: 2000 },
    total: 37699,
    dueNow: 37699,
    couponIds: ["c-1"],
    createdAt: "2025-03-01T10:00:00.000Z",
    expiresAt: "2025-03-01T10:30:00.000Z",
    paidAt: null,
    remainPayMs: 29 * 60_000,
    payment: null,
    groupBuy: null,
    ...overrides,
  };
}

export function testPayment(overrides: Partial<TestPayment> = {}): TestPayment {
  return {
    paymentId: "pay_abc123",
    orderId: "1001",
    amount: 37699,
    currency: "GBP",
    status: "pending",
    returnUrl: "/order/result/1001",
    expiresAt: "2025-03-01T10:30:00.000Z",
    savesCard: false,
    ...overrides,
  };
}
