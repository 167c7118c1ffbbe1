import { expect, test } from "@playwright/test";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();

test("a page that does not exist is a page of the site: shell, title, ways on, status 404", async ({ page }) => {
  const response = await page.goto(site.url("us.localhost", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^404 · /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.locator("footer").first()).toBeAttached();
  await page.getByRole("navigation", { name: "Ways on" }).getByRole("link", { name: "Our courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText("This page could not be found");
});

test("the 404 page speaks the site's language", async ({ page }) => {
  const response = await page.goto(site.url("jp.localhost", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ページが見つかりません");
  await page.getByRole("link", { name: "ホーム" }).click();
  await expect(page).toHaveURL(site.url("jp.localhost", "/"));
});

test("/error answers the status it shows", async ({ page }) => {
  const response = await page.goto(site.url("us.localhost", "/error?status=503"));
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("503 - System error. Please try again later.");
  expect((await page.goto(site.url("us.localhost", "/error")))?.status()).toBe(500);
  expect((await page.goto(site.url("us.localhost", "/error?status=200")))?.status()).toBe(500);
});
