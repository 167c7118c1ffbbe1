// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import type * as RemixReact from "@remix-run/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { OrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { orderDetail } from "./order-detail-test-support.js";
import { OrderDetailScreen } from "./OrderDetailScreen.js";

/** What the /order/detail/{id} route's loader answered, for rendering the route's page. */
const loaded = vi.hoisted(() => ({ current: {} as unknown }));
vi.mock("@remix-run/react", async (original) => ({ ...(await original<typeof RemixReact>()), useLoaderData: () => loaded.current }));
// The frame (header, footer) has its own tests; here only what the page puts inside it matters.
vi.mock("../shell/SiteShell.js", () => ({ SiteShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const { default: OrderDetailPage } = await import("../../routes/order.detail.$id.js");

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

const uk = fixtureSite("uk");
const render = (order: OrderDetail = orderDetail()) => renderAccount(<OrderDetailScreen order={order} />, { path: "/order/detail/1001", site: uk });
const section = (name: string) => within(screen.getByRole("region", { name }));
const factsOf = (container: HTMLElement) => Object.fromEntries([...container.querySelectorAll(".order-detail__fact")].map((fact) => [fact.querySelector("dt")!.textContent, fact.querySelector("dd")!.textContent]));

describe("OrderDetailScreen", () => {
  it("shows the number, times in the site's timezone, status, payment method and lessons", () => {
    const { container } = render(orderDetail({ lessons: { paid: 12, refunded: 3 } }));
    expect(screen.getByRole("heading", { level: 1, name: "Order details" })).toBeTruthy();
    expect(factsOf(container)).toEqual({
      "Order number": "1001",
      Ordered: "10:00 01/03/2025",
      Paid: "10:05 01/03/2025",
      Status: "Paid",
      "Payment method": "Pay in full",
      "Lessons paid for": "12",
      "Lessons refunded": "3",
    });
    expect(screen.getByRole("link", { name: "Back to My Orders" }).getAttribute("href")).toBe("/order/list");
    expect(screen.queryByRole("link", { name: "Pay now" })).toBeNull();
  });

  it("lists each sub-order with the items that come with it, leading to its page", () => {
    render();
    const items = section("Items");
    expect(items.getByText("Year 5 Foundations")).toBeTruthy();
    expect(items.getByText("Comes with: Year 5 Workbook × 2")).toBeTruthy();
    expect(items.getByRole("link", { name: "View details of Year 5 Foundations" }).getAttribute("href")).toBe("/order/detail/sub/1001-1");
  });

  it("shows the figures exactly as stored, with the site's money and GST", () => {
    render();
    const figures = section("Order summary");
    expect(figures.getByText("£376.99")).toBeTruthy();
    expect(figures.getByText("GST 20%")).toBeTruthy();
    expect(figures.getByText("-£20.00")).toBeTruthy();
  });

  it("offers to change the address until 24 hours after payment, in the site's timezone", () => {
    render();
    const delivery = section("Delivery address");
    expect(delivery.getByText("10 Downing Street")).toBeTruthy();
    expect(delivery.getByText("London, SW1A 2AA")).toBeTruthy();
    expect(delivery.getByText(/You can change it until 10:05 02\/03\/2025\./)).toBeTruthy();
    expect(delivery.getByRole("link", { name: "Change address" }).getAttribute("href")).toBe("/order/detail/edit-address/1001");
    expect(delivery.queryByRole("link", { name: "Track parcels" })).toBeNull();
  });

  it("tells the parent customer service changes it after 24 hours", () => {
    render(orderDetail({ addressChange: { allowed: false, until: "2025-03-02T10:05:00.000Z", refusal: "windowOver" } }));
    const delivery = section("Delivery address");
    expect(delivery.getByText("The delivery address can be changed here within 24 hours of payment. Please contact customer service to change it.")).toBeTruthy();
    expect(delivery.queryByRole("link", { name: "Change address" })).toBeNull();
  });

  it("says the address cannot change in transit, and leads to the parcels", () => {
    render(orderDetail({ hasShipments: true, addressChange: { allowed: false, until: "2025-03-02T10:05:00.000Z", refusal: "inTransit" } }));
    const delivery = section("Delivery address");
    expect(delivery.getByText("The delivery address cannot be changed while the package is in transit.")).toBeTruthy();
    expect(delivery.getByRole("link", { name: "Track parcels" }).getAttribute("href")).toBe("/order/logistics/1001");
  });

  it("says nothing is delivered for an order without goods", () => {
    render(orderDetail({ address: null, addressChange: { allowed: false, until: null, refusal: "noGoods" } }));
    expect(section("Delivery address").getByText("Nothing in this order is delivered.")).toBeTruthy();
  });

  it("shows instalments: how later ones are paid and each stage's status", () => {
    const stages = [
      { stageNo: 1, lessonCount: 4, sellPrice: 10000, couponDiscount: 2000, continuePay: false, dueAt: "2025-03-01T10:00:00.000Z", status: 3 },
      { stageNo: 2, lessonCount: 4, sellPrice: 10000, couponDiscount: 0, continuePay: true, dueAt: "2025-04-01T10:00:00.000Z", status: 4 },
    ];
    const { container } = render(orderDetail({ paymentMethod: 1, debitMethod: 1, stages }));
    expect(factsOf(container)).toMatchObject({ "Payment method": "Pay in instalments", "Later instalments": "Auto pay" });
    const rows = within(screen.getByRole("table", { name: "Instalments" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["1", "4", "£100.00", "-£20.00", "01/03/2025", "Paid"],
      ["2", "4", "£100.00", "—", "01/04/2025", "Registration opens"],
    ]);
  });

  it("leads an unpaid order to its payment", () => {
    render(orderDetail({ status: ORDER_STATUS.toBePaid, paidAt: null, addressChange: { allowed: false, until: null, refusal: "notPaid" } }));
    expect(screen.getByRole("link", { name: "Pay now" }).getAttribute("href")).toBe("/order/result/1001");
    expect(section("Delivery address").getByText("The delivery address can only be changed for a paid order.")).toBeTruthy();
  });
});

describe("/order/detail/{id}", () => {
  it("asks a visitor to log in and opens the login dialog", () => {
    loaded.current = { loaded: null, texts: {} };
    renderAccount(<OrderDetailPage />, { signedIn: null, path: "/order/detail/1001" });
    expect(screen.getByText("Please log in.")).toBeTruthy();
    expect(useLoginDialog.getState().open).toBe(true);
  });
});
