import { expect, test, type Page } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { seriousViolations } from "./helpers/axe.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { dragOver } from "./helpers/drag.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const PUBLISHER = { email: "navigator@mathwise.example", name: "Nora Navigator", password: "a long enough passphrase" };

/** The storefront header's first three main links, in order. */
const mainLinks = (page: Page) => page.locator(".site-header__main > .site-nav__item > .site-nav__link .site-nav__label");
/** The tool's top-level links, in order. */
const treeLinks = (page: Page) => page.locator('ol[aria-label="Links"] > li > .navigation-tree__row .navigation-tree__name');

test("a publisher reorders the navigation by dragging, previews the draft, publishes it and rolls it back", async ({ page, context }) => {
  await createStaffMember(site.running.store.db, { ...PUBLISHER, role: "publisher" }, "browser test");
  const storefront = await context.newPage();
  await storefront.goto(url("/"));
  await expect(mainLinks(storefront).first()).toHaveText("Courses");
  const before = (await mainLinks(storefront).allTextContents()).slice(0, 3);
  expect(before).toEqual(["Courses", "Level test", "Teachers"]);

  await signInToTool(page, url("/admin/sites/uk/navigation"), PUBLISHER);
  await expect(page.getByText("Live: version 1")).toBeVisible();
  await expect(treeLinks(page).first()).toHaveText("Courses");

  // Teachers dragged by its handle above Courses (whose sub-links do not take it).
  const items = page.locator('ol[aria-label="Links"] > li');
  await dragOver(page, page.getByRole("button", { name: "Drag Teachers" }), items.nth(2), items.nth(0));
  await expect(treeLinks(page).nth(0)).toHaveText("Teachers");
  await expect(treeLinks(page).nth(1)).toHaveText("Courses");
  await expect(treeLinks(page).nth(2)).toHaveText("Level test");
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // A link's fields, and axe over the tree, the fields and the history.
  await page.getByRole("button", { name: /^Teachers/ }).click();
  await expect(page.getByRole("heading", { name: "Link: Teachers" })).toBeVisible();
  await page.getByRole("button", { name: "History" }).click();
  await expect(page.getByRole("region", { name: "History" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft version 2 saved. Visitors do not see it until it is published.")).toBeVisible();
  await expect(page.getByText("Live: version 1 · Draft version 2, not live yet")).toBeVisible();

  // Visitors still see the old order; the preview link shows the draft under its banner.
  await storefront.reload();
  expect((await mainLinks(storefront).allTextContents()).slice(0, 3)).toEqual(before);
  const previewUrl = await page.getByRole("link", { name: "Preview version 2" }).getAttribute("href");
  const preview = await context.newPage();
  await preview.goto(previewUrl!);
  await expect(preview.getByText("Navigation draft version 2: visitors do not see it yet.")).toBeVisible();
  expect((await mainLinks(preview).allTextContents()).slice(0, 3)).toEqual(["Teachers", "Courses", "Level test"]);

  await page.getByRole("button", { name: "Publish version 2" }).click();
  await expect(page.getByText("Version 2 is live on the site now.")).toBeVisible();
  await expect(page.getByText("Live: version 2", { exact: true })).toBeVisible();
  await storefront.reload();
  expect((await mainLinks(storefront).allTextContents()).slice(0, 3)).toEqual(["Teachers", "Courses", "Level test"]);
  await preview.reload();
  await expect(preview.getByText("Navigation version 2: this is the version visitors see now.")).toBeVisible();

  // Version 1 restored as draft version 3, then published: the old order is back.
  await page.getByRole("region", { name: "History" }).getByRole("button", { name: "Roll back to version 1" }).click();
  await expect(page.getByText("The earlier version is saved again as draft version 3.")).toBeVisible();
  await expect(treeLinks(page).first()).toHaveText("Courses");
  await page.getByRole("button", { name: "Publish version 3" }).click();
  await expect(page.getByText("Version 3 is live on the site now.")).toBeVisible();
  await storefront.reload();
  expect((await mainLinks(storefront).allTextContents()).slice(0, 3)).toEqual(before);
});
