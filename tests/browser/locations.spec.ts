import { expect, test } from "@playwright/test";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();

test("a parent can choose a campus on /locations: hours, phone, directions and the campus page, no coordinates", async ({ page }) => {
  await page.goto(site.url("us.localhost", "/locations"));
  const cupertino = page.locator(".campus", { has: page.getByRole("heading", { name: "Cupertino", level: 3 }) });
  await expect(cupertino.getByText("10240 Orchard Crest Ave", { exact: false })).toBeVisible();
  await expect(cupertino.locator(".campus__hours dt")).toHaveText(["Mon – Fri", "Sat – Sun"]);
  await expect(cupertino.getByRole("link", { name: /Call Cupertino/ })).toHaveAttribute("href", "tel:4085550142");
  const directions = cupertino.getByRole("link", { name: /Directions to Cupertino/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=10240/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(page.locator(".campus-list")).not.toContainText(/\d+\.\d{3,}/);

  await cupertino.getByRole("link", { name: "About the Cupertino campus" }).click();
  await expect(page).toHaveURL(/\/campuses\/cupertino$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("campus cards speak the site's language and clock", async ({ page }) => {
  await page.goto(site.url("jp.localhost", "/locations"));
  const card = page.locator(".campus:not(.campus--online)").first();
  await expect(card.getByRole("link", { name: /行き方/ })).toBeVisible();
  await expect(card.locator(".campus__hours dd").first()).toHaveText("14:00 – 21:00");
  await expect(card.locator(".campus__hours dt").first()).toHaveText("火 – 金");

  await page.goto(site.url("cn.localhost", "/locations"));
  await expect(page.locator(".campus__directions").first()).toHaveAttribute("href", /^https:\/\/uri\.amap\.com\/navigation\?/);
});
