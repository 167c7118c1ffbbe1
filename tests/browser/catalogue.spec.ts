import { expect, test, type Page } from "@playwright/test";
import { freshClient } from "../helpers/accounts.js";
import { usContext } from "../helpers/test-service.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { fillStudent, signUpInDialog } from "./helpers/sign-up.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** The catalogue as a visitor meets it (issue 13): the list, a class, enrolling, on a desk and on a phone. */
const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

const filterGroup = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a visitor filters by grade and subject, opens a class, signs in on enrol and comes back to the sign-up check", async ({ page }) => {
  await openHydrated(page, url("/courses/list"));
  await filterGroup(page, "Grade").getByRole("link", { name: "Grade 5", exact: true }).click();
  await expect(page).toHaveURL(/gradeId=\d+/);
  // The subject's links keep the chosen grade once the list has rendered for it.
  const math = filterGroup(page, "Subject").getByRole("link", { name: "Math", exact: true });
  await expect(math).toHaveAttribute("href", /gradeId=\d+/);
  await math.click();
  await expect(page).toHaveURL(/gradeId=\d+.*subjectId=\d+|subjectId=\d+.*gradeId=\d+/);

  const cards = page.locator(".course-card");
  await expect(cards.first()).toBeVisible();
  for (const grades of await cards.locator("dd", { hasText: /Grade \d/ }).allInnerTexts()) expect(grades).toContain("Grade 5");

  // A class a seat can still be had in.
  const open = cards.filter({ has: page.getByRole("link", { name: /^Enrol$/ }) }).or(cards.filter({ has: page.getByRole("button", { name: /^Enrol$/ }) }));
  const title = open.first().locator(".course-card__title a");
  const name = await title.innerText();
  await title.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const detailUrl = page.url();
  await waitForHydration(page);

  await page.locator(".detail-enrol").getByRole("button", { name: "Enrol" }).click();
  await signUpInDialog(page, site, `enrol-${Date.now()}@example.com`);

  // Still on the class, and the sign-up check ran: the new account's student has no details yet (status 6).
  expect(page.url()).toBe(detailUrl);
  await fillStudent(page.getByRole("dialog", { name: "Complete student information" }), { nickName: "Mia", firstName: "Mia", lastName: "Parker", grade: "Grade 5" });
  // The check runs again and passes: on to the order for this class and student.
  await expect(page).toHaveURL(/\/order\/create\/[^/?]+\?studentId=/);
  await expect(page.getByRole("heading", { name: "Confirm your order" })).toBeVisible();
});

test("a keyword finds the workbook as well as classes, and the workbook's page opens from it", async ({ page }) => {
  await openHydrated(page, url("/courses/list"));
  await page.getByRole("searchbox", { name: "Search classes" }).fill("workbook");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/keyword=workbook/);
  const products = page.getByRole("region", { name: "Recorded courses, materials and bundles" });
  await products.getByRole("link", { name: "AMC 8 Practice Workbook" }).click();
  await expect(page).toHaveURL(/\/goods\/detail\/us-amc8-workbook/);
  await expect(page.getByRole("heading", { level: 1, name: "AMC 8 Practice Workbook" })).toBeVisible();
});

test("the countdown to a sale ticks each second", async ({ page }) => {
  const { list } = await freshClient(site.running).call("searchCourses", { pageSize: 48 }, usContext);
  const later = list.find((card) => card.remainSellTime > 60_000);
  expect(later, "the demo catalogue has a class for sale later").toBeDefined();
  await openHydrated(page, url(`/courses/detail/${later!.id}`));
  const timer = page.locator(".detail-enrol").getByRole("timer");
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first, { timeout: 3000 });
  await expect(page.locator(".detail-enrol").getByRole("button", { name: /Enrolment opens soon/ })).toBeDisabled();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ["/courses/list", "/courses/list?sort=priceDesc&page=2"]) {
    test(`${path} fits the screen and has no serious axe violation`, async ({ page }) => {
      await openHydrated(page, url(path));
      await expect(page.locator(".course-card").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("a class page fits the screen and has no serious axe violation", async ({ page }) => {
    await openHydrated(page, url("/courses/list"));
    await page.locator(".course-card__title a").first().click();
    await expect(page.locator(".detail-enrol")).toBeVisible();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
