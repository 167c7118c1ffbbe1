import { expect, test } from "@playwright/test";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();

test("the online campus card speaks the site's language", async ({ page }) => {
  await page.goto(site.url("jp.localhost", "/locations"));
  const names = page.locator(".campus__name");
  await expect(names.first()).toBeVisible();
  await expect(names.filter({ hasText: "オンライン" })).toHaveCount(1);
  await expect(names.filter({ hasText: /^Online$/ })).toHaveCount(0);
});

test("the phone-country picker names countries in the site's language", async ({ page }) => {
  await page.goto(site.url("jp.localhost", "/"));
  await page.getByRole("button", { name: "ログイン" }).first().click();
  const dialog = page.getByRole("dialog", { name: "ログイン" });
  await dialog.getByLabel("携帯電話番号またはメールアドレス").fill("9012345678");
  const picker = dialog.getByRole("combobox", { name: "国番号" });
  await expect(picker.locator("option", { hasText: "日本 +81" })).toHaveCount(1);
  await expect(picker.locator("option", { hasText: "Japan" })).toHaveCount(0);
});

test("the region switcher groups sites as a parent knows them, sorted in the page's language", async ({ page }) => {
  await page.goto(site.url("uk.localhost", "/"));
  const switcher = page.locator("header .region-switcher").first();
  await switcher.locator("summary").click();
  const headings = switcher.locator(".region-switcher__heading");
  await expect(headings).toHaveText(["Countries and regions", "Brightminds tutoring", "More programmes"]);
  const countries = await switcher.locator(".region-switcher__group").first().locator("a").allInnerTexts();
  const names = countries.map((text) => text.replace(/^\S+\s/u, "").trim());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  const programmes = switcher.locator(".region-switcher__group").last();
  await expect(programmes.getByRole("link", { name: /Partner schools/ })).toHaveCount(1);
  await expect(switcher.getByRole("link", { name: /^\S+ Partner Schools$/ })).toHaveCount(0);

  await page.goto(site.url("jp.localhost", "/"));
  const japanese = page.locator("header .region-switcher").first();
  await japanese.locator("summary").click();
  await expect(japanese.locator(".region-switcher__heading").first()).toHaveText("国・地域");
  await expect(japanese.locator(".region-switcher__group").nth(1).getByRole("link", { name: /シンガポール/ })).toHaveCount(1);
});
