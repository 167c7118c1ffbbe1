import { expect, test } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { seriousViolations } from "./helpers/axe.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const EDITOR = { email: "copy-editor@mathwise.example", name: "Cora Copier", password: "a long enough passphrase" };

test("an editor copies the us home page to jp in Japanese and finds it in Japanese in the editor", async ({ page }) => {
  await createStaffMember(site.running.store.db, { ...EDITOR, role: "editor" }, "browser test");
  await signInToTool(page, url("/admin/sites/us"), EDITOR);

  const home = page.getByRole("row").filter({ has: page.getByRole("link", { name: "/", exact: true }) });
  await home.getByText("Copy to other sites").click();
  const language = home.getByLabel("Language of the copies");
  await home.getByLabel("Japan (jp)").check();
  await language.selectOption("ja");
  await home.getByLabel("United Kingdom (uk)").check();
  // The uk site has no Japanese pages: only the language both share is left.
  await expect(home.getByText("Only the languages every chosen site has are offered.")).toBeVisible();
  await expect(language).toHaveValue("en");
  await home.getByLabel("United Kingdom (uk)").uncheck();
  await language.selectOption("ja");
  expect(await seriousViolations(page)).toEqual([]);

  await home.getByRole("button", { name: "Copy as drafts" }).click();
  await expect(home.getByText(/^Draft version \d+ in 日本語\. Texts translated from the demo content: [1-9]\d*\.$/)).toBeVisible();
  await home.getByRole("link", { name: "Japan (jp): /" }).click();
  await expect(page.getByRole("group", { name: "Top banner" }).first().getByLabel("Headline")).toHaveValue("春学期の申し込みがまもなく始まります");
});
