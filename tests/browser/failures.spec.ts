import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { makeSeededDataDir, projectRoot, removeDataDir, startServer, type RunningServer } from "./helpers/server.js";

test.describe("security headers", () => {
  let dataDir: string;
  let server: RunningServer;
  test.beforeAll(async () => {
    dataDir = await makeSeededDataDir();
    server = await startServer({ dataDir });
  });
  test.afterAll(async () => {
    await server?.stop();
    await removeDataDir(dataDir);
  });

  function expectSecurityHeaders(headers: Record<string, string>) {
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    return csp;
  }

  test("an anonymous page carries the security headers, its inline scripts allowed by hash", async ({ page }) => {
    const response = await page.goto(server.url("uk.localhost", "/"));
    const csp = expectSecurityHeaders(response!.headers());
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  test("a signed-in visitor's page carries the security headers, its inline scripts allowed by nonce", async ({ page, context }) => {
    await context.addCookies([{ name: "_official_token", value: "any", url: server.url("uk.localhost", "/") }]);
    const response = await page.goto(server.url("uk.localhost", "/"));
    const csp = expectSecurityHeaders(response!.headers());
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });
});

test.describe("when the API does not answer", () => {
  let dataDir: string;
  let server: RunningServer;
  test.beforeAll(async () => {
    dataDir = await makeSeededDataDir();
    // Nothing listens on port 9 of the loopback: every call fails as a network error.
    server = await startServer({ dataDir, env: { API_BASE_URL: "http://127.0.0.1:9" } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await removeDataDir(dataDir);
  });

  test("a page sends the visitor to /error with the status (SPEC §8)", async ({ page }) => {
    await page.goto(server.url("us.localhost", "/"));
    expect(new URL(page.url()).pathname).toBe("/error");
    expect(new URL(page.url()).searchParams.get("status")).toBe("503");
    await expect(page.locator("h1")).toHaveText("503 - System error. Please try again later.");
  });
});

test("the browser bundle holds no server code or settings", async () => {
  const dir = path.join(projectRoot, "build/client/assets");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".js"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = await readFile(path.join(dir, file), "utf8");
    for (const marker of ["DATABASE_URL", "REDIS_URL", "API_SIGNING_KEY", "pg_advisory_lock", "drizzle-orm"]) {
      expect(text, `${file} mentions ${marker}`).not.toContain(marker);
    }
  }
});
