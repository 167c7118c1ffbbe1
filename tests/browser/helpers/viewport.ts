import { expect, type Page } from "@playwright/test";

/** The page fits a phone `width` px wide: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, width = 375): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
