import { expect, test, type Page } from "@playwright/test";
import { signInWithStudent, uniqueEmail, waitOutResend } from "../helpers/accounts.js";
import { BIG_ONLINE_CLASS, boughtClass } from "../helpers/my-courses.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { signInInDialog } from "./helpers/sign-up.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** My Courses (issue 17): the list, a course's page with its lessons and the enter-class countdown, and preparing for class. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

/** The page has no serious accessibility violations, and on a 375 px phone nothing overflows sideways. */
async function checkScreen(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
}

test("a parent opens a bought class from My Courses, sees its lessons and the enter-class countdown, and prepares for class", async ({ page }) => {
  test.setTimeout(120_000);
  // Bought through the API as checkout does; the class starts in ten days.
  const email = uniqueEmail();
  const family = await signInWithStudent(site.running, { email });
  await boughtClass(family, BIG_ONLINE_CLASS);
  await waitOutResend(site.running, { email });

  await openHydrated(page, url("/my-account"));
  await expect(page.getByText("Please log in.")).toBeVisible();
  await signInInDialog(page, site, email);

  await page.getByRole("navigation", { name: "Personal centre menu" }).getByRole("link", { name: "My Courses" }).click();
  await page.waitForURL(url("/my-courses/list"));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Courses" })).toBeVisible();
  const card = page.getByRole("article", { name: "AMC 10 Problem Seminar" });
  await expect(card.getByRole("list", { name: "Status" })).toHaveText("Starting soon");
  await expect(card.getByText("Online large live class")).toBeVisible();
  await expect(card.getByText("0 of 10 lessons done")).toBeVisible();
  await page.getByRole("link", { name: "Completed" }).click();
  await expect(page.getByText("No completed courses yet.")).toBeVisible();
  await page.getByRole("link", { name: "Current" }).click();
  await expect(card).toBeVisible();
  await checkScreen(page);

  await card.getByRole("link", { name: "AMC 10 Problem Seminar" }).click();
  await page.waitForURL(url(`/my-courses/detail/${BIG_ONLINE_CLASS.classId}`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "AMC 10 Problem Seminar" })).toBeVisible();
  const lessons = page.getByRole("region", { name: "Lessons" }).getByRole("listitem");
  await expect(lessons).toHaveCount(10);
  await expect(lessons.first()).toContainText("Lesson 1");
  await expect(lessons.first()).toContainText("Upcoming");
  const entry = page.getByRole("region", { name: "Enter class" });
  await expect(entry.getByRole("button", { name: "Enter class" })).toBeDisabled();
  // The countdown runs live: days, then hh:mm:ss down to the second.
  const timer = entry.getByRole("timer");
  await expect(timer).toHaveText(/^Opens in \d+ d \d\d:\d\d:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 5_000 });
  await checkScreen(page);

  await page.getByRole("link", { name: "Prepare for class" }).click();
  // For the student whose place the course page showed.
  await page.waitForURL(url(`/my-courses/prepare/${BIG_ONLINE_CLASS.classId}?studentId=${family.uid}`));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Prepare for class" })).toBeVisible();
  // A large live class is taught in the school's own app, downloaded from its /download page for each device.
  const app = page.getByRole("region", { name: "Install the app" });
  await expect(app.getByRole("link")).toHaveText(["Download for Mac", "Download for Windows", "Download for iPad", "Download for iPhone", "Download for Android"]);
  await expect(app.getByRole("link", { name: "Download for Windows" })).toHaveAttribute("href", "/download");
  // Headless Chromium on Linux: a system the requirements do not list.
  const check = page.getByRole("region", { name: "Check this device" });
  await expect(check.getByText("This device does not meet the requirements.")).toBeVisible();
  await expect(check.getByText("System: Linux is not supported.")).toBeVisible();
  await checkScreen(page);
});
