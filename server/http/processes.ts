import type { Env } from "../env.js";

export interface ServerProcesses {
  count: number;
  /** Why this many, for the start log line. */
  reason: string;
}

/**
 * How many server processes `npm start` runs: on PostgreSQL, WEB_CONCURRENCY (default: one per core), each
 * a whole server on the shared port; the embedded store belongs to one process, so it runs one whatever
 * WEB_CONCURRENCY says.
 */
export function serverProcesses(env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">, cores: number): ServerProcesses {
  if (!env.DATABASE_URL) {
    return { count: 1, reason: "the embedded store (PGlite) is opened by one process; set DATABASE_URL to run one per core" };
  }
  if (env.WEB_CONCURRENCY !== undefined) return { count: env.WEB_CONCURRENCY, reason: "WEB_CONCURRENCY" };
  return { count: Math.max(1, cores), reason: "one per core (WEB_CONCURRENCY unset)" };
}
