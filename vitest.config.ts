import react from "@vitejs/plugin-react";
import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const UNIT_TESTS = "{api,app,schemas,server,fixtures,renderer,component-registry,admin-preview,i18n,ui,rules}/**/*.test.{ts,tsx}";

/** A file that replaces modules (vi.mock) needs modules of its own: the mock would stay in place for the files after it. */
const REPLACES_MODULES = /\bvi\.mock\(/;
/** A file that renders into a page (happy-dom) shares its modules with the others that do (decision 0038). */
const RENDERS_INTO_PAGE = /@vitest-environment happy-dom/;
const unitTests = globSync(UNIT_TESTS).map((file) => ({ file, source: readFileSync(file, "utf8") }));
const isolatedUnitTests = unitTests.filter(({ source }) => REPLACES_MODULES.test(source)).map(({ file }) => file);
const pageUnitTests = unitTests.filter(({ source }) => RENDERS_INTO_PAGE.test(source) && !REPLACES_MODULES.test(source)).map(({ file }) => file);

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
    // service; component files start from a clean page, tests/helpers/shared-page-setup.ts); vitest isolates per
    // pool, so the files that need their own modules run in the threads pool.
    poolOptions: { forks: { isolate: false } },
    // The projects run one group after another (sequence.groupOrder): each pool takes maxWorkers, so the forks pool's
    // two and the threads pool's two side by side were four busy processes on two cores, a fifth slower in all.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [UNIT_TESTS],
          exclude: [...isolatedUnitTests, ...pageUnitTests],
          environment: "node",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "unit-dom",
          sequence: { groupOrder: 0 },
          include: pageUnitTests,
          environment: "happy-dom",
          setupFiles: ["tests/helpers/component-test-setup.ts", "tests/helpers/shared-page-setup.ts"],
          testTimeout: 15_000,
        },
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
