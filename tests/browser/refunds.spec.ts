import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { skus } from "../../server/db/schema.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { codeSentBy } from "./helpers/outbox.js";
import { fillStudent, signUpInDialog } from "./helpers/sign-up.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** A refund as a parent asks for it and customer service approves it (issue 16, decision 0024), on the uk site. */

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

/** Twelve lessons from eight days after the seed: bought now, it comes back in full. */
const CLASS = "uk-eleven-plus-maths-online-sku";
const COUPON = "Welcome: 10% off a course";
const MEMBER = { email: "refund-desk@mathwise.example", name: "Cas Service", password: "a long enough passphrase" };

const seatsTaken = async () => (await site.running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, CLASS)))[0]!.taken;

/** A new parent signs up putting the class in the cart, redeems the welcome code, and buys the class with it on the test gateway (as checkout.spec.ts walks it); answers the order number. */
async function buyClassWithCoupon(page: Page, email: string): Promise<string> {
  await openHydrated(page, url(`/courses/detail/${CLASS}`));
  await page.locator(".detail-enrol").getByRole("button", { name: "Add to cart" }).click();
  await signUpInDialog(page, site, email);
  await expect(page.getByText("Added to your cart.")).toBeVisible();

  await openHydrated(page, url("/my-coupons/list"));
  await page.getByRole("button", { name: "Redeem a code" }).click();
  const redeem = page.getByRole("dialog", { name: "Redeem a promo code" });
  await redeem.getByLabel("Promo code").fill("WELCOME10");
  await redeem.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(page.getByText(`Coupon added: ${COUPON}`)).toBeVisible();

  await openHydrated(page, url("/shopping-cart"));
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Complete the registration" }).first().click();
  await fillStudent(page.getByRole("dialog", { name: "Complete student information" }), { nickName: "Oli", firstName: "Oliver", lastName: "Parent", grade: "Year 6" });
  await expect(page.getByRole("checkbox", { name: COUPON })).toBeChecked();
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page).toHaveURL(/\/pay\/test\//);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  return new URL(page.url()).pathname.split("/").at(-1)!;
}

test("a parent requests a refund with a code from the outbox, customer service approves it, and the order is refunded with the coupon back", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await createStaffMember(site.running.store.db, { ...MEMBER, role: "service" }, "browser test");
  const email = `refund-${Date.now()}@example.com`;
  const orderId = await buyClassWithCoupon(page, email);
  const takenAfterPurchase = await seatsTaken();
  await openHydrated(page, url("/my-coupons/list"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(COUPON)).toHaveCount(0);

  await openHydrated(page, url(`/order/refund/${orderId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Request a refund" })).toBeVisible();
  await expect(page.getByText("In full: the first lesson has not started.")).toBeVisible();
  await expect(page.getByText(`Coupons that come back to you once the refund is approved: ${COUPON}`)).toBeVisible();
  await expect(page.getByText("Once approved, the refund reaches your account in 7-14 business days.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing chosen yet: the form says what is missing, one thing at a time.
  await page.getByRole("button", { name: "Request the refund" }).click();
  await expect(page.getByText("Please choose a reason.")).toBeVisible();
  await page.getByRole("radio", { name: "The class times no longer suit us" }).check();
  const code = await codeSentBy(page, site, email, () => page.getByRole("button", { name: "Send code" }).click());
  await expect(page.getByText(/^We sent a code to /)).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Request the refund" }).click();
  await expect(page.getByText("Please confirm the policies to continue")).toBeVisible();
  await page.getByRole("checkbox", { name: "I have read and agree to the refund policy." }).check();
  await page.getByRole("button", { name: "Request the refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Waiting for approval by customer service" })).toBeVisible();
  await expect(page.getByText("Once approved, the refund reaches your account in 7-14 business days.")).toBeVisible();

  // The same page later shows the request, not the form.
  await openHydrated(page, url(`/order/refund/${orderId}`));
  await expect(page.getByRole("status").filter({ hasText: "Waiting for approval by customer service" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request the refund" })).toHaveCount(0);

  const desk = await (await browser.newContext()).newPage();
  await signInToTool(desk, url("/admin/orders"), MEMBER);
  await desk.getByRole("link", { name: "Refund requests waiting for a decision" }).click();
  await expect(desk.getByRole("heading", { level: 1, name: "Refund requests waiting" })).toBeVisible();
  const waiting = desk.getByRole("row").filter({ hasText: orderId });
  await expect(waiting).toContainText("Class times no longer suit");
  expect(await seriousViolations(desk)).toEqual([]);
  await waiting.getByRole("link", { name: orderId }).click();
  const panel = desk.getByRole("region", { name: "Refund request" });
  await expect(panel).toContainText("Class times no longer suit");
  expect(await seriousViolations(desk)).toEqual([]);
  await panel.getByLabel("Note to the parent").fill("Approved: the class has not started.");
  await panel.getByRole("button", { name: "Approve the refund" }).click();
  await expect(panel).toHaveCount(0);
  const timeline = desk.getByRole("region", { name: "What happened" });
  await expect(timeline).toContainText(`Refund approved by ${MEMBER.email}. Note to the parent: Approved: the class has not started.`);
  await expect(desk.getByText("Refunded", { exact: true }).first()).toBeVisible();
  expect(await seatsTaken()).toBe(takenAfterPurchase - 1);

  await openHydrated(page, url("/order/list"));
  const card = page.locator(".order-card").filter({ hasText: orderId });
  await expect(card.getByText("Refunded", { exact: true })).toBeVisible();
  await openHydrated(page, url("/my-coupons/list"));
  await expect(page.getByText(COUPON).first()).toBeVisible();
  await openHydrated(page, url(`/order/refund/${orderId}`));
  await expect(page.getByRole("status").filter({ hasText: "Refunded" })).toBeVisible();
  await expect(page.getByText("Approved: the class has not started.")).toBeVisible();
});
