import react from "@vitejs/plugin-react";
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const UNIT_TESTS = "{api,app,schemas,server,fixtures,renderer,component-registry,admin-preview,i18n,ui,rules}/**/*.test.{ts,tsx}";

/**
 * A unit test file that replaces modules (vi.mock) or renders into a page (happy-dom) needs modules of its own:
 * a mock would stay in place for the files after it, and testing-library's `screen` stays bound to the first
 * file's document. The others share one module graph per worker (decision 0038).
 */
const needsOwnModules = (file: string) => /\bvi\.mock\(|@vitest-environment happy-dom/.test(readFileSync(file, "utf8"));
const unitTests = globSync(UNIT_TESTS);
const isolatedUnitTests = unitTests.filter(needsOwnModules);

const integration = (store: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${store}`,
    sequence: { groupOrder: 2 },
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_STORE: store },
    globalSetup: ["tests/helpers/vitest-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Integration tests mostly
    // wait on their stores and servers (each file has its own database), so two run well side by side.
    maxWorkers: 2,
    // Files in the forks pool share their worker's modules (integration files each start and close their own
    // service); vitest isolates per pool, so the files that need their own modules run in the threads pool.
    poolOptions: { forks: { isolate: false } },
    // The projects run one group after another (sequence.groupOrder): each pool takes maxWorkers, so the forks pool's
    // two and the threads pool's two side by side were four busy processes on two cores, a fifth slower in all.
    projects: [
      {
        extends: true,
        test: { name: "unit", include: [UNIT_TESTS], exclude: isolatedUnitTests, environment: "node", sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          sequence: { groupOrder: 1 },
          include: isolatedUnitTests,
          environment: "node",
          pool: "threads",
          setupFiles: ["tests/helpers/component-test-setup.ts"],
          testTimeout: 15_000,
        },
      },
      integration("pglite"),
      integration("postgres"),
    ],
  },
});
