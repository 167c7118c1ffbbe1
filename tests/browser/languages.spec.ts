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
