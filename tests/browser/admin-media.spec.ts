import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { pages } from "../../server/db/schema.js";
import { createStaff } from "../helpers/staff.js";
import { signInToTool } from "./helpers/staff-sign-in.js";
import { openHydrated } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";

const site = siteUnderTest();
const url = (path: string) => site.url("uk.localhost", path);

const ALT = "Children solving a puzzle together";

async function seriousViolations(page: Page): Promise<string[]> {
  // The live preview frames a storefront page, which the regional-sites test checks on its own.
  const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}


test("an editor uploads an image, picks it for a page's image, a publisher publishes it and visitors get it responsively", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const [editor, publisher] = await Promise.all([createStaff(site.running, "editor"), createStaff(site.running, "publisher")]);
  const [about] = await site.running.store.db.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/aboutus")));
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2f6fb0" } }).png().toBuffer();

  // The library, empty, then with the upload: its progress, and the image in the grid.
  await signInToTool(page, url("/admin/media"), editor);
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
  await expect(page.getByText("The library has no images yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Choose images").setInputFiles({ name: "puzzle.png", mimeType: "image/png", buffer: photo });
  await page.getByLabel("Alt text for puzzle.png").fill(ALT);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("puzzle.png is in the library.")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "puzzle.png" }) });
  await expect(card.getByRole("img", { name: ALT })).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}-320\.webp$/);
  await expect(card.getByText("1600 × 900 pixels")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The about page's Image module takes it from the library, alt text included; the editor saves the draft.
  await openHydrated(page, url(`/admin/pages/${about!.id}`));
  const module = page.getByRole("group", { name: "Image", exact: true });
  const toggle = module.locator("button[aria-expanded]").first();
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await module.getByRole("button", { name: "Choose from the library for Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose an image" });
  await dialog.getByRole("button", { name: `Choose ${ALT}` }).click();
  await expect(dialog).toBeHidden();
  await expect(module.getByLabel("Image", { exact: true })).toHaveValue(/^\/media\/[0-9a-f]{64}-1600\.webp$/);
  await expect(module.getByLabel("Image description")).toHaveValue(ALT);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  // A publisher publishes it.
  const publishing = await browser.newContext();
  const publisherPage = await publishing.newPage();
  await signInToTool(publisherPage, url(`/admin/pages/${about!.id}`), publisher);
  await publisherPage.getByRole("button", { name: "Publish" }).click();
  await expect(publisherPage.getByText(/Published version \d+/)).toBeVisible();
  await publishing.close();

  // Visitors get AVIF or WebP at the width their screen needs, its space reserved, from hashed addresses kept a year.
  const visiting = await browser.newContext();
  const visitor = await visiting.newPage();
  await visitor.goto(url("/aboutus"));
  const image = visitor.getByRole("img", { name: ALT });
  // The module is below the first screen: it renders as it comes near.
  await expect(async () => {
    await visitor.mouse.wheel(0, 400);
    await expect(image).toBeAttached({ timeout: 500 });
  }).toPass();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("srcset", /\/media\/[0-9a-f]{64}-320\.webp 320w, .*\/media\/[0-9a-f]{64}-1600\.webp 1600w$/);
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "900");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(visitor.locator("picture", { has: image }).locator("source[type='image/avif']")).toHaveAttribute("srcset", /-1600\.avif 1600w$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  const shown = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(shown).toMatch(/\/media\/[0-9a-f]{64}-\d+\.(avif|webp)$/);
  const file = await visitor.evaluate(async (address) => {
    const response = await fetch(address);
    return { status: response.status, type: response.headers.get("content-type"), cache: response.headers.get("cache-control") };
  }, shown);
  expect(file).toEqual({ status: 200, type: `image/${shown.split(".").at(-1)}`, cache: "public, max-age=31536000, immutable" });
  await visiting.close();
});
