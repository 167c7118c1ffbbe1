import { expect, test, type Page } from "@playwright/test";
import { COOKIES } from "../../schemas/cookies.js";
import { LOCALES } from "../../schemas/site.js";
import { newStudent, signIn, signInWithStudent, uniqueEmail, usAddress } from "../helpers/accounts.js";
import { ukContext } from "../helpers/test-service.js";
import { siteUnderTest } from "./helpers/test-site.js";

/**
 * Screenshots for the next reviewer to look at (kept under test-results/screenshots/, never compared pixel
 * by pixel): every site's home page, the teachers and locations pages of one site per language and brand,
 * the account pages of a signed-in parent and a uk parent's shop pages (cart, checkout, coupons, orders), on a
 * phone and a laptop. Each page is also checked for what a screenshot would show broken: an error status, an image
 * that did not load, or a page wider than the screen.
 */
const site = siteUnderTest();

// The tests share nothing but the site they read: both workers take them, so this long file does not end the run on one.
test.describe.configure({ mode: "parallel" });

const WIDTHS = [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1280, height: 800 },
] as const;
const PUBLIC_PAGES = ["/", "/teachers", "/locations"];
/** One site per interface language and per brand (Brightminds, Math Club) shows more than its home page. */
const WHOLE_SITES: readonly string[] = ["us", "uk", "jp", "kr", "fr", "hk", "cn", "bmsg", "tmc"];
const ACCOUNT_PAGES = ["/my-account", "/personal-information", "/settings"];
const SHOTS_DIR = "test-results/screenshots";

/**
 * Loads the page on a phone, reveals the whole page and shoots it, then widens the window to a laptop's and shoots it
 * again once its images for that width have loaded (the layout is the stylesheet's and a revealed module stays, so a
 * second load or scroll would only cost time).
 */
async function shootAtEveryWidth(page: Page, host: string, path: string) {
  const [phone] = WIDTHS;
  await page.setViewportSize({ width: phone.width, height: phone.height });
  const response = await page.goto(site.url(host, path), { waitUntil: "networkidle" });
  expect(response?.status(), `${host}${path}`).toBe(200);
  await revealWholePage(page);
  for (const width of WIDTHS) {
    if (width !== phone) {
      await page.setViewportSize({ width: width.width, height: width.height });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    const broken = await page.$$eval("img", (images) =>
      images
        .filter((image) => image.getClientRects().length > 0 && image.complete && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    expect(broken, `images that did not load on ${host}${path}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${host}${path} is wider than ${width.width} px`).toBeLessThanOrEqual(0);
    const file = `${host.split(".")[0]}${path === "/" ? "/home" : path.split("?")[0]}-${width.name}.png`;
    await page.screenshot({ path: `${SHOTS_DIR}/${file}`, fullPage: true });
  }
}

/**
 * Waits for the footer (shown after a second of calm, SPEC §2), then scrolls down a screen at a time so deferred
 * modules and lazy images load, then back to the top.
 */
async function revealWholePage(page: Page) {
  await expect(page.locator("footer.shell-footer")).toBeVisible({ timeout: 8000 });
  for (let step = 0; step < 30; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const locale of LOCALES) {
  const paths = WHOLE_SITES.includes(locale) ? PUBLIC_PAGES : ["/"];
  test(`${locale}: ${paths.join(", ")} on a phone and a laptop`, async ({ page }) => {
    for (const path of paths) await shootAtEveryWidth(page, `${locale}.localhost`, path);
  });
}

test("us: a signed-in parent's account pages on a phone and a laptop", async ({ page }) => {
  const parent = await signIn(site.running);
  await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: site.url("us.localhost", "/") }]);
  for (const path of ACCOUNT_PAGES) await shootAtEveryWidth(page, "us.localhost", path);
});

test("uk: a parent's cart, checkout, coupons, orders and an order's result on a phone and a laptop", async ({ page }) => {
  const parent = await signInWithStudent(site.running, { email: uniqueEmail() }, ukContext, { ...newStudent, gradeId: 206 });
  const { api, call, uid } = parent;
  await api.call("addAddress", { ...usAddress, countryCallingCode: "+44", phone: "7700900123", country: "GB", uid }, call);
  await api.call("redeemCoupon", { code: "WELCOME10" }, call);
  await api.call("addCart", { studentId: uid, skuId: "uk-sats-practice-papers", quantity: 2 }, call);
  const { orderId } = await api.call("createOrder", { studentId: uid, source: { kind: "product", skuId: "uk-fdp-video" } }, call);
  await api.call("addCart", { studentId: uid, skuId: "uk-eleven-plus-maths-online-sku" }, call);
  await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: site.url("uk.localhost", "/") }]);
  const shopPages = ["/shopping-cart", `/order/shopping-cart/create?studentId=${uid}`, "/my-coupons/list", "/order/list", `/order/result/${orderId}`];
  for (const path of shopPages) await shootAtEveryWidth(page, "uk.localhost", path);
});
