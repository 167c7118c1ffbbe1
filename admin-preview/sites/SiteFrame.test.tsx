// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { adminSite, renderAdmin } from "../../tests/helpers/render-admin.js";
import { SiteFrame } from "./SiteFrame.js";

afterEach(cleanup);

const uk = adminSite("uk", "Mathwise Academy United Kingdom");

it.each([
  ["/admin/sites/uk", "Pages"],
  ["/admin/sites/uk/navigation", "Navigation"],
  ["/admin/sites/uk/ads", "Ads"],
])("names the site and marks the tab of %s", (path, tab) => {
  renderAdmin(<SiteFrame site={uk}>tab</SiteFrame>, { path, siteLayout: { site: uk, sites: [uk] } });
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Mathwise Academy United Kingdom (uk)");
  expect(screen.getByText("uk.mathwise.example")).toBeTruthy();
  const tabs = within(screen.getByRole("navigation", { name: "Parts of this site" })).getAllByRole("link");
  expect(tabs.map((link) => link.getAttribute("href"))).toEqual(["/admin/sites/uk", "/admin/sites/uk/navigation", "/admin/sites/uk/ads"]);
  expect(tabs.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent)).toEqual([tab]);
});
