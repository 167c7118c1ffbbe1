import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { prepareSeededStores } from "../helpers/seeded-stores.js";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Builds the app once before the browser tests (skip with SKIP_BUILD=1 when build/ is current) and seeds the
 * embedded store the test sites start from (tests/helpers/seeded-stores.ts); the result removes it after the run.
 */
export default async function globalSetup() {
  if (process.env.SKIP_BUILD !== "1") execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
  return prepareSeededStores(["pglite"]);
}
