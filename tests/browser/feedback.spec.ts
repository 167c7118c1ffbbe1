import { expect, test, type Page } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { COOKIES } from "../../schemas/cookies.js";
import { signInWithStudent } from "../helpers/accounts.js";
import { enrolForFeedback, FEEDBACK_CLASS, feedbackStudent, phonePhoto } from "../helpers/feedback.js";
import { seriousViolations } from "./helpers/axe.js";
import { expectNoSidewaysScroll } from "./helpers/viewport.js";
import { openHydrated } from "./helpers/hydration.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

/** Feedback to teachers (issue 17, SPEC §5, §9): a parent sends it with a photo from a phone, customer service answers it, the parent reads the answer. */

const site = siteUnderTest();
const url = (path: string) => site.url("us.localhost", path);
const MEMBER = { email: "feedback-desk@mathwise.example", name: "Cas Service", password: "a long enough passphrase" };

/** Readable at 375 px without scrolling sideways, and nothing serious for axe. */
async function expectReadable(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
}

test("a parent sends feedback with an image from a phone, customer service answers it, and the parent reads the answer", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await createStaffMember(site.running.store.db, { ...MEMBER, role: "service" }, "browser test");
  const family = await signInWithStudent(site.running, undefined, undefined, feedbackStudent);
  await enrolForFeedback(family);
  await page.context().addCookies([{ name: COOKIES.token, value: family.unifiedAccessToken, url: url("/") }]);

  await openHydrated(page, url(`/my-courses/detail/${FEEDBACK_CLASS.classId}`));
  await page.getByRole("button", { name: "Feedback to teachers" }).click();
  const dialog = page.getByRole("dialog", { name: "Feedback to teachers" });
  await expect(dialog.getByText("About Bo Parent")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Please choose a problem type.")).toBeVisible();
  await expect(dialog.getByText("Please describe the problem.")).toBeVisible();

  await dialog.getByLabel("Problem type").selectOption({ label: "Homework and marking" });
  await dialog.getByLabel("Description").fill("The worksheet of lesson 2 is hard to read: see the photo.");
  await dialog.getByLabel(/^Image/).setInputFiles({ name: "worksheet.jpg", mimeType: "image/jpeg", buffer: await phonePhoto({ width: 1200, height: 900 }) });
  await expect(dialog.getByText("The image is ready to send.")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "The image you chose" })).toBeVisible();
  await expectReadable(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByRole("status")).toContainText("Thank you. The teachers will answer by");
  await dialog.getByRole("button", { name: "Done" }).click();

  const desk = await (await browser.newContext()).newPage();
  await signInToTool(desk, url("/admin/orders"), MEMBER);
  await desk.getByRole("link", { name: "Parents' feedback to teachers" }).click();
  const feedback = desk.getByRole("article").filter({ hasText: "The worksheet of lesson 2 is hard to read" });
  await expect(feedback.getByRole("heading")).toContainText("Homework and marking");
  const image = feedback.getByRole("img", { name: /Image the parent sent/ });
  await expect(image).toBeVisible();
  // The kept image: upright (900 × 1200 after the phone's orientation), shown from the service, not the placeholder.
  expect(await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight])).toEqual([900, 1200]);
  expect(await seriousViolations(desk)).toEqual([]);
  await feedback.getByLabel("Answer to the parent").fill("The teacher will hand out a clearer copy in lesson 3.");
  await feedback.getByRole("button", { name: "Send the answer" }).click();
  await expect(desk.getByText("No feedback is waiting for an answer.")).toBeVisible();
  await desk.getByRole("link", { name: "Answered" }).click();
  await expect(desk.getByRole("article")).toContainText(`Answered by ${MEMBER.email}`);

  await page.getByRole("button", { name: "My feedback" }).click();
  const mine = page.getByRole("dialog", { name: "My feedback" });
  await expect(mine.getByText("The teacher will hand out a clearer copy in lesson 3.")).toBeVisible();
  await expectReadable(page);
});
