import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { EnvError, loadEnv } from "../env.js";
import { log, setLogLevel } from "../log.js";
import { serverProcesses } from "./processes.js";
import { superviseWorkers } from "./workers.js";

/** Errors whose message tells the operator what to fix (a setting, a fixture, the store): no stack trace. */
const OPERATOR_ERRORS = new Set(["EnvError", "FixtureError", "StorePreparationError"]);

/**
 * `npm start` (production build) and `npm run dev` (Vite with hot reload) both start here. The production
 * build on PostgreSQL runs one server process per core (WEB_CONCURRENCY) under a primary that serves nothing
 * and loads nothing of the server (./serve.js is imported by the processes that serve); see docs/decisions/0011.
 */
async function main() {
  const env = loadEnv();
  setLogLevel(env.LOG_LEVEL);
  const production = process.env.NODE_ENV === "production";
  const processes = production
    ? serverProcesses(env, availableParallelism())
    : { count: 1, reason: "the development server (Vite) runs in one process" };
  if (cluster.isPrimary && processes.count > 1) return superviseWorkers(processes);
  const { serve } = await import("./serve.js");
  await serve(env, production, processes);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || (error instanceof Error && OPERATOR_ERRORS.has(error.name))) log.error(error.message);
  else log.error("start failed", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
