import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { COOKIES } from "../../schemas/cookies.js";
import { signIn, uniqueEmail } from "../helpers/accounts.js";
import { openHydrated } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { signInToTool } from "./helpers/staff-sign-in.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const EDITOR = { email: "publisher@mathwise.example", name: "Priya Publisher", password: "a long enough passphrase" };
const PATH = `/open-day-${Date.now()}`;
const HEADLINE = "Open day at the London campus";

test("a new editor creates a page on the uk site, previews the draft behind a signed link and publishes it", async ({ page, browser }) => {
  await createStaffMember(site.running.store.db, { ...EDITOR, role: "publisher" }, "browser test");

  // Signing in: /admin sends a visitor to the sign-in page first.
  await signInToTool(page, url("/admin"), EDITOR);

  // A page at a new address of the uk site: the address leads to the site's pages, the path filled in.
  await page.getByLabel("Page address").fill(url(PATH));
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page.getByText(`There is no page at ${PATH} yet: create it here.`)).toBeVisible();
  await expect(page.getByLabel("Path")).toHaveValue(PATH);
  await page.getByLabel("Title").fill("Open day");
  await page.getByRole("button", { name: "Create page" }).click();

  // A top banner and a rich-text module; an emptied required field is flagged at the field.
  await page.getByRole("button", { name: "Add a module as the first one", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Top banner" }).click();
  await page.getByRole("button", { name: "Add a module at the end", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Rich text" }).click();
  const banner = page.getByRole("group", { name: "Top banner" });
  const headline = banner.getByLabel("Headline");
  await headline.fill("");
  await expect(headline).toHaveAttribute("aria-invalid", "true");
  await expect(banner.getByText("This field is required.")).toBeVisible();
  await headline.fill(HEADLINE);
  await expect(headline).not.toHaveAttribute("aria-invalid", "true");
  // The rich-text field: text typed in, then made bold from the toolbar.
  const richText = page.getByRole("group", { name: "Rich text" });
  await expect(richText.getByRole("toolbar", { name: "Formatting of Text" })).toBeVisible();
  const body = richText.getByRole("textbox", { name: "Text" });
  await body.fill("Meet our teachers on Saturday.");
  await body.press("ControlOrMeta+a");
  await richText.getByRole("button", { name: "Bold" }).click();
  await expect(richText.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  // One module of the draft on its own.
  const [modulePreview] = await Promise.all([page.waitForEvent("popup"), banner.getByRole("link", { name: "Preview this module" }).click()]);
  await expect(modulePreview).toHaveURL(/\/module-preview\/\d+\?viewModel=preview&previewSign=/);
  await expect(modulePreview.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await modulePreview.close();

  // A shareable preview link opens the draft for someone who is not signed in; the public path is still a 404.
  await page.getByRole("button", { name: "Preview link" }).click();
  await page.getByRole("button", { name: "Create link" }).click();
  const previewUrl = await page.getByLabel("Preview link").inputValue();
  expect(previewUrl).toContain(`${PATH}?viewModel=preview&previewSign=`);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(previewUrl);
  await expect(visitorPage.getByRole("heading", { name: HEADLINE })).toBeVisible();
  const before = await visitorPage.goto(url(PATH));
  expect(before?.status()).toBe(404);

  // Publishing makes it the public page at once.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published version \d+/)).toBeVisible();
  const after = await visitorPage.goto(url(PATH));
  expect(after?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { name: HEADLINE })).toBeVisible();
  await expect(visitorPage.locator("strong", { hasText: "Meet our teachers on Saturday." })).toBeVisible();
  await visitor.close();

  // The audit log says who did it.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  const publishing = page.getByRole("row").filter({ hasText: "Published" }).filter({ hasText: PATH });
  await expect(publishing).toContainText(EDITOR.email);
});

test("a signed-in parent is asked to sign in as staff", async ({ page }) => {
  const parent = await signIn(site.running, { email: uniqueEmail() });
  const usUrl = (path: string) => site.url("us.localhost", path);
  await page.context().addCookies([{ name: COOKIES.token, value: parent.unifiedAccessToken, url: usUrl("/") }]);
  await page.goto(usUrl("/"));
  await expect(page.getByLabel(/^Account menu of/)).toBeVisible();
  await page.goto(usUrl("/admin/audit"));
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faudit$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("every screen of the tool has no serious or critical axe violations", async ({ page }) => {
  // Nine axe runs over the tool's largest screens.
  test.setTimeout(180_000);
  const member = { email: "editor@mathwise.example", name: "Eli Editor", password: "another long passphrase" };
  await createStaffMember(site.running.store.db, { ...member, role: "editor" }, "browser test");
  const violations = async () => {
    // The live preview frames a storefront page, which the regional-sites test checks on its own.
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    return results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
  };

  await openHydrated(page, url("/admin/login"));
  expect(await violations()).toEqual([]);
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(url("/admin"));
  expect(await violations()).toEqual([]);
  await page.goto(url("/admin/sites/uk"));
  expect(await violations()).toEqual([]);
  await page.getByRole("link", { name: "/faq", exact: true }).click();
  await expect(page.getByRole("group", { name: "FAQ" }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  const editor = page.url();

  // Every other screen of the tool.
  for (const path of [`${new URL(editor).pathname}/history`, "/admin/sites/uk/navigation", "/admin/sites/uk/ads", "/admin/short-links", "/admin/audit"]) {
    await page.goto(url(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});
