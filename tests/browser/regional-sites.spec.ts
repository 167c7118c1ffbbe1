import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Site } from "../../schemas/site.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { makeSeededDataDir, projectRoot, removeDataDir, startServer, type RunningServer } from "./helpers/server.js";

const sites = JSON.parse(readFileSync(path.join(projectRoot, "fixtures/sites.json"), "utf8")) as Site[];

const US_STYLE_SCHOOLS = ["415", "8601", "105"];

// The tests share nothing but the site they read: both workers take them, so this long file does not end the run on one.
test.describe.configure({ mode: "parallel" });

let dataDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  dataDir = await makeSeededDataDir();
  server = await startServer({ dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  await removeDataDir(dataDir);
});

for (const site of sites) {
  test.describe(`the ${site.locale} site`, () => {
    test("home page in the site's language, with its regions, header variant and cookie rules", async ({ page }) => {
      const errors: string[] = [];
      // Any error fails the test: hydration mismatches (#418, #425) and early updates (#421) included.
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto(server.url(`${site.locale}.localhost`, "/"));
      expect(response!.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", site.defaultLanguage);

      const regions = await page.locator(".region-switcher__item").evaluateAll((items) => [
        ...new Set(items.map((item) => item.getAttribute("data-locale"))),
      ]);
      expect(regions.sort()).toEqual(sites.map((other) => other.locale).filter((locale) => locale !== site.locale).sort());

      const style = US_STYLE_SCHOOLS.includes(site.schoolCode) ? "us" : "standard";
      await expect(page.locator("header.shell-header")).toHaveAttribute("data-header-style", style);
      await expect(page.locator(".shell-header__math-game")).toHaveCount(site.schoolCode === "415" ? 1 : 0);

      await expect(page.locator(".cookie-banner")).toHaveCount(site.features.cookieBanner ? 1 : 0);

      // Hydration went through without a mismatch between server and browser rendering.
      await waitForHydration(page);
      for (const path of ["/locations", "/teachers", "/faq"]) {
        await openHydrated(page, server.url(`${site.locale}.localhost`, path));
      }
      await page.waitForTimeout(500);
      expect(errors).toEqual([]);
    });
  });
}

/** The header's menu is one component in two styles (us and standard); that nothing overflows a phone is checked on every site's pages by screenshots.spec.ts. */
for (const locale of ["us", "uk"]) {
  test(`the ${locale} site on a 375 px phone: the menu opens and nothing overflows sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHydrated(page, server.url(`${locale}.localhost`, "/"));
    const toggle = page.locator(".shell-header__menu-toggle");
    await expect(page.locator("#shell-menu")).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#shell-menu")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
}

/** Where the tool panel shows is a rule (rules/regional/visibility.ts, unit-tested); here it is seen on a site with one and a site without. */
for (const locale of ["us", "am"]) {
  const site = sites.find((candidate) => candidate.locale === locale)!;
  test(`the ${locale} site's tool panel appears only after scrolling past 580 px, where the site has one`, async ({ page }) => {
    await openHydrated(page, server.url(`${locale}.localhost`, "/"));
    await expect(page.locator(".tool-panel")).toHaveCount(0);
    // Room to scroll whatever the page's length: the rule is about the scroll position only.
    await page.evaluate(() => (document.body.style.minHeight = "4000px"));
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(300);
    await expect(page.locator(".tool-panel")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    if (site.features.toolPanel) await expect(page.locator(".tool-panel")).toBeVisible();
    else {
      await page.waitForTimeout(300);
      await expect(page.locator(".tool-panel")).toHaveCount(0);
    }
  });
}

test.describe("accessibility", () => {
  for (const locale of ["us", "jp", "hk"]) {
    test(`the ${locale} home page has no serious or critical axe violations`, async ({ page }) => {
      await openHydrated(page, server.url(`${locale}.localhost`, "/"));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
