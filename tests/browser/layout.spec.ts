import { expect, test, type Page } from "@playwright/test";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();

/** The visible children of an element, as boxes; none when the element is absent. */
function childBoxes(page: Page, selector: string) {
  return page.$$eval(`${selector} > *`, (children) =>
    children
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 1 && box.height > 1)
      .map((box) => ({ top: box.top, bottom: box.bottom })),
  );
}

/** Whether boxes share one row: each one's middle lies within every other's height. */
const oneRow = (boxes: { top: number; bottom: number }[]) =>
  boxes.every((box) => boxes.every((other) => (box.top + box.bottom) / 2 > other.top && (box.top + box.bottom) / 2 < other.bottom));

test.use({ viewport: { width: 375, height: 812 } });

for (const locale of ["us", "uk", "fr", "jp", "kr", "hk", "tm", "ca", "cn", "bmsg"]) {
  test(`${locale}: on a phone the header keeps its top bar and its bar to one row each`, async ({ page }) => {
    await page.goto(site.url(`${locale}.localhost`, "/"));
    const bar = await childBoxes(page, ".shell-header__bar");
    expect(bar.length).toBeGreaterThanOrEqual(2);
    expect(oneRow(bar), JSON.stringify(bar)).toBe(true);
    const topBar = await childBoxes(page, ".shell-header__top-bar");
    expect(oneRow(topBar), JSON.stringify(topBar)).toBe(true);
  });
}
