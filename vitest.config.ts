import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const integration = (store: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `integration-${store}`,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_STORE: store },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
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
