import { expect, test } from "@playwright/test";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { enrolIn, GRADE4_ONLINE } from "../helpers/learning.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Lesson reschedules (issue 17): a parent moves a lesson into another class's in four steps and finds it in the application records. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test("a parent reschedules a lesson in four steps on a phone and sees it in the application records", async ({ page }) => {
  test.setTimeout(120_000);
  // The online Grade 4 class bought through the API as checkout does; its Los Altos class meets on other days.
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  await enrolIn(family, GRADE4_ONLINE.skuId);
  await waitOutResend(site.running, { email });

  await openHydrated(page, url("/"));
  await page.getByRole("button", { name: "Sign in" }).first().click();
  await signInInDialog(page, site, email);

  await page.setViewportSize({ width: 375, height: 812 });
  await openHydrated(page, url("/application-transfer"));
  await expect(page.getByRole("heading", { level: 1, name: "Class changes" })).toBeVisible();
  const card = page.getByRole("article", { name: "Grade 4 Problem Solving" });
  await expect(card.getByText("Reschedules left: 6 of 6")).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("link", { name: "Reschedule a lesson" }).click();

  // 1. The lesson.
  await expect(page).toHaveURL(new RegExp(`/application-transfer/lesson-reschedule/${GRADE4_ONLINE.classId}\\?studentId=`));
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule a lesson" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(/Lesson/);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please choose a lesson.")).toBeVisible();
  await page.getByRole("radio", { name: /^Lesson 2 / }).check();
  await page.getByRole("button", { name: "Next" }).click();

  // 2. The new slot: the same lesson of the Los Altos class.
  await expect(page.getByRole("heading", { level: 2, name: "Choose the new time" })).toBeVisible();
  const slot = page.getByRole("radio", { name: /Lesson 2 .*In person, at the centre · Los Altos/ });
  await expect(slot).toBeEnabled();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await slot.check();
  await page.getByRole("button", { name: "Next" }).click();

  // 3. Confirm, with the reason the rules ask for.
  await expect(page.getByRole("heading", { level: 2, name: "Confirm the change" })).toBeVisible();
  await page.getByRole("button", { name: "Reschedule the lesson" }).click();
  await expect(page.getByText("Please tell us why.")).toBeVisible();
  await page.getByLabel("Reason for the change").fill("We are away on the usual day that week.");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Reschedule the lesson" }).click();

  // 4. The result.
  await expect(page.getByText("Lesson 2 has been rescheduled. It is in your application records.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(/Result/);
  await expect(page.getByText("Reschedules left: 5 of 6")).toBeVisible();
  await page.getByRole("link", { name: "View application records" }).click();

  await expect(page).toHaveURL(url("/application-transfer/application-records"));
  await expect(page.getByRole("heading", { level: 1, name: "Application records" })).toBeVisible();
  const record = page.getByRole("article", { name: "Lesson reschedule · Grade 4 Problem Solving" });
  await expect(record.getByText("Passed")).toBeVisible();
  await expect(record.getByText("We are away on the usual day that week.")).toBeVisible();
  await expect(record.getByText(/Los Altos/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The class now has one reschedule fewer.
  await openHydrated(page, url("/application-transfer"));
  await expect(page.getByRole("article", { name: "Grade 4 Problem Solving" }).getByText("Reschedules left: 5 of 6")).toBeVisible();
});
