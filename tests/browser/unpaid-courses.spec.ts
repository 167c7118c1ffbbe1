import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { STAGE_STATUS } from "../../rules/commerce/stages.js";
import { orderStages } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { paidInstalmentOrder } from "../helpers/unpaid.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Unpaid courses (issue 16, decision 0026): the reminder after signing in, the list, and paying the next instalment by hand. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test("a parent with an instalment order is reminded after signing in, pays the next stage from the unpaid list and sees it gone", async ({ page }) => {
  test.setTimeout(120_000);
  // Bought by instalments through the API as checkout does: the first stage paid, stages 2 and 3 owed.
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  const orderId = await paidInstalmentOrder(family);
  await waitOutResend(site.running, { email });

  await openHydrated(page, url("/"));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await signInInDialog(page, site, email);

  const reminder = page.getByRole("dialog", { name: "Unpaid courses" });
  await expect(reminder.getByText("Courses waiting for payment: 1")).toBeVisible();
  await reminder.getByRole("link", { name: "View unpaid courses" }).click();
  await page.waitForURL(url("/my-unpaid-courses/list"));
  await waitForHydration(page);

  await expect(page.getByRole("heading", { level: 1, name: "Unpaid Courses" })).toBeVisible();
  await expect(page.getByText(/^Renewal period: /)).toBeVisible();
  const card = page.getByRole("article", { name: "AMC 8 Competition Prep" });
  await expect(card.getByText(`Order number: ${orderId}`)).toBeVisible();
  const stageNumbers = card.locator("tbody th");
  await expect(stageNumbers).toHaveText(["2", "3"]);
  await expect(card.getByText("Due now: $180.00")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("button", { name: "Pay now for AMC 8 Competition Prep" }).click();
  await expect(page).toHaveURL(/\/order\/create\/us-amc8-prep-online-sku\?studentId=[^&]+&fromPage=unpaid-courses-list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your order" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Instalments paid with this order" }).locator("tbody th")).toHaveText(["2"]);
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Place order and pay" }).click();

  await expect(page).toHaveURL(/\/pay\/test\//);
  await expect(page.getByText("$180.00").first()).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/order\/result\//);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  // The stage is paid on the order that sold the class, and the list shows only what is still owed.
  const stages = await site.running.store.db.select().from(orderStages).where(eq(orderStages.orderId, orderId)).orderBy(orderStages.stageNo);
  expect(stages.map((stage) => stage.status)).toEqual([STAGE_STATUS.paid, STAGE_STATUS.paid, STAGE_STATUS.registrationOpens]);
  await openHydrated(page, url("/my-unpaid-courses/list"));
  await expect(stageNumbers).toHaveText(["3"]);
});
