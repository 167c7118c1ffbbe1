import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The house's layering (docs/architecture.md): what each top-level folder must not import. Tests are free
 * to reach across (they set up what they test). Browser-reachable code never imports server/; app/'s
 * *.server.ts modules, which run only on the server, may.
 */
const FORBIDDEN = {
  schemas: ["app", "server", "api", "ui", "rules", "renderer", "component-registry", "admin-preview", "i18n", "fixtures"],
  fixtures: ["app", "server", "api", "ui", "rules", "renderer", "component-registry", "admin-preview", "i18n"],
  rules: ["app", "server", "api", "ui", "renderer", "component-registry", "admin-preview", "i18n", "fixtures"],
  i18n: ["app", "server", "api", "ui", "renderer", "component-registry", "admin-preview", "fixtures"],
  api: ["app", "server", "ui", "rules", "renderer", "component-registry", "admin-preview", "i18n", "fixtures"],
  ui: ["app", "server", "renderer", "component-registry", "admin-preview", "fixtures"],
  "component-registry": ["app", "server", "renderer", "admin-preview", "fixtures"],
  renderer: ["app", "server", "admin-preview", "fixtures"],
  "admin-preview": ["app", "server", "renderer", "fixtures"],
  app: ["server", "fixtures"],
  server: ["app", "ui", "renderer", "admin-preview"],
};
const SERVER_ONLY = ["**/*.server.ts", "**/*.server.tsx"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const DEEPEST = 8;

/**
 * One block per folder and nesting depth: from a file `depth` folders down, `../` written `depth` times
 * reaches the project root, so the pattern names another top-level folder exactly (schemas/api is not api/).
 */
function layers() {
  return Object.entries(FORBIDDEN).flatMap(([folder, forbidden]) =>
    Array.from({ length: DEEPEST }, (_, index) => index + 1).map((depth) => ({
      files: [`${folder}/${"*/".repeat(depth - 1)}*.{ts,tsx,js,mjs}`],
      ignores: folder === "app" ? [...TESTS, ...SERVER_ONLY, "app/entry.server.tsx"] : TESTS,
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: forbidden.map((other) => ({
              regex: `^(\\.\\./){${depth}}${other}(/|$)`,
              message: `${folder}/ does not import ${other}/ (docs/architecture.md, "What may import what").`,
            })),
          },
        ],
      },
    })),
  );
}

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
  ...layers(),
  {
    // SPEC §8: an image that fails to load shows the placeholder, which SafeImage does for every image.
    files: ["**/*.tsx"],
    ignores: ["ui/SafeImage.tsx", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "JSXOpeningElement[name.name='img']", message: "Use SafeImage (ui/SafeImage.tsx): a broken image shows the placeholder." },
      ],
    },
  },
);
