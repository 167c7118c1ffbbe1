import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { CURRENT_DOCUMENT_VERSION } from "../../schemas/pages/document.js";
import { pages, pageVersions, trackingEvents } from "../../server/db/schema.js";
import { createPreviewSign } from "../../server/pages/preview-sign.js";
import { saveDraft } from "../../server/pages/store.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { waitForHydration } from "./helpers/hydration.js";
import { siteUnderTest } from "./helpers/test-site.js";
import { makeDataDir, removeDataDir, startServer, type RunningServer } from "./helpers/server.js";

/** The UK home page's headline (British English: maths). */
const PUBLISHED_HEADLINE = "Maths that makes sense, taught by people who care";
const DRAFT_HEADLINE = "Spring term enrolment opens soon";

/** Publishes a copy of the page's current document with one more rich-text module saying `text`. */
async function publishWithExtraText(running: TestService, locale: "uk" | "au" | "sg", path: string, text: string) {
  const [page] = await running.store.db.select().from(pages).where(and(eq(pages.locale, locale), eq(pages.path, path)));
  const [current] = await running.store.db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, page!.id), eq(pageVersions.version, page!.publishedVersion!)));
  const document = structuredClone(current!.document) as { modules: unknown[] };
  document.modules.unshift({
    id: 170_000_000 + Math.floor(Math.random() * 1_000_000),
    type: 1,
    content: { componentName: "RichText", componentType: 1, componentData: { html: `<p>${text}</p>` } },
  });
  const { pageId, version } = await saveDraft(running.store.db, { locale, path, document, author: "browser test" });
  await running.service.pages.publish(locale, pageId, version);
}

async function scrollThrough(page: Page) {
  for (let y = 0; y < 6_000; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
  }
}

test.describe("builder pages on the embedded store", () => {
  const site = siteUnderTest();
  const url = site.url;

  test("a page with an invalid module still renders its other modules", async ({ page }) => {
    const [stored] = await site.running.store.db.select().from(pages).where(and(eq(pages.locale, "fr"), eq(pages.path, "/aboutus")));
    await site.running.store.db.insert(pageVersions).values({
      pageId: stored!.id,
      version: 50,
      author: "browser test",
      document: {
        schemaVersion: CURRENT_DOCUMENT_VERSION,
        title: "À propos",
        modules: [
          { id: 180_000_001, type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html: "<p>Premier module</p>" } } },
          { id: 180_000_002, type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { headline: ["not", "text"] } } },
          { id: 180_000_003, type: 35, content: { componentName: "ConversionButton", componentType: 35, componentData: { label: "Réserver", url: "/level-test" } } },
          { id: 180_000_004, type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html: "<p>Dernier module</p>" } } },
        ],
      },
    });
    await site.running.store.db.update(pages).set({ publishedVersion: 50 }).where(eq(pages.id, stored!.id));
    await site.running.changes.announce({ locale: "fr" });

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url("fr.localhost", "/aboutus"));
    await expect(page.getByText("Premier module")).toBeVisible();
    await scrollThrough(page);
    await expect(page.getByRole("link", { name: "Réserver", exact: true })).toBeVisible();
    await expect(page.getByText("Dernier module")).toBeVisible();
    await expect(page.locator("#module-180000002")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("preview with a valid sign shows the draft; without it, the published page", async ({ browser }) => {
    const sign = createPreviewSign(site.running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", path: "/", version: 2 }, Date.now() + 3_600_000);
    const editor = await browser.newPage();
    await editor.goto(url("uk.localhost", `/?viewModel=preview&previewSign=${sign}`));
    await expect(editor.getByRole("heading", { name: DRAFT_HEADLINE })).toBeVisible();
    await expect(editor.getByRole("status").filter({ hasText: "Draft version 2: visitors do not see this version yet." })).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(url("uk.localhost", "/"));
    await expect(visitor.getByRole("heading", { name: PUBLISHED_HEADLINE })).toBeVisible();
    await expect(visitor.getByText(DRAFT_HEADLINE)).toHaveCount(0);
    const [version, expiry, mac] = sign.split(".") as [string, string, string];
    const forged = `${version}.${expiry}.${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    await visitor.goto(url("uk.localhost", `/?viewModel=preview&previewSign=${forged}`));
    await expect(visitor.getByRole("heading", { name: PUBLISHED_HEADLINE })).toBeVisible();
  });

  test("a page served from the HTML cache hydrates under its hash-based policy", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => message.type() === "error" && violations.push(message.text()));
    await page.goto(url("tc.localhost", "/download/config"));
    const cached = await page.goto(url("tc.localhost", "/download/config"));
    expect(cached!.headers()["x-cache"]).toBe("HIT");
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });

  test("modules a visitor sees are tracked in batches (dataUpload)", async ({ page }) => {
    await page.goto(url("my.localhost", "/level-test"));
    await expect
      .poll(
        async () => {
          const rows = await site.running.store.db.select().from(trackingEvents).where(eq(trackingEvents.event, "module_view"));
          return rows.filter((row) => row.params.path === "/level-test" && row.schoolCode === "6001").length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
  });

  test("a change published through the service shows on the next request", async ({ page }) => {
    await page.goto(url("au.localhost", "/faq"));
    await expect(page.getByText("Published a moment ago")).toHaveCount(0);
    await publishWithExtraText(site.running, "au", "/faq", "Published a moment ago");
    await page.reload();
    await expect(page.getByText("Published a moment ago")).toBeVisible();
  });
});

test.describe("two server processes on PostgreSQL", () => {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const database = `storefront_browser_${randomBytes(5).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const servers: RunningServer[] = [];
  const dataDirs: string[] = [];
  let publisher: TestService;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  test.beforeAll(async () => {
    await admin(`create database ${database}`);
    for (let i = 0; i < 2; i++) {
      const dataDir = await makeDataDir();
      dataDirs.push(dataDir);
      servers.push(await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } }));
    }
    publisher = await startTestService({ DATABASE_URL: databaseUrl });
  });
  test.afterAll(async () => {
    await publisher?.close();
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) await removeDataDir(dir);
    await admin(`drop database if exists ${database} with (force)`);
  });

  test("a publish shows on both servers' next request", async ({ page }) => {
    for (const server of servers) {
      await page.goto(server.url("sg.localhost", "/faq"));
      await expect(page.getByText("Shared by every process")).toHaveCount(0);
    }
    await publishWithExtraText(publisher, "sg", "/faq", "Shared by every process");
    for (const server of servers) {
      await expect(async () => {
        await page.goto(server.url("sg.localhost", "/faq"));
        await expect(page.getByText("Shared by every process")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
    }
  });
});
