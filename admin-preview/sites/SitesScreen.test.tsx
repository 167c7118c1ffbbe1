// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { adminSite, renderAdmin } from "../../tests/helpers/render-admin.js";
import { SitesScreen } from "./SitesScreen.js";

afterEach(cleanup);

it("lists every site with its hosts and page count, each opening its pages", () => {
  renderAdmin(<SitesScreen sites={[adminSite("us", "Mathwise Academy United States", 12), adminSite("uk", "Mathwise Academy United Kingdom", 3)]} />);
  const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
    ["us.mathwise.example", "12"],
    ["uk.mathwise.example", "3"],
  ]);
  expect(screen.getByRole("link", { name: /uk/ }).getAttribute("href")).toBe("/admin/sites/uk");
  expect(screen.getByRole("link", { name: "Mathwise Academy United Kingdom (uk)" })).toBeTruthy();
});

it("opens a page by its address, and says why an address leads nowhere", () => {
  renderAdmin(<SitesScreen sites={[adminSite("uk", "Mathwise Academy United Kingdom")]} address="fr.example/faq" addressProblem={{ problem: "unknownHost", host: "fr.example" }} />);
  const field = screen.getByLabelText("Page address");
  expect((field as HTMLInputElement).value).toBe("fr.example/faq");
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("No site answers at fr.example.")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Open" }).closest("form")?.getAttribute("method")).toBe("get");
});
