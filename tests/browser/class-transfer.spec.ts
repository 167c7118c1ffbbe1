import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { enrolments } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Class transfers (issue 17, decision 0029): from the list, through the rules, in three steps; a difference paid through the checkout. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

/** The page is readable at 375 px without scrolling sideways, and axe finds nothing serious. */
async function expectReadable(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
}

const activeClass = async (uid: string) =>
  (await site.running.store.db.select({ classId: enrolments.classId }).from(enrolments).where(and(eq(enrolments.uid, uid), eq(enrolments.status, "active"))))[0]?.classId;

test("a parent transfers a class in three steps, then pays the difference of a second transfer through the checkout", async ({ page }) => {
  test.setTimeout(150_000);
  // Bought through the API as checkout does: the Los Altos class ($460), whose online twin costs $420.
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
  await waitOutResend(site.running, { email });

  await openHydrated(page, url("/my-class-transfer"));
  await signInInDialog(page, site, email);

  await expect(page.getByRole("heading", { level: 1, name: "Class transfers" })).toBeVisible();
  const card = page.getByRole("article", { name: "Grade 4 Problem Solving" });
  await expect(card.getByText("Transfers left: 2 of 2")).toBeVisible();
  await expect(card.getByRole("link", { name: "Reschedule a lesson of Grade 4 Problem Solving" })).toHaveAttribute("href", new RegExp(`/my-class-transfer/lesson-reschedule/${GRADE4_LOS_ALTOS.classId}\\?`));
  await waitForHydration(page);
  await expectReadable(page);
  await card.getByRole("link", { name: "Transfer class: Grade 4 Problem Solving" }).click();

  // The rules, ticked before going on.
  await expect(page.getByRole("heading", { level: 1, name: "Before you transfer a class" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please confirm the policies to continue")).toBeVisible();
  await expectReadable(page);
  await page.getByLabel("I have read and accept the class transfer rules.").check();
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 1: the online class, $40.00 less for the twelve lessons left.
  await expect(page).toHaveURL(new RegExp(`/my-class-transfer/class-transfer/${GRADE4_LOS_ALTOS.classId}\\?`));
  await expect(page.getByRole("heading", { level: 1, name: "Transfer class" })).toBeVisible();
  await expect(page.locator("[aria-current=step]")).toContainText("Choose a class");
  const online = page.getByRole("radio", { name: /^Small online class · Online/ });
  await expect(page.getByText("Difference owed back: $40.00")).toBeVisible();
  await expectReadable(page);
  await online.check();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: the figures, and a reason required.
  await expect(page.getByRole("heading", { name: "Confirm the transfer" })).toBeFocused();
  await expect(page.getByText("Lessons left in the current class: 12, worth $460.00")).toBeVisible();
  await expect(page.getByText(/costs \$40\.00 less for the lessons left/)).toBeVisible();
  await page.getByRole("button", { name: "Confirm transfer" }).click();
  await expect(page.getByText("The input is required.")).toBeVisible();
  await page.getByLabel("Why do you want to transfer?").fill("Weekday afternoons suit us better.");
  await expectReadable(page);
  await page.getByRole("button", { name: "Confirm transfer" }).click();

  // Step 3: moved at once, with what customer service owes back.
  await expect(page.getByRole("heading", { name: "Class transferred" })).toBeVisible();
  await expect(page.getByText("$40.00 is owed back to you: customer service will contact you to return it.")).toBeVisible();
  await expectReadable(page);
  expect(await activeClass(family.uid)).toBe(GRADE4_ONLINE.classId);

  // Back to Los Altos: $40.00 to pay, through the checkout's payment page.
  await page.getByRole("link", { name: "Back to class transfers" }).click();
  await expect(card.getByText("Transfers left: 1 of 2")).toBeVisible();
  await card.getByRole("link", { name: "Transfer class: Grade 4 Problem Solving" }).click();
  await page.getByLabel("I have read and accept the class transfer rules.").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /^In person · Los Altos/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("To pay: $40.00")).toBeVisible();
  await page.getByLabel("Why do you want to transfer?").fill("Back to Saturdays.");
  await page.getByRole("button", { name: "Confirm and pay $40.00" }).click();

  await expect(page).toHaveURL(/\/pay\/test\//);
  await waitForHydration(page);
  // Until it is paid, the student keeps the online class.
  expect(await activeClass(family.uid)).toBe(GRADE4_ONLINE.classId);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/order\/result\//);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  expect(await activeClass(family.uid)).toBe(GRADE4_LOS_ALTOS.classId);
});
