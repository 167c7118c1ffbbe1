import type { TestProject } from "vitest/node";
import { prepareSeededStores } from "./seeded-stores.js";

/** Seeds the store of the integration project's kind once for the run (seeded-stores.ts); removed after it. */
export default async function setup(project: TestProject) {
  const store = project.config.env.TEST_STORE as "pglite" | "postgres";
  return prepareSeededStores([store]);
}
