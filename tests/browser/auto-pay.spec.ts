import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { COOKIES } from "../../schemas/cookies.js";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { autoPayMandates } from "../../server/db/schema.js";
import { signIn, uniqueEmail } from "../helpers/accounts.js";
import { autoPayOrder } from "../helpers/auto-pay.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated } from "./helpers/hydration.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Auto pay after the purchase (issue 16, decision 0025): managed by the parent, decided by customer service. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

const MEMBER = { email: "auto-pay-desk@mathwise.example", name: "Cas Service", password: "a long enough passphrase" };
const REASON = "We will pay each term at the school office from now on.";

/** A parent whose class is paid by auto pay (bought and paid through the API, as checkout does), signed in on the page. */
async function parentWithAutoPayOrder(page: Page, card: "4242" | "0341" = "4242") {
  const parent = await signIn(site.running, { email: uniqueEmail() });
  const orderId = await autoPayOrder(parent, card);
  await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: url("/") }]);
  return { parent, orderId };
}

const orderCard = (page: Page, orderId: string) => page.getByRole("listitem").filter({ hasText: orderId });

test("a parent asks to close auto pay with a reason, and customer service approves it in the staff tool", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await createStaffMember(site.running.store.db, { ...MEMBER, role: "service" }, "browser test");
  const { orderId } = await parentWithAutoPayOrder(page);

  await openHydrated(page, url("/subscription-manage"));
  await expect(page.getByRole("heading", { level: 1, name: "Subscription management" })).toBeVisible();
  const card = orderCard(page, orderId);
  await expect(card.getByRole("heading", { name: "AMC 10 Problem Seminar" })).toBeVisible();
  await expect(card).toContainText("Authorised");
  await expect(card).toContainText("Visa ending in 4242");
  await expect(card).toContainText(/Stage 2: \$79\.60, debited from/);
  await expect(card.getByRole("region", { name: "Payment history" })).toContainText("At checkout");
  expect(await seriousViolations(page)).toEqual([]);

  // The reason is required.
  await card.getByRole("button", { name: "Request closure" }).click();
  await expect(card.getByText("Please give a reason.")).toBeVisible();
  await card.getByLabel("Why do you want to close auto pay?").fill(REASON);
  await card.getByRole("button", { name: "Request closure" }).click();
  await expect(card).toContainText(/Closure requested on .*: under review\. Without a decision it is approved on /);
  await expect(card).toContainText(`Your reason: ${REASON}`);
  await expect(card.getByRole("button", { name: "Request closure" })).toHaveCount(0);

  const desk = await (await browser.newContext()).newPage();
  await signInToTool(desk, url(`/admin/orders/${orderId}`), MEMBER);
  const requests = desk.getByRole("region", { name: "Requests to close auto pay" });
  await expect(requests).toContainText(REASON);
  await expect(requests).toContainText("Under review");
  expect(await seriousViolations(desk)).toEqual([]);
  await requests.getByLabel("Note to the parent").fill("Approved: see you at the office.");
  await requests.getByRole("button", { name: "Approve: close auto pay" }).click();
  await expect(requests).toContainText(`Approved · `);
  await expect(requests).toContainText(`by ${MEMBER.email}`);
  await expect(requests.getByRole("button", { name: "Approve: close auto pay" })).toHaveCount(0);
  await desk.goto(url("/admin/audit"));
  await expect(desk.getByRole("row").filter({ hasText: "Auto-pay closure approved" }).filter({ hasText: `order ${orderId}` })).toContainText(MEMBER.email);

  await page.reload();
  const closed = orderCard(page, orderId);
  await expect(closed).toContainText("Closed: later stages are paid by hand");
  await expect(closed).toContainText(/Closure approved on /);
  await expect(closed).toContainText("Customer service: Approved: see you at the office.");
  await expect(closed.getByRole("button", { name: "Change card" })).toHaveCount(0);
  expect((await site.running.store.db.select().from(autoPayMandates).where(eq(autoPayMandates.orderId, orderId)))[0]?.open).toBe(false);
});

test("a parent whose card was declined authorises one again on the test gateway and is told it worked", async ({ page }) => {
  test.setTimeout(120_000);
  const { orderId } = await parentWithAutoPayOrder(page, "0341");
  const [mandate] = await site.running.store.db.select().from(autoPayMandates).where(eq(autoPayMandates.orderId, orderId));
  // The stage's debit was declined: what the sweep records for a 0341 card.
  await site.running.store.db.update(autoPayMandates).set({ authorization: "unauthorized" }).where(eq(autoPayMandates.orderId, mandate!.orderId));

  await openHydrated(page, url("/subscription-manage"));
  const card = orderCard(page, orderId);
  await expect(card).toContainText("Not authorised");
  await expect(card.getByRole("status").filter({ hasText: "Auto-debit authorisation failed. Please authorise your card again." })).toBeVisible();
  await card.getByRole("button", { name: "Authorise again" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Authorise a card for auto pay" })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Visa ending in 4242: later debits succeed").check();
  await page.getByRole("button", { name: "Authorise", exact: true }).click();

  await page.waitForURL(url("/subscription-manage/autopay-notice/success"));
  await expect(page.getByRole("heading", { level: 1, name: "Card authorised" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Go to Subscription management" }).click();
  const authorised = orderCard(page, orderId);
  await expect(authorised).toContainText("Authorised");
  await expect(authorised.getByRole("button", { name: "Change card" })).toBeVisible();
});

test("the auto-pay pages ask a signed-out visitor to log in", async ({ page }) => {
  for (const path of ["/subscription-manage", "/my-unpaid-courses/autopay-notice/processing"]) {
    await openHydrated(page, url(path));
    await expect(page.getByText("Please log in.")).toBeVisible();
  }
  expect((await page.goto(url("/subscription-manage/autopay-notice/whatever")))?.status()).toBe(404);
});
