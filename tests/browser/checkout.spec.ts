import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { skus } from "../../server/db/schema.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { fillStudent, signUpInDialog } from "./helpers/sign-up.js";
import { siteUnderTest, type TestSite } from "./helpers/test-site.js";

/** The money path as a parent walks it (issue 14): cart, coupon, GST, the test gateway, the order paid or expired. */

const CLASS = "uk-eleven-plus-maths-online-sku";
const GOODS = "uk-sats-practice-papers";

/** The checkout asks for the student's details a new account does not have yet, and takes them in place. */
async function completeRegistration(page: Page) {
  await page.getByRole("button", { name: "Complete the registration" }).first().click();
  const complete = page.getByRole("dialog", { name: "Complete student information" });
  await fillStudent(complete, { nickName: "Oli", firstName: "Oliver", lastName: "Parent", grade: "Year 6" });
}

/** From the product page to a placed order waiting on the test gateway's page. */
async function addClassToCart(page: Page, site: TestSite, email: string) {
  await openHydrated(page, site.url("uk.localhost", `/courses/detail/${CLASS}`));
  await page.locator(".detail-enrol").getByRole("button", { name: "Add to cart" }).click();
  await signUpInDialog(page, site, email);
  // The cart holds anything; what an order needs is asked for at checkout.
  await expect(page.getByText("Added to your cart.")).toBeVisible();
}

/** The header's account menu, then its Shopping Cart. */
async function openCart(page: Page) {
  await page.getByRole("button", { name: /^Account menu of/ }).or(page.locator(".header-account__toggle")).first().click();
  await page.getByRole("link", { name: /^Shopping Cart/ }).click();
  await expect(page.getByRole("heading", { name: "Shopping Cart" })).toBeVisible();
  await waitForHydration(page);
}

const seatsTaken = async (site: TestSite) => (await site.running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, CLASS)))[0]!.taken;

test.describe("a parent on the uk site", () => {
  const site = siteUnderTest();

  test("buys a class and a good with the best coupon, sees GST, pays on the test gateway and finds the order paid", async ({ page }) => {
    test.setTimeout(120_000);
    await addClassToCart(page, site, `buyer-${Date.now()}@example.com`);

    await openHydrated(page, site.url("uk.localhost", `/goods/detail/${GOODS}`));
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to your cart.")).toBeVisible();
    // The badge on the account button, as the parent sees it (the menu's Shopping Cart link says it in words).
    await expect(page.locator(".header-account__toggle .header-account__badge")).toHaveText("2");

    // A welcome code, redeemed in My Coupons, is the best coupon for the class.
    await openHydrated(page, site.url("uk.localhost", "/my-coupons/list"));
    await page.getByRole("button", { name: "Redeem a code" }).click();
    const redeem = page.getByRole("dialog", { name: "Redeem a promo code" });
    await redeem.getByLabel("Promo code").fill("WELCOME10");
    await redeem.getByRole("button", { name: "Redeem", exact: true }).click();
    await expect(page.getByText("Coupon added: Welcome: 10% off a course")).toBeVisible();

    await openCart(page);
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByText("Please complete the registration first").first()).toBeVisible();
    await completeRegistration(page);

    // Something ships: an address first, added where the order is.
    await page.getByRole("button", { name: "Add an address" }).first().click();
    const address = page.getByRole("dialog", { name: "Add address" });
    await address.getByLabel("Recipient name").fill("Sarah Parent");
    await address.getByLabel("Mobile number").fill("7700900123");
    await address.getByLabel("Address", { exact: true }).fill("10 Downing Street");
    await address.getByLabel("City").fill("London");
    await address.getByLabel("Country or region").fill("United Kingdom");
    await address.getByRole("button", { name: "Save" }).click();
    await expect(address).toBeHidden();

    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(page.getByRole("checkbox", { name: "Welcome: 10% off a course" })).toBeChecked();
    await expect(summary.getByText("Coupon saving")).toBeVisible();
    await expect(summary.getByText("GST (20%)")).toBeVisible();
    const total = await summary.locator("dd").last().innerText();

    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/\/pay\/test\//);
    await expect(page.getByText(total).first()).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Pay", exact: true }).click();

    await expect(page).toHaveURL(/\/order\/result\//);
    await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
    await page.getByRole("link", { name: "My orders" }).first().click();
    await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
    await expect(page.locator(".order-card").first().getByText("Paid")).toBeVisible();
  });
});

test.describe("a parent who abandons the payment", () => {
  // An order holds its seat for 45 s here (30 min on the site), so the test sees it expire.
  const site = siteUnderTest({ ORDER_PAYMENT_WINDOW_SECONDS: "20" });

  test("leaves the gateway without paying; the order expires and the seat comes back", async ({ page }) => {
    test.setTimeout(120_000);
    const before = await seatsTaken(site);
    await addClassToCart(page, site, `abandons-${Date.now()}@example.com`);
    await openCart(page);
    await page.getByRole("link", { name: "Checkout" }).click();
    await waitForHydration(page);
    await completeRegistration(page);
    await page.getByRole("button", { name: "Place order and pay" }).click();
    await expect(page).toHaveURL(/\/pay\/test\//);
    await waitForHydration(page);
    expect(await seatsTaken(site)).toBe(before + 1);

    await page.getByRole("button", { name: "Abandon" }).click();
    await expect(page).toHaveURL(/\/order\/result\//);
    await expect(page.getByRole("heading", { name: "Waiting for payment" })).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order expired" })).toBeVisible({ timeout: 60_000 });
    // The page says so from the deadline; the sweep (every 5 s) gives the seat back.
    await expect.poll(() => seatsTaken(site), { timeout: 15_000 }).toEqual(before);
  });
});
