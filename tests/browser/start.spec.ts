import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers/hydration.js";
import { makeDataDir, makeSeededDataDir, removeDataDir, startServer, type RunningServer } from "./helpers/server.js";

const US_SITE = "Mathwise Academy United States";

/** Collects console errors, uncaught page errors and CSP violations reported by the page. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const source = message.location().url;
    problems.push(`console error: ${message.text()}${source ? ` (${source})` : ""}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Records CSP violations in the page itself (the init script is injected by the browser, not subject to CSP). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Waits until Remix has started in the browser, so a CSP or script error that stops hydration fails the test. */
async function hydrationOrReport(page: Page, problems: string[]) {
  try {
    await waitForHydration(page);
  } catch (error) {
    const violations = await cspViolations(page).catch(() => []);
    const reported = [...problems, ...violations.map((v) => `CSP violation: ${v}`)];
    throw new Error(
      `the page did not hydrate (window.__remixRouter never set) within 15 s; the page reported:\n` +
        (reported.length ? reported.map((line) => `  - ${line}`).join("\n") : "  (nothing)") +
        `\n${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Opens the US home page and checks everything a first-time visitor sees. */
async function expectUsHomePage(page: Page, server: RunningServer) {
  const problems = watchForErrors(page);
  await recordCspViolations(page);
  const response = await page.goto(server.url("us.localhost", "/"));
  expect(response, "navigation response").not.toBeNull();
  expect(response!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("main")).toContainText(US_SITE);
  await expect(page).toHaveTitle(new RegExp(US_SITE));
  await hydrationOrReport(page, problems);
  expect(await cspViolations(page), "CSP violations").toEqual([]);
  expect(problems, "console errors and page errors").toEqual([]);
}

function seedOf(server: RunningServer): unknown {
  return server.logs().find((line) => line.message === "store ready")?.seed;
}

// Not serial on purpose: if the first test fails, Playwright starts a new worker and beforeAll gives the
// restart test its own fresh data dir, so both tests always report.
test.describe("a fresh data dir", () => {
  let dataDir: string | undefined;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    dataDir = await makeDataDir();
    server = await startServer({ dataDir: dataDir! });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  test("a new visitor opens the US site on a fresh data dir", async ({ page }) => {
    expect(seedOf(server!), "first start seeds the store").toBe("seeded");
    await expectUsHomePage(page, server!);
  });

  test("restart keeps the data", async ({ page }) => {
    const first = server!;
    expect(seedOf(first), "first start seeds the store").toBe("seeded");
    await first.stop();
    server = undefined;
    server = await startServer({ dataDir: dataDir! });
    expect(seedOf(server), "second start on the same data dir skips seeding").toBe("skipped");
    await expectUsHomePage(page, server);
  });
});

test.describe("sites by host", () => {
  let dataDir: string | undefined;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    dataDir = await makeSeededDataDir();
    server = await startServer({ dataDir: dataDir! });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await removeDataDir(dataDir);
  });

  test("jp.localhost renders the Japanese site", async ({ page }) => {
    const problems = watchForErrors(page);
    await recordCspViolations(page);
    const response = await page.goto(server!.url("jp.localhost", "/"));
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.locator("h1")).not.toBeEmpty();
    await hydrationOrReport(page, problems);
    expect(await cspViolations(page), "CSP violations").toEqual([]);
    expect(problems, "console errors and page errors").toEqual([]);
  });

  test("an unknown host answers 404", async ({ page }) => {
    const response = await page.goto(server!.url("nosuch.localhost", "/"));
    expect(response!.status()).toBe(404);
  });
});
