import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { COOKIES } from "../../schemas/cookies.js";
import { levelTests } from "../../server/db/schema.js";
import { newStudent, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { hkContext } from "../helpers/test-service.js";
import { seriousViolations } from "./helpers/axe.js";
import { openHydrated, waitForHydration } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";

/**
 * Issue 18: a Hong Kong parent has their Primary 3 child take the level test in Traditional Chinese, reads the report
 * and its recommended classes, then books a free assessment with a teacher by video call.
 */

const site = siteUnderTest();
const url = (path: string) => site.url("hk.localhost", path);

test.use({ viewport: { width: 375, height: 812 } });

test("a parent on the hk site takes the level test in Traditional Chinese, sees the report and recommended classes, and books an assessment", async ({ page, context }) => {
  test.setTimeout(120_000);
  const family = await signInWithStudent(site.running, { email: uniqueEmail() }, hkContext("zh-Hant"), { ...newStudent, gradeId: 906 });
  await context.addCookies([{ name: COOKIES.token, value: family.unifiedAccessToken, url: url("/") }]);
  const [levelTest] = await site.running.store.db.select({ questions: levelTests.questions }).from(levelTests).where(eq(levelTests.id, "math-middle-primary"));

  // The evaluation page: the only child and their grade are chosen; the test opens in a new tab.
  await openHydrated(page, url("/evaluation"));
  await expect(page.getByRole("heading", { level: 1, name: "程度測驗" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "開始程度測驗" }).click()]);
  await tab.waitForURL(/\/evaluation\/instruction\/math-middle-primary\?utoken=/);
  await waitForHydration(tab);
  await expect(tab.getByText("開始之前")).toBeVisible();
  await expectNoSidewaysScroll(tab);
  expect(await seriousViolations(tab)).toEqual([]);

  // Every question answered right, one at a time.
  await tab.getByRole("button", { name: "開始測驗" }).click();
  const questions = levelTest!.questions;
  for (const [index, question] of questions.entries()) {
    await expect(tab.getByText(`第 ${index + 1} 題，共 ${questions.length} 題`)).toBeVisible();
    await tab.getByRole("radio").nth(question.answer).check();
    if (index === 0) expect(await seriousViolations(tab)).toEqual([]);
    if (index < questions.length - 1) await tab.getByRole("button", { name: "下一題" }).click();
  }
  await tab.getByRole("button", { name: "交卷" }).click();

  // The report: the top level, then the classes it recommends.
  await tab.waitForURL(/\/report\/contentPage\?reportId=/);
  await expect(tab.getByRole("heading", { level: 1, name: "測評報告" })).toBeVisible();
  await expect(tab.getByText("奧數").first()).toBeVisible();
  await expectNoSidewaysScroll(tab);
  expect(await seriousViolations(tab)).toEqual([]);
  await tab.getByRole("link", { name: "查看推薦課程" }).click();
  await tab.waitForURL(/\/test\/recommended-courses\?reportId=/);
  await expect(tab.getByRole("heading", { level: 1, name: "推薦課程" })).toBeVisible();
  await expect(tab.getByRole("link", { name: /奧數/ }).first()).toBeVisible();
  expect(await seriousViolations(tab)).toEqual([]);

  // A free assessment with a teacher by video call, in five steps.
  await openHydrated(page, url("/appointmentDiagnosis"));
  const next = page.getByRole("button", { name: "下一步" });
  await page.getByRole("radio").first().check();
  await next.click();
  await page.getByRole("radio", { name: /視像通話/ }).check();
  await next.click();
  await page.getByLabel("你的姓名").fill("陳太");
  await next.click();
  await page.getByRole("group", { name: "日期" }).getByRole("radio").first().check();
  await page.getByRole("group", { name: /的時間$/ }).getByRole("radio", { disabled: false }).first().check();
  await next.click();
  await page.getByRole("button", { name: "確認預約" }).click();
  await expect(page.getByRole("heading", { name: "預約成功" })).toBeVisible();
});
