import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Builds the app once before the browser tests (skip with SKIP_BUILD=1 when build/ is current). */
export default function globalSetup() {
  if (process.env.SKIP_BUILD === "1") return;
  execSync("npm run build", { cwd: projectRoot, stdio: "inherit" });
}
