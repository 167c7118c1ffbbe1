import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { localMinuteIn } from "../../admin-preview/editor/schedule-time.js";
import { freshClient, signedInAs } from "../helpers/accounts.js";
import { createStaff } from "../helpers/staff.js";
import { usContext } from "../helpers/test-service.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const HEADLINE = "Summer camp in London";

/** A draft page on the uk site, saved through the tool's calls by the publisher: version 2 has a top banner. */
async function draftPage(member: { email: string; password: string }) {
  const api = freshClient(site.running);
  const { token } = await api.call("adminSignIn", { email: member.email, password: member.password }, usContext);
  const call = signedInAs(usContext, token);
  const path = `/summer-camp-${Date.now()}`;
  const { pageId } = await api.call("adminCreatePage", { locale: "uk", path, title: "Summer camp" }, call);
  const banner = { type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { headline: HEADLINE, image: "/images/ads/exam.svg" } } };
  const { version } = await api.call("adminSaveDraft", { pageId, basedOnVersion: 1, document: { title: "Summer camp", modules: [banner] } }, call);
  return { pageId, path, version };
}

async function seriousViolations(page: Page): Promise<string[]> {
  // The live preview frames a storefront page, which the regional-sites test checks on its own.
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("a publisher schedules a draft's publish a minute ahead on the site's clock and sees it go live", async ({ page, browser }) => {
  // The product schedules to the minute: the page goes live 10 to 70 seconds after it is scheduled, then the sweep's few seconds.
  test.setTimeout(180_000);
  const member = await createStaff(site.running, "publisher");
  const draft = await draftPage(member);

  await signInToTool(page, url(`/admin/pages/${draft.pageId}`), member);
  const panel = page.getByRole("region", { name: "Schedule" });
  await expect(panel.getByText("Nothing is scheduled for this page.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The first whole minute at least 10 s ahead (the form is sent in a second or two), picked on the uk site's clock
  // (London), whatever the browser's zone.
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  await panel.getByLabel(`Publish version ${draft.version}`).check();
  await panel.getByLabel("Date and time (Europe/London)").fill(localMinuteIn(at, "Europe/London"));
  await panel.getByRole("button", { name: "Schedule" }).click();
  await expect(panel.getByText("Scheduled.")).toBeVisible();
  await expect(panel.getByText(`Scheduled by ${member.email}`)).toBeVisible();
  await expect(panel.getByText(new RegExp(`^Publishes version ${draft.version} at \\d\\d:\\d\\d \\d\\d/\\d\\d/\\d{4}$`))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Visitors find no page until its minute, then the scheduled version.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(url(draft.path)))?.status()).toBe(404);
  await expect
    .poll(async () => (await visitorPage.goto(url(draft.path)))?.status(), { timeout: 140_000, intervals: [3_000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect(visitorPage.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await visitor.close();

  // The panel looks again once the schedule is due; the audit log names who scheduled it.
  await expect(panel.getByText("Nothing is scheduled for this page.")).toBeVisible({ timeout: 30_000 });
  await page.goto(url("/admin/audit"));
  const published = page.getByRole("row").filter({ hasText: "Published as scheduled" }).filter({ hasText: draft.path });
  await expect(published).toContainText(member.email);
});
