import { expect, test, type Page } from "@playwright/test";
import { COOKIES } from "../../schemas/cookies.js";
import { sibling, signIn } from "../helpers/accounts.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Layout (issue 12): the phone header's rows, floating layers that cover nothing, and the /locations cards. */
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

test.describe("the header on a phone", () => {
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
});

// Nothing floating covers navigation or text (issue 12): the tool panel, the online-service button and the
// learning corner keep to space the page leaves them, on the sites and pages where they appear.

const FLOATING = [".tool-panel", ".online-service", ".floating-dock", ".learning-corner", ".chat-window"];

/** Texts of the page (links, buttons, headings, paragraphs...) that a visible floating layer overlaps. */
function coveredTexts(page: Page): Promise<string[]> {
  return page.evaluate((floating) => {
    const layers = floating
      .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
      .filter((layer) => getComputedStyle(layer).position === "fixed" && layer.getClientRects().length > 0)
      .map((layer) => ({ layer, box: layer.getBoundingClientRect() }));
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(floating.join(",")) || parent.closest("[hidden], dialog, .cookie-banner")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
        const hit = layers.find(
          ({ box }) => rect.left < box.right - 1 && rect.right > box.left + 1 && rect.top < box.bottom - 1 && rect.bottom > box.top + 1,
        );
        if (hit) {
          covered.push(`"${text.slice(0, 40)}" under .${hit.layer.className.split(" ")[0]}`);
          break;
        }
      }
    }
    return covered;
  }, FLOATING);
}

async function acceptCookies(page: Page, host: string) {
  await page.context().addCookies([{ name: COOKIES.cookieConsent, value: "1", url: site.url(host, "/") }]);
}

/** Checks at the top, past the tool panel's threshold, in the middle and at the end of the page. */
async function expectNothingCoveredWhileScrolling(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const top of [0, 700, Math.round(height / 2), height]) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(250);
    expect(await coveredTexts(page), `scrolled to ${top} of ${height}`).toEqual([]);
  }
}

const DESKTOP_WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

// Each page is loaded once and checked at every width: the layout is the stylesheet's, so a reload per width would only cost time.
test(`uk and us at ${DESKTOP_WIDTHS.map(({ width }) => width).join(", ")} px: the tool panel and the customer-service button stay in the margin`, async ({ page }) => {
  for (const host of ["uk.localhost", "us.localhost"]) {
    await acceptCookies(page, host);
    for (const path of ["/", "/faq"]) {
      await page.setViewportSize(DESKTOP_WIDTHS[0]!);
      await page.goto(site.url(host, path));
      await expect(page.locator("footer.shell-footer")).toBeVisible({ timeout: 8000 });
      for (const viewport of DESKTOP_WIDTHS) {
        await page.setViewportSize(viewport);
        await test.step(`${host}${path} at ${viewport.width} px`, () => expectNothingCoveredWhileScrolling(page));
      }
    }
  }
  await page.goto(site.url("uk.localhost", "/"));
  await expect(page.locator(".online-service summary")).toHaveAccessibleName(/Customer service/);
});

test("the tool panel's labels wrap between words, never inside one, in every language", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const host of ["us.localhost", "fr.localhost", "jp.localhost", "kr.localhost", "hk.localhost"]) {
    await acceptCookies(page, host);
    await page.goto(site.url(host, "/faq"));
    await page.evaluate(() => window.scrollTo(0, 700));
    const labels = page.locator(".tool-panel__item > span:not([aria-hidden])");
    await expect(labels.first()).toBeVisible();
    // A word split over two lines has two boxes; one wider than its item spills out of it.
    const overflowing = await labels.evaluateAll((spans) =>
      spans.flatMap((span) => {
        const text = span.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const spilled = span.scrollWidth > span.clientWidth + 1 ? [`${span.textContent} spills out`] : [];
        const split = [...(text.textContent ?? "").matchAll(/[\p{Script=Latin}'’-]+/gu)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length > 1 ? [`${word[0]} is split`] : [];
        });
        return [...spilled, ...split];
      }),
    );
    expect(overflowing, host).toEqual([]);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("uk: the dock is a bar along the bottom that the page makes room for, and never over the open menu", async ({ page }) => {
    await acceptCookies(page, "uk.localhost");
    await page.goto(site.url("uk.localhost", "/faq"));
    const dock = page.locator(".floating-dock");
    await expect(dock).toBeVisible();
    const box = (await dock.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(box.y + box.height).toBeCloseTo(812, 0);

    // At the end of the page nothing is left under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
    const lastText = await page.evaluate(() => document.querySelector("footer.shell-footer")!.getBoundingClientRect().bottom);
    expect(lastText).toBeLessThanOrEqual(box.y + 1);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: /Menu/ }).click();
    await expect(dock).toBeHidden();
  });

  test("us: a signed-in parent's evaluation tip sits in the page, not over My Orders, My Courses or the menu", async ({ page }) => {
    const parent = await signIn(site.running);
    await parent.api.call("addNewStudent", sibling, parent.call);
    await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: site.url("us.localhost", "/") }]);
    await acceptCookies(page, "us.localhost");
    await page.goto(site.url("us.localhost", "/"));
    const tip = page.locator(".evaluation-tip");
    await expect(tip).toBeVisible();
    expect(await tip.evaluate((element) => getComputedStyle(element.closest(".learning-corner")!).position)).toBe("static");
    const header = (await page.locator("header.shell-header").boundingBox())!;
    expect((await tip.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    await page.getByRole("button", { name: /Menu/ }).click();
    expect(await coveredTexts(page)).toEqual([]);
  });
});

// /locations: cards a parent can choose from.
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
