// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { SubOrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { subOrderDetail } from "./order-detail-test-support.js";
import { SubOrderScreen } from "./SubOrderScreen.js";

afterEach(cleanup);

const render = (subOrder: SubOrderDetail = subOrderDetail()) => renderAccount(<SubOrderScreen subOrder={subOrder} />, { site: fixtureSite("uk"), path: "/order/detail/sub/1001-1" });
const facts = () => Object.fromEntries([...document.querySelectorAll(".order-detail__fact")].map((fact) => [fact.querySelector("dt")!.textContent, fact.querySelector("dd")!.textContent]));

describe("SubOrderScreen", () => {
  it("shows the line with its stored price, the items that come with it and its lessons", () => {
    render(subOrderDetail({ lessons: { paid: 12, refunded: 4 } }));
    expect(screen.getByRole("heading", { level: 1, name: "Year 5 Foundations" })).toBeTruthy();
    expect(facts()).toEqual({
      "Order number": "1001",
      Ordered: "10:00 01/03/2025",
      Status: "Paid",
      Quantity: "1",
      "Unit price": "£300.00",
      "Lessons paid for": "12",
      "Lessons refunded": "4",
    });
    const attached = within(screen.getByRole("region", { name: "Comes with" }));
    expect(attached.getByText("Year 5 Workbook")).toBeTruthy();
    expect(attached.getByText("£15.00")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to order 1001" }).getAttribute("href")).toBe("/order/detail/1001");
  });

  it("says refunded lessons are counted for the whole order when the refund cannot be split between lines", () => {
    render(subOrderDetail({ lessons: { paid: 12, refunded: null } }));
    expect(facts()["Lessons refunded"]).toBe("Counted for the whole order");
  });
});
