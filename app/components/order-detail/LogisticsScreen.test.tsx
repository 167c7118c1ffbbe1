// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { logistics } from "./order-detail-test-support.js";
import { LogisticsScreen } from "./LogisticsScreen.js";

afterEach(cleanup);

const render = (answer: ResponseOf<"queryLogistics"> = logistics()) => renderAccount(<LogisticsScreen logistics={answer} />, { site: fixtureSite("uk"), path: "/order/logistics/1001" });
const factsOf = (container: HTMLElement) => Object.fromEntries([...container.querySelectorAll(".order-detail__fact")].map((fact) => [fact.querySelector("dt")!.textContent, fact.querySelector("dd")!.textContent]));

describe("LogisticsScreen", () => {
  it("shows each parcel's package, status, carrier, tracking number, items and delivery address", () => {
    render();
    const parcel = screen.getByRole("article", { name: "Package 1" });
    expect(factsOf(parcel)).toEqual({
      Status: "In transit",
      Carrier: "Royal Mail",
      "Tracking number": "RM123456789GB",
      Sent: "09:00 02/03/2025",
      Items: "Year 5 Workbook × 2",
    });
    expect(within(parcel).getByText("10 Downing Street")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to order 1001" }).getAttribute("href")).toBe("/order/detail/1001");
  });

  it("says when a parcel was delivered", () => {
    const [parcel] = logistics().parcels;
    render(logistics({ parcels: [{ ...parcel!, status: "delivered", deliveredAt: "2025-03-04T15:30:00.000Z" }] }));
    expect(factsOf(screen.getByRole("article", { name: "Package 1" }))).toMatchObject({ Status: "Delivered", Delivered: "15:30 04/03/2025" });
  });

  it("says nothing has been sent yet, or that nothing is delivered", () => {
    render(logistics({ parcels: [] }));
    expect(screen.getByText("Nothing has been sent yet.")).toBeTruthy();
    cleanup();
    render(logistics({ parcels: [], address: null }));
    expect(screen.getByText("Nothing in this order is delivered.")).toBeTruthy();
  });
});
