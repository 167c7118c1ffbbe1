import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", "test-results/", "playwright-report/", "server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Code that can reach the browser never imports the service: it talks to it through the API client.
    files: ["app/**", "api/**", "renderer/**", "component-registry/**", "schemas/**"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "../server/*"], message: "Browser-reachable code calls the service through api/, never server/." }] }],
    },
  },
);
