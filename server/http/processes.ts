import type { Env } from "../env.js";

export interface ServerProcesses {
  count: number;
  /** Why this many, for the start log line. */
  reason: string;
}

/**
 * How many server processes `npm start` runs: on PostgreSQL, WEB_CONCURRENCY, each a whole server on the shared
 * port; by default one per core, less one when PostgreSQL runs on this machine, whose core it needs (decision 0012:
 * on two cores shared with it, a second process made every purchase cost a third more CPU). The embedded store
 * belongs to one process, so it runs one whatever WEB_CONCURRENCY says.
 */
export function serverProcesses(env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY">, cores: number): ServerProcesses {
  if (!env.DATABASE_URL) {
    return { count: 1, reason: "the embedded store (PGlite) is opened by one process; set DATABASE_URL to run one per core" };
  }
  if (env.WEB_CONCURRENCY !== undefined) return { count: env.WEB_CONCURRENCY, reason: "WEB_CONCURRENCY" };
  if (databaseOnThisMachine(env.DATABASE_URL)) {
    return { count: Math.max(1, cores - 1), reason: "one per core but the one PostgreSQL on this machine needs (WEB_CONCURRENCY unset)" };
  }
  return { count: Math.max(1, cores), reason: "one per core (WEB_CONCURRENCY unset)" };
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a PostgreSQL URL reaches a server on this machine: a loopback address or a Unix socket (no host, or a path). */
export function databaseOnThisMachine(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get("host") ?? decodeURIComponent(url.hostname);
  return host === "" || host.startsWith("/") || LOOPBACK_HOST.test(host);
}

const YOUNG_GENERATION_FLAG = /^--max[-_]semi[-_]space[-_]size(=|$)/;

/**
 * The flags the primary starts each worker with: its own, and V8's young generation at Node 20's size (16 MB a
 * half-space) unless the operator sized it (in the command or NODE_OPTIONS). `npm start` gets the flag from .npmrc;
 * a server started as `node build/host/main.js` (a container's command) would otherwise get Node 24's, sized from the
 * machine's memory: about 100 MB more a worker for no measurable speed (docs/decisions/0012).
 */
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ""): string[] {
  const sized = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) => YOUNG_GENERATION_FLAG.test(flag));
  return sized ? [...execArgv] : [...execArgv, "--max-semi-space-size=16"];
}
