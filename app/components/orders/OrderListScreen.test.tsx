// @vitest-environment happy-dom
import { act, cleanup, screen, within } from "@testing-library/react";
import type * as RemixReact from "@remix-run/react";
import type { ReactNode } from "react";
import { commerceResources } from "../../../i18n/commerce-resources.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { OrderListScreen } from "./OrderListScreen.js";
import type { OrderListQuery } from "./order-list-query.js";
import { orderListItem, orderPage } from "./orders-test-support.js";

/** What the /order/list route's loader answered, for rendering the route's page. */
const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
// The frame (header, footer) has its own tests; here only what the page puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: OrderListPage } = await import("../../routes/order.list.js");

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useLoginDialog.setState({ open: false, request: {} });
});

const ALL: OrderListQuery = { status: 0, page: 1 };

function renderList(orders = orderPage([orderListItem()]), query = ALL, options: Parameters<typeof renderAccount>[1] = {}) {
  return renderAccount(<OrderListScreen query={query} orders={orders} />, { path: "/order/list", ...options });
}

const card = (number: string) => screen.getByRole("article", { name: `Order number: ${number}` });
const statusOf = (number: string) => card(number).querySelector(".order-card__status")?.textContent ?? null;

describe("OrderListScreen", () => {
  it("shows an order's number, date in the site's timezone, student, lines, item count and total", () => {
    renderList();
    const order = card("20260105123456789");
    expect(order.querySelector(".order-card__date")?.textContent).toBe("Ordered 05-01-2026 10:30");
    expect(within(order).getByText("Student: Bo Parent")).toBeTruthy();
    expect([...order.querySelectorAll(".order-card__line")].map((line) => line.textContent)).toEqual(["AMC 8 Competition Prep", "AMC 8 Workbook× 2"]);
    expect(order.querySelector(".order-card__line--attached .order-card__title")?.textContent).toBe("AMC 8 Workbook");
    expect(order.querySelector(".order-card__figures")?.textContent).toBe("Items:3Total:$575.00");
    expect(statusOf("20260105123456789")).toBe("Paid");
    expect(within(order).queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("writes the date and total as the site does: the uk site's time first, in London, in pounds", () => {
    renderList(orderPage([orderListItem({ currency: "GBP", total: 37699 })]), ALL, { site: fixtureSite("uk") });
    const order = card("20260105123456789");
    expect(order.querySelector(".order-card__date")?.textContent).toBe("Ordered 18:30 05/01/2026");
    expect(order.querySelector(".order-card__total")?.textContent).toBe("£376.99");
  });

  it("says each status of SPEC §4, and nothing for another value", () => {
    const statuses = [200, 300, 301, 302, 400, 500, 7];
    renderList(orderPage(statuses.map((status, index) => orderListItem({ orderId: String(1000 + index), status: status as 200 }))));
    expect(statuses.map((_, index) => statusOf(String(1000 + index)))).toEqual([
      "Paid",
      "Cancelled",
      "Cancelled",
      "Chargeback",
      "Refunded",
      "Refund in progress (pending approval)",
      null,
    ]);
  });

  it("leads each order to its detail page", () => {
    renderList();
    expect(within(card("20260105123456789")).getByRole("link", { name: "Order details for 20260105123456789" }).getAttribute("href")).toBe("/order/detail/20260105123456789");
  });

  it("counts down the time to pay an unpaid order beside a link that pays it, and calls it cancelled when the time is up", () => {
    vi.useFakeTimers();
    renderList(orderPage([orderListItem({ status: 100, remainPayMs: 3_000, paymentMethod: 1, dueNow: 14375 })]));
    const order = card("20260105123456789");
    expect(statusOf("20260105123456789")).toBe("To be paid");
    expect(within(order).getByRole("timer").textContent).toBe("00:00:03");
    expect(within(order).getByRole("link", { name: "Pay now for order 20260105123456789" }).getAttribute("href")).toBe("/order/result/20260105123456789");
    expect(order.querySelector(".order-card__figures")?.textContent).toBe("Items:3Total:$575.00Due now:$143.75");
    act(() => void vi.advanceTimersByTime(1000));
    expect(within(order).getByRole("timer").textContent).toBe("00:00:02");
    act(() => void vi.advanceTimersByTime(3000));
    expect(statusOf("20260105123456789")).toBe("Cancelled");
    expect(within(order).queryByRole("timer")).toBeNull();
    expect(within(order).queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("offers the status tabs, the current one marked, each on its first page", () => {
    renderList(orderPage([orderListItem()], 25, 2), { status: 200, page: 2 });
    const tabs = within(screen.getByRole("navigation", { name: "Order status" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["All", "/order/list", null],
      ["To be paid", "/order/list?status=100", null],
      ["Paid", "/order/list?status=200", "page"],
      ["Cancelled", "/order/list?status=300", null],
    ]);
  });

  it("pages through the filtered list", () => {
    renderList(orderPage([orderListItem()], 25, 2), { status: 200, page: 2 });
    const paging = within(screen.getByRole("navigation", { name: "Pages" }));
    expect(paging.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Previous", "/order/list?status=200"],
      ["1", "/order/list?status=200"],
      ["2", "/order/list?status=200&page=2"],
      ["3", "/order/list?status=200&page=3"],
      ["Next", "/order/list?status=200&page=3"],
    ]);
    expect(paging.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("has no paging for one page", () => {
    renderList(orderPage([orderListItem()], 10));
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("points an empty list to the classes, saying whether a filter is on", () => {
    renderList(orderPage([]));
    expect(screen.getByText("You have no orders yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" }).getAttribute("href")).toBe("/courses/list");
    expect(screen.queryByRole("article")).toBeNull();
    cleanup();
    renderList(orderPage([]), { status: 100, page: 1 });
    expect(screen.getByText("No orders with this status.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse classes" })).toBeTruthy();
  });

  it("speaks the visitor's language", () => {
    renderList(orderPage([orderListItem({ status: 500 })]), ALL, { language: "ja" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("注文履歴");
    expect(screen.getByRole("article", { name: "注文番号：20260105123456789" }).querySelector(".order-card__status")?.textContent).toBe("返金手続き中（承認待ち）");
  });

  it("is the personal centre's page, which says 'Please log in.' to a visitor and opens the login dialog", () => {
    loaded.current = { texts: commerceResources.en, title: "My Orders", query: ALL, orders: null };
    renderAccount(<OrderListPage />, { signedIn: null, path: "/order/list" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
    expect(screen.queryByRole("heading", { name: "My Orders" })).toBeNull();
  });

  it("shows the signed-in family's orders in the personal centre", () => {
    loaded.current = { texts: commerceResources.en, title: "My Orders", query: ALL, orders: orderPage([orderListItem()]) };
    renderAccount(<OrderListPage />, { signedIn: user(), path: "/order/list" });
    expect(screen.getByRole("heading", { level: 1, name: "My Orders" })).toBeTruthy();
    expect(document.querySelector(".personal-center__content .order-card")).not.toBeNull();
  });
});
