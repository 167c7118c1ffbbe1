import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { dragOver, keyboardSensorListening } from "./helpers/drag.js";
import { signInToTool } from "./helpers/staff-sign-in.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const EDITOR = { email: "module-mover@mathwise.example", name: "Mo Mover", password: "a long enough passphrase" };
const PATH = `/summer-school-${Date.now()}`;

/** The modules' components, in the list's order. */
const componentsInOrder = (page: Page) => page.locator(".module-editor > legend");

async function addFromPalette(page: Page, place: string, component: string, filter?: string) {
  await page.getByRole("button", { name: place }).click();
  const palette = page.getByRole("dialog", { name: place });
  if (filter) await palette.getByLabel("Find a component").fill(filter);
  await palette.getByRole("button", { name: component, exact: true }).click();
  await expect(palette).toBeHidden();
}

test("an editor orders a page's modules by dragging, with the keyboard and by adding one in the middle, and the order is saved", async ({ page }) => {
  await createStaffMember(site.running.store.db, { ...EDITOR, role: "editor" }, "browser test");
  await signInToTool(page, url("/admin"), EDITOR);
  await page.getByLabel("Page address").fill(url(PATH));
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await page.getByLabel("Title").fill("Summer school");
  await page.getByRole("button", { name: "Create page" }).click();

  // Three modules from the palette, each at the end.
  await addFromPalette(page, "Add a module as the first one", "Top banner");
  await addFromPalette(page, "Add a module at the end", "Rich text");
  await addFromPalette(page, "Add a module at the end", "FAQ");
  await expect(componentsInOrder(page)).toHaveText(["Top banner", "Rich text", "FAQ"]);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  // Collapsed to a line each, the FAQ is dragged by its handle above the top banner.
  await page.getByRole("button", { name: "Collapse all" }).click();
  const items = page.locator(".module-list__item");
  await dragOver(page, page.getByRole("button", { name: "Move FAQ, module 3" }), items.nth(2), items.nth(0));
  await expect(componentsInOrder(page)).toHaveText(["FAQ", "Top banner", "Rich text"]);

  // The top banner goes down a place from the keyboard: Space picks it up, the arrow moves it, Space drops it.
  const handle = page.getByRole("button", { name: "Move Top banner, module 2" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Picked up Top banner, module 2 of 3.")).toBeAttached();
  await keyboardSensorListening(page);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText("Top banner would go to place 3 of 3.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(componentsInOrder(page)).toHaveText(["FAQ", "Rich text", "Top banner"]);
  await expect(page.getByRole("button", { name: "Move Top banner, module 3" })).toBeFocused();

  // A video between the first two, found by typing in the palette; axe finds nothing serious in the list or the palette.
  await page.getByRole("button", { name: "Add a module between modules 1 and 2" }).click();
  const palette = page.getByRole("dialog", { name: "Add a module between modules 1 and 2" });
  await expect(palette.getByLabel("Find a component")).toBeFocused();
  // The live preview frames a storefront page, which the regional-sites test checks on its own.
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await addFromPalette(page, "Add a module between modules 1 and 2", "Video", "video");
  await expect(componentsInOrder(page)).toHaveText(["FAQ", "Video", "Rich text", "Top banner"]);

  // The first save's notice still shows while this one is on its way: the state line says when it is saved.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  await page.reload();
  await expect(componentsInOrder(page)).toHaveText(["FAQ", "Video", "Rich text", "Top banner"]);
  await expect(page.getByText("All changes saved")).toBeVisible();
});
