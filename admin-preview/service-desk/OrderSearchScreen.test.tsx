// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FoundOrder } from "../../schemas/api/calls/service-desk.js";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { OrderSearchScreen } from "./OrderSearchScreen.js";

afterEach(cleanup);

const usd = { code: "USD", symbol: "$", factor: 100, decimals: 2 };
const found = (overrides: Partial<FoundOrder> = {}): FoundOrder => ({
  orderId: "202601051234567890",
  locale: "us",
  createdAt: "2026-01-05T10:00:00.000Z",
  status: 200,
  currency: usd,
  total: 9900,
  student: { uid: "u1", cardNo: "123456789", nickName: "Ethan", firstName: "Ethan", lastName: "Miller" },
  parent: { email: "demo-parent-us@example.com", phone: "+1 4155550142" },
  ...overrides,
});

const render = (props: Partial<Parameters<typeof OrderSearchScreen>[0]> = {}) =>
  renderAdmin(<OrderSearchScreen query="" locale={undefined} problem={null} found={null} {...props} />, { staff: customerService, path: "/admin/orders" });

describe("OrderSearchScreen", () => {
  it("asks for a query and a site, with nothing found yet", () => {
    render();
    expect(screen.getByRole("heading", { level: 1, name: "Find an order" })).toBeTruthy();
    const form = screen.getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect((within(form).getByLabelText("Order number, parent's e-mail or phone, student's name or number") as HTMLInputElement).name).toBe("q");
    expect((within(form).getByLabelText("Site") as HTMLSelectElement).value).toBe("");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says at the field why a query means nothing", () => {
    render({ query: "x", problem: "tooShort" });
    const field = screen.getByLabelText("Order number, parent's e-mail or phone, student's name or number") as HTMLInputElement;
    expect(field.value).toBe("x");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A phone needs 6 to 15 digits, a name at least 2 letters.")).toBeTruthy();
  });

  it("lists the orders found, each linking to its timeline, with status, total in its currency and contacts", () => {
    render({ query: "demo-parent-us@example.com", locale: "us", found: { searchedBy: ["email"], list: [found(), found({ orderId: "202601041234567890", status: 100, parent: null })], more: true } });
    expect(screen.getByText("Searched by e-mail.")).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole("link", { name: "202601051234567890" }).getAttribute("href")).toBe("/admin/orders/202601051234567890");
    expect(first!.getByText("Paid")).toBeTruthy();
    expect(first!.getByText("$99.00")).toBeTruthy();
    expect(first!.getByText("Ethan Miller · 123456789")).toBeTruthy();
    expect(first!.getByText("demo-parent-us@example.com")).toBeTruthy();
    expect(first!.getByText("+1 4155550142")).toBeTruthy();
    expect(second!.getByText("To be paid")).toBeTruthy();
    expect(second!.getByText("No contact on record")).toBeTruthy();
    expect(screen.getByText("Only the newest 2 orders are shown. Narrow the search to see older ones.")).toBeTruthy();
    expect((screen.getByLabelText("Site") as HTMLSelectElement).value).toBe("us");
  });

  it("says when nothing matches", () => {
    render({ query: "Nobody", found: { searchedBy: ["studentName"], list: [], more: false } });
    expect(screen.getByRole("status").textContent).toBe("No order matches.");
    expect(screen.getByText("Searched by student name.")).toBeTruthy();
  });
});
