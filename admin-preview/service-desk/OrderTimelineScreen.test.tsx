// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OrderTimeline } from "../../schemas/api/calls/service-desk.js";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { OrderTimelineScreen } from "./OrderTimelineScreen.js";

afterEach(cleanup);

const ORDER_ID = "202601051234567890";
const sgd = { code: "SGD", symbol: "S$", factor: 100, decimals: 2 };

const timeline = (overrides: Partial<OrderTimeline> = {}): OrderTimeline => ({
  order: {
    orderId: ORDER_ID,
    locale: "sg",
    status: 200,
    createWay: 1,
    paymentMethod: 1,
    debitMethod: 0,
    createdAt: "2026-01-05T02:00:00.000Z",
    expiresAt: "2026-01-05T02:30:00.000Z",
    paidAt: "2026-01-05T02:07:00.000Z",
    closedAt: null,
    currency: sgd,
    subtotal: 60000,
    couponSaving: 1000,
    groupDiscount: 0,
    fees: [{ kind: "delivery", option: "express", amount: 1000 }],
    feeTotal: 1000,
    tax: 4500,
    taxIncluded: true,
    total: 60000,
    dueNow: 30000,
    address: { name: "Michelle Tan", countryCallingCode: "+65", phone: "91234567", postcode: "018956", address1: "1 Marina Way", address2: "", city: "Singapore", state: "", suburb: "", country: "SG", delivery: "express" },
  },
  student: { uid: "u-ryan", cardNo: "123456789", nickName: "Ryan", firstName: "Ryan", lastName: "Tan" },
  parent: { email: "demo-parent-sg@example.com", phone: null },
  lines: [{ lineNo: 1, skuId: "sg-p6-maths", kind: "class", title: "P6 Maths", attachedToLine: null, quantity: 1, unitPrice: 60000, couponSaving: 1000, groupDiscount: 0 }],
  coupons: [{ campaignId: "sg-welcome", category: "tuition", title: "Welcome S$10", usedAt: "2026-01-05T02:07:00.000Z" }],
  stages: [
    { lineNo: 1, stageNo: 1, lessonCount: 6, amount: 30000, couponDiscount: 1000, dueAt: "2026-01-05T02:00:00.000Z", status: 3, paidAt: "2026-01-05T02:07:00.000Z" },
    { lineNo: 1, stageNo: 2, lessonCount: 6, amount: 30000, couponDiscount: 0, dueAt: "2026-02-20T02:00:00.000Z", status: 4, paidAt: null },
  ],
  payments: [
    { paymentId: "pay-1", gateway: "test", gatewayRef: null, amount: 29000, currency: "SGD", status: "failed", createdAt: "2026-01-05T02:01:00.000Z", updatedAt: "2026-01-05T02:02:00.000Z" },
    { paymentId: "pay-2", gateway: "stripe", gatewayRef: "cs_test_1", amount: 29000, currency: "SGD", status: "succeeded", createdAt: "2026-01-05T02:05:00.000Z", updatedAt: "2026-01-05T02:07:00.000Z" },
  ],
  events: [
    { kind: "created", at: "2026-01-05T02:00:00.000Z" },
    { kind: "paymentStarted", at: "2026-01-05T02:01:00.000Z", paymentId: "pay-1", gateway: "test", amount: 29000 },
    { kind: "paymentResult", at: "2026-01-05T02:02:00.000Z", paymentId: "pay-1", gateway: "test", amount: 29000, status: "failed" },
    { kind: "paymentStarted", at: "2026-01-05T02:05:00.000Z", paymentId: "pay-2", gateway: "stripe", amount: 29000 },
    { kind: "paymentResult", at: "2026-01-05T02:07:00.000Z", paymentId: "pay-2", gateway: "stripe", amount: 29000, status: "succeeded" },
    { kind: "stagePaid", at: "2026-01-05T02:07:00.000Z", lineNo: 1, stageNo: 1, amount: 30000 },
    { kind: "couponUsed", at: "2026-01-05T02:07:00.000Z", campaignId: "sg-welcome", title: "Welcome S$10" },
    { kind: "paid", at: "2026-01-05T02:07:00.000Z" },
  ],
  ...overrides,
});

const render = (value = timeline()) => renderAdmin(<OrderTimelineScreen timeline={value} />, { staff: customerService, path: `/admin/orders/${ORDER_ID}` });
const section = (name: string) => within(screen.getByRole("region", { name }));

describe("OrderTimelineScreen", () => {
  it("names the order, its status, student and parent, with links to their other orders", () => {
    render();
    expect(screen.getByRole("heading", { level: 1, name: `Order ${ORDER_ID}` })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find another order" }).getAttribute("href")).toBe("/admin/orders");
    expect(screen.getByText("Paid", { selector: "dd" })).toBeTruthy();
    expect(screen.getByText("Instalments")).toBeTruthy();
    expect(screen.getByRole("link", { name: "this student's orders" }).getAttribute("href")).toBe("/admin/orders?q=u-ryan");
    expect(screen.getByRole("link", { name: "this parent's orders" }).getAttribute("href")).toBe("/admin/orders?q=demo-parent-sg%40example.com");
  });

  it("tells what happened in time order, in words", () => {
    render();
    const events = section("What happened").getAllByRole("listitem").map((item) => item.textContent!.slice(item.querySelector("time")!.textContent!.length).trim());
    expect(events).toEqual([
      "Order created",
      "Payment of S$290.00 started (Test gateway)",
      "Payment of S$290.00 (Test gateway): Failed",
      "Payment of S$290.00 started (Stripe)",
      "Payment of S$290.00 (Stripe): Succeeded",
      "Stage 1 paid: S$300.00",
      "Coupon used: Welcome S$10",
      "Order paid",
    ]);
  });

  it("tells what followed the purchase in words: mails, address changes, parcels, debits, auto-pay closures and refunds", () => {
    const address = timeline().order.address!;
    render(
      timeline({
        events: [
          { kind: "messageSent", at: "2026-01-05T02:08:00.000Z", channel: "email", subject: "Your receipt", delivery: "sent" },
          { kind: "addressChanged", at: "2026-01-05T03:00:00.000Z", by: null, address },
          { kind: "addressChanged", at: "2026-01-07T03:00:00.000Z", by: "cs@example.com", address: { ...address, address1: "2 Bay Road" } },
          { kind: "shipped", at: "2026-01-08T03:00:00.000Z", packageNo: 1, carrier: "SingPost", trackingNumber: "SP123" },
          { kind: "delivered", at: "2026-01-09T03:00:00.000Z", packageNo: 1 },
          { kind: "debitAttempted", at: "2026-02-19T03:00:00.000Z", stageNo: 2, type: "auto", result: "failed", description: "Card declined" },
          { kind: "autoPayClosureRequested", at: "2026-02-20T03:00:00.000Z", reason: "Paying by hand" },
          { kind: "autoPayClosureDecided", at: "2026-02-21T03:00:00.000Z", status: "auto_approved", by: null, note: "" },
          { kind: "refundRequested", at: "2026-02-22T03:00:00.000Z", refundId: "R1", amount: 30000, reasonId: 2, reasonText: "Moving abroad" },
          { kind: "refundDecided", at: "2026-02-23T03:00:00.000Z", refundId: "R1", approved: true, by: "cs@example.com", note: "All the best" },
          { kind: "refunded", at: "2026-02-23T03:00:00.000Z", refundId: "R1", amount: 30000 },
        ],
      }),
    );
    const events = section("What happened").getAllByRole("listitem").map((item) => item.textContent!.slice(item.querySelector("time")!.textContent!.length).trim());
    expect(events).toEqual([
      "E-mail to the parent: “Your receipt” (sent)",
      "Delivery address changed by the parent: 1 Marina Way, Singapore, SG",
      "Delivery address changed by cs@example.com: 2 Bay Road, Singapore, SG",
      "Parcel 1 sent with SingPost, tracking number SP123",
      "Parcel 1 delivered",
      "Stage 2, automatic debit: failed (Card declined)",
      "Asked to close auto pay: Paying by hand",
      "Auto-pay closure approved automatically by the system. Note: —",
      "Refund of S$300.00 requested: Moving abroad",
      "Refund approved by cs@example.com. Note to the parent: All the best",
      "S$300.00 given back through the payment gateway",
    ]);
  });

  it("offers to send a paid order's receipt again, and not an unpaid one's", () => {
    render();
    expect(screen.getByRole("button", { name: "Send the receipt again" })).toBeTruthy();
    cleanup();
    const unpaid = timeline();
    render({ ...unpaid, order: { ...unpaid.order, status: 100, paidAt: null } });
    expect(screen.queryByRole("button", { name: "Send the receipt again" })).toBeNull();
  });

  it("lists the payments, lines, totals, coupons, stages and address", () => {
    render();
    const payments = section("Payments").getAllByRole("row").slice(1);
    expect(payments.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["pay-1", "cs_test_1"]);
    expect(section("Items").getByRole("rowheader").textContent).toBe("P6 Maths sg-p6-maths");
    const totals = section("Totals");
    expect(totals.getByText("Express delivery").nextElementSibling!.textContent).toBe("S$10.00");
    expect(totals.getByText("Tax (included)").nextElementSibling!.textContent).toBe("S$45.00");
    expect(totals.getByText("Charged at checkout").nextElementSibling!.textContent).toBe("S$300.00");
    expect(section("Coupons").getByText(/Welcome S\$10/)).toBeTruthy();
    const stages = section("Instalment stages").getAllByRole("row").slice(1);
    expect(stages.map((row) => within(row).getAllByRole("cell")[4]!.textContent)).toEqual(["Paid", "Registration opens"]);
    expect(section("Delivery address").getByText("1 Marina Way")).toBeTruthy();
  });

  it("says when there is no payment, coupon, stage or address", () => {
    const bare = timeline();
    render({ ...bare, order: { ...bare.order, status: 301, address: null }, payments: [], coupons: [], stages: [], events: [bare.events[0]!] });
    expect(screen.getByText("No payment was started.")).toBeTruthy();
    expect(screen.getByText("No coupon")).toBeTruthy();
    expect(screen.getByText("Nothing to deliver.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Instalment stages" })).toBeNull();
    expect(screen.getByText("Expired", { selector: "dd" })).toBeTruthy();
  });
});
