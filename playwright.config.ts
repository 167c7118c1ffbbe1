import { defineConfig } from "@playwright/test";

/**
 * Browser tests: each test file starts the production build (`node build/host/main.js`) itself, on a fresh
 * data dir, through tests/browser/helpers/server.ts. The build runs once in global-setup.ts.
 * Chromium is Debian's headless shell (/usr/bin/chromium-headless-shell, or CHROMIUM_PATH): the Chromium that
 * Playwright runs for headless tests, without the full browser's window and tab strip, which took a fifth more time
 * (decision 0038). Playwright never downloads a browser here.
 * Two files run at a time, each with its own server and store: the tests mostly wait on pages, so two
 * workers nearly halve the time on two cores.
 */
const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "tests/browser",
  globalSetup: "./tests/browser/global-setup.ts",
  outputDir: "test-results/playwright",
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE || "test-results/playwright.json" }]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
