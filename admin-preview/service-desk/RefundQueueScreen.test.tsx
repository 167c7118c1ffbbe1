// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ServiceRefund } from "../../schemas/api/calls/service-desk-refunds.js";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { RefundQueueScreen } from "./RefundQueueScreen.js";

afterEach(cleanup);

const refund = (orderId: string, extra: Partial<ServiceRefund> = {}): ServiceRefund => ({
  refundId: `6f1c7c3e-2d53-4a8e-9a53-0f0f2b1d4e1${orderId.at(-1)}`,
  orderId,
  locale: "uk",
  status: "waiting",
  currency: { code: "GBP", symbol: "£", factor: 100, decimals: 2 },
  amount: 36_288,
  lessonCount: 12,
  reason: { reasonId: 1, text: "The class times no longer suit us" },
  reasonText: "",
  note: "",
  decidedBy: null,
  requestedAt: "2026-11-27T10:00:00.000Z",
  decidedAt: null,
  refundedAt: null,
  parts: [],
  ...extra,
});

const render = (refunds: ServiceRefund[], more = false) => renderAdmin(<RefundQueueScreen refunds={refunds} more={more} />, { staff: customerService, path: "/admin/orders/refunds" });

describe("RefundQueueScreen", () => {
  it("lists each waiting refund with its order's link, site, amount and reason", () => {
    render([refund("202611270000000001"), refund("202611270000000002", { locale: "us", reason: { reasonId: 6, text: "Other" }, reasonText: "Moving abroad", currency: { code: "USD", symbol: "$", factor: 100, decimals: 2 }, amount: 9900 })], true);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ["uk", "£362.88", "Class times no longer suit"],
      ["us", "$99.00", "Other: Moving abroad"],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "202611270000000001" }).getAttribute("href")).toBe("/admin/orders/202611270000000001");
    expect(screen.getByText("Only the 2 waiting longest are shown.")).toBeTruthy();
  });

  it("says when none is waiting", () => {
    render([]);
    expect(screen.getByRole("status").textContent).toBe("No refund request is waiting.");
  });
});
