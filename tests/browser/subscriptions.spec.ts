import { expect, test, type Page } from "@playwright/test";
import { subscriptions } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { GRADE4_ONLINE } from "../helpers/learning.js";
import { GRADE4_PLAN } from "../helpers/subscriptions.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** A practice subscription as a parent lives it (issue 17, decision 0031): bought yearly, a bill paid by hand, cancelled. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

/** On the test gateway's page, pays with the card it offers first. */
async function payOnGateway(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\/test\//);
  await expect(page.getByText(amount).first()).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/order\/result\//);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
}

test("a parent subscribes yearly from the course page, pays the next bill by hand, and asks to cancel", async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  await signInWithStudent(site.running, { email });
  await waitOutResend(site.running, { email });

  await openHydrated(page, url(`/courses/detail/${GRADE4_ONLINE.skuId}`));
  const plans = page.getByRole("region", { name: "Weekly practice" });
  const plan = plans.getByRole("article", { name: "Grade 4 Weekly Practice" });
  await expect(plan).toContainText("$19.00 a month");
  await expect(plan).toContainText("$182.40 a year");
  await expect(plan).toContainText("-20%");
  await expect(plan).toContainText("You save $45.60 compared with paying monthly.");
  await plan.getByRole("link", { name: "Subscribe to Grade 4 Weekly Practice, Yearly" }).click();

  await expect(page).toHaveURL(url(`/order/create/${GRADE4_PLAN.skuId}?periodType=4`));
  await expect(page.getByText("Please log in.")).toBeVisible();
  await signInInDialog(page, site, email);
  await expect(page.getByText("Billed yearly (-20%)")).toBeVisible();
  await expect(page.getByText(/The card you pay with is kept for the next periods/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Place order and pay" }).click();
  await payOnGateway(page, "$182.40");

  await page.getByRole("navigation", { name: "Where next" }).getByRole("link", { name: "My subscriptions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Subscriptions" })).toBeVisible();
  const card = page.getByRole("article", { name: "Grade 4 Weekly Practice" });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Yearly");
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A year on, the next bill falls due: payable by hand for 48 hours.
  const [{ paidUntil, subscriptionId }] = (await site.running.store.db.select({ paidUntil: subscriptions.paidUntil, subscriptionId: subscriptions.id }).from(subscriptions)) as [{ paidUntil: Date; subscriptionId: string }];
  await site.running.autoPay(new Date(paidUntil.getTime() + 60_000));
  await card.getByRole("link", { name: "Details of Grade 4 Weekly Practice" }).click();
  await expect(page).toHaveURL(url(`/my-subscription/detail/${subscriptionId}`));
  await expect(page.getByRole("heading", { level: 1, name: "Grade 4 Weekly Practice" })).toBeVisible();
  const bill = page.getByRole("region", { name: "Bill to pay" });
  await expect(bill).toContainText("Bill 2: $182.40");
  await expect(bill).toContainText(/Unless you pay it by hand first, it is deducted from your card on/);
  await expect(page.getByText("Visa ending in 4242")).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  await bill.getByRole("button", { name: /^Pay now/ }).click();
  await payOnGateway(page, "$182.40");

  await openHydrated(page, url(`/my-subscription/detail/${subscriptionId}`));
  await expect(page.getByRole("region", { name: "Bill to pay" })).toHaveCount(0);
  await expect(page.getByRole("table")).toContainText("By hand");
  await page.getByRole("link", { name: "Cancel subscription" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Cancel subscription" })).toBeVisible();
  await expect(page.getByText(/Cancellation goes through the learning centre/)).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ask to cancel" }).click();
  await expect(page.getByText("Please choose a reason.")).toBeVisible();
  await page.getByRole("radio", { name: "My child does not use it enough" }).check();
  await page.getByLabel(/Anything the learning centre should know/).fill("We will try again next year.");
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Ask to cancel" }).click();

  await expect(page).toHaveURL(new RegExp(`/my-subscription/detail/${subscriptionId}`));
  await expect(page.getByText(/Your cancellation has been recorded\. Nothing more will be charged, and practice stays open until/)).toBeVisible();
  await expect(page.getByText(/^Active until /).first()).toBeVisible();
  await expect(page.getByText("Reason: My child does not use it enough")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel subscription" })).toHaveCount(0);
});
