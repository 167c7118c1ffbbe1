import { expect, test } from "@playwright/test";
import { COOKIES } from "../../schemas/cookies.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { US_RECORDED_SCORE } from "../helpers/exams.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";

/** Issue 18: a parent registers a child for an exam, keeps the admit card as a PDF, and looks up a score. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

test("a parent registers a child for the online qualifier, downloads the admit card and looks up a score", async ({ page, context }) => {
  test.setTimeout(90_000);
  const family = await signInWithStudent(site.running, { email: uniqueEmail() });
  await context.addCookies([{ name: COOKIES.token, value: family.unifiedAccessToken, url: url("/") }]);

  await openHydrated(page, url("/exams"));
  const exam = page.getByRole("article").filter({ hasText: "Young Mathematicians Olympiad qualifier" });
  await expect(exam.getByText("Free")).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await exam.getByRole("button", { name: "Register" }).click();
  const dialog = page.getByRole("dialog", { name: "Register for the exam" });
  await dialog.getByRole("radio").first().check();
  await dialog.getByRole("button", { name: "Register" }).click();

  // The admit card, and the same card as a PDF.
  await expect(page.getByRole("heading", { level: 1, name: "Admit card" })).toBeVisible();
  const candidateNumber = (await page.getByText(/^YMO27\d{4}$/).first().innerText()).trim();
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`admit-card-${candidateNumber}.pdf`);

  // A score recorded after last autumn's exam, looked up by its number once the policies are agreed.
  await openHydrated(page, url("/exams/score"));
  await page.getByLabel("Candidate number").fill(`${US_RECORDED_SCORE.candidateNumber} `);
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText("Please confirm the policies to continue")).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Look up" }).click();
  await expect(page.getByText(`${US_RECORDED_SCORE.score} / ${US_RECORDED_SCORE.maxScore}`)).toBeVisible();
  await expect(page.getByText("Qualified for the final")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
