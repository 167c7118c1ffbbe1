import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { pages, pageWorkingCopies } from "../../server/db/schema.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const PUBLISHER = { email: "live-preview@mathwise.example", name: "Lina Live", password: "a long enough passphrase" };
const HEADLINE = "Spring open day in London";

async function homePageEditor() {
  const [home] = await site.running.store.db.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/")));
  return url(`/admin/pages/${home!.id}`);
}

test.beforeAll(async () => {
  await createStaffMember(site.running.store.db, { ...PUBLISHER, role: "publisher" }, "browser test");
});

test("an editor sees unsaved changes in the preview, picks a module there, undoes, and finds the work kept after closing the tab", async ({ page, context }) => {
  const editorUrl = await homePageEditor();
  await signInToTool(page, editorUrl, PUBLISHER);

  const frame = page.frameLocator(".live-preview__frame");
  const banner = frame.locator("[data-module-key]").filter({ has: frame.locator(".top-banner") });
  await expect(banner).toHaveAttribute("data-preview-label", /TopBanner/);
  await expect(page.getByText("Shows your changes, saved or not.")).toBeVisible();

  // A click on the banner's button inside the preview picks the module instead of following the link.
  await banner.getByRole("link").first().click();
  await expect(banner).toHaveAttribute("data-selected", "");
  await expect(frame.locator(".top-banner")).toBeVisible();
  const module = page.getByRole("group", { name: "Top banner" });
  await expect(module).toBeInViewport();
  const headline = module.getByLabel("Headline");

  // Typing shows in the preview before anything is saved.
  const before = await headline.inputValue();
  await headline.fill(HEADLINE);
  await expect(frame.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await expect(page.locator(".page-editor__state")).toContainText("Unsaved changes");

  // Undo and redo cover the whole document, by button and by keyboard.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(headline).toHaveValue(before);
  await expect(frame.getByRole("heading", { name: before })).toBeVisible();
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(headline).toHaveValue(HEADLINE);
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(headline).toHaveValue(before);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(headline).toHaveValue(HEADLINE);

  // The preview takes a phone's width.
  await page.getByRole("group", { name: "Preview width" }).getByRole("button", { name: "Phone" }).click();
  await expect(page.locator(".live-preview__frame")).toHaveCSS("width", "375px");

  // A link inside the tool asks first; staying keeps everything.
  await page.getByRole("link", { name: "Audit log" }).click();
  const leave = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(editorUrl);
  await expect(headline).toHaveValue(HEADLINE);

  // The browser asks too before the tab goes.
  await expect(page.getByText(/kept on the server at/)).toBeVisible({ timeout: 15_000 });
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.accept();

  // Back in a new tab, the work is there, unsaved, and can be thrown away.
  const again = await context.newPage();
  await again.goto(editorUrl);
  await expect(again.getByText(/Your unsaved work is back/)).toBeVisible();
  await expect(again.locator(".page-editor__state")).toContainText("Unsaved changes");
  await expect(again.frameLocator(".live-preview__frame").getByRole("heading", { name: HEADLINE })).toBeVisible();
  await again.getByRole("button", { name: "Discard my work" }).click();
  await expect(again.locator(".page-editor__state")).toHaveText("All changes saved");
  await expect.poll(async () => (await site.running.store.db.select().from(pageWorkingCopies)).length).toBe(0);
});

test("a shared preview link shows the draft as visitors will see it, under one banner that says which version", async ({ page, browser }) => {
  await signInToTool(page, await homePageEditor(), PUBLISHER);
  await page.getByRole("button", { name: "Preview link" }).click();
  await page.getByRole("button", { name: "Create link" }).click();
  const previewUrl = await page.getByLabel("Preview link").inputValue();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(previewUrl);
  await expect(visitorPage.getByRole("status").filter({ hasText: /^Draft version \d+: visitors do not see this version yet\.$/ })).toBeVisible();
  await expect(visitorPage.locator(".top-banner")).toBeVisible();
  await expect(visitorPage.locator("[data-preview-label], [data-module-key], .editor-frame")).toHaveCount(0);
  await visitor.close();
});

test("a module dragged in the preview takes the other's place in the page", async ({ page }) => {
  const [faq] = await site.running.store.db.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/faq")));
  await signInToTool(page, url(`/admin/pages/${faq!.id}`), PUBLISHER);
  const order = () => page.locator("fieldset.module-editor > legend").allTextContents();
  const frameModules = page.frameLocator(".live-preview__frame").locator("[data-module-key]");
  await expect(frameModules.nth(1)).toBeVisible();
  const before = await order();
  expect(before).toHaveLength(await frameModules.count());
  await frameModules.nth(1).dragTo(frameModules.nth(0));
  await expect.poll(order).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.locator(".page-editor__state")).toContainText("Unsaved changes");
});

test("the live preview gets a new signed link before its hour is over and shows the unsaved work there", async ({ page }) => {
  await page.clock.install();
  await signInToTool(page, await homePageEditor(), PUBLISHER);
  const preview = page.locator(".live-preview__frame");
  const frame = page.frameLocator(".live-preview__frame");
  const banner = frame.locator("[data-module-key]").filter({ has: frame.locator(".top-banner") });
  // The frame's script labels the modules once it takes clicks; a click before would follow the link.
  await expect(banner).toHaveAttribute("data-preview-label", /TopBanner/);
  await banner.getByRole("link").first().click();
  await page.getByRole("group", { name: "Top banner" }).getByLabel("Headline").fill("Summer open day in Leeds");
  await expect(frame.getByRole("heading", { name: "Summer open day in Leeds" })).toBeVisible();

  const first = await preview.getAttribute("src");
  const renewal = page.waitForResponse((response) => response.request().postData()?.includes('"intent":"livePreview"') ?? false);
  const reloaded = page.waitForEvent("framenavigated", (navigated) => navigated !== page.mainFrame() && navigated.url() !== first);
  await page.clock.fastForward("56:00");
  // The answer comes as Remix's stream of values, the new address among them.
  const values = (await (await renewal).json()) as unknown[];
  const renewed = values.find((value) => typeof value === "string" && value.includes("viewModel=editor"));
  expect(renewed).toBeDefined();
  expect((await reloaded).url()).toBe(renewed);
  await expect(preview).toHaveAttribute("src", renewed as string);
  // The frame, loaded anew, is handed the working document without another keystroke.
  await expect(frame.getByRole("heading", { name: "Summer open day in Leeds" })).toBeVisible();
});
