import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const integration = (store: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${store}`,
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
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{api,app,schemas,server,fixtures,renderer,component-registry,admin-preview,i18n,ui,rules}/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      integration("pglite"),
      integration("postgres"),
    ],
  },
});
