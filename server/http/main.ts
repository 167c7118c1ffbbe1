import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { loadEnv } from "../env.js";
import { configureLog, log } from "../log.js";
import { isOperatorError } from "../operator-error.js";
import { restartOnJemalloc } from "./memory-allocator.js";
import { serverProcesses } from "./processes.js";
import { superviseWorkers } from "./workers.js";

/**
 * `npm start` (production build) and `npm run dev` (Vite with hot reload) both start here. The production
 * build on PostgreSQL runs a server process per core (WEB_CONCURRENCY; server/http/processes.ts) under a
 * primary that serves nothing and loads nothing of the server (./serve.js is imported by the processes that
 * serve); see docs/decisions/0012.
 */
async function main() {
  const env = loadEnv();
  configureLog({ level: env.LOG_LEVEL, redact: env.APP_ENV === "production" });
  const production = process.env.NODE_ENV === "production";
  if (production) restartOnJemalloc(env);
  const processes = production
    ? serverProcesses(env, availableParallelism())
    : { count: 1, reason: "the development server (Vite) runs in one process" };
  if (cluster.isPrimary && processes.count > 1) return superviseWorkers(processes);
  const { serve } = await import("./serve.js");
  await serve(env, production, processes);
}

main().catch((error: unknown) => {
  if (isOperatorError(error)) log.error(error.message);
  else log.error("start failed", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
