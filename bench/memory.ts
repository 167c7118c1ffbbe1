// Resident memory of the processes `npm start` runs (node build/host/main.js, production build), printed at
// each step, never asserted:
//   ready      right after the start (a fresh embedded store is seeded by a child process that has exited)
//   started    SETTLE_S later, without requests (an idle server process collects its heap, decision 0040)
//   rendering  after BENCH_DURATION_S of page views that each render (a new query string every time, which the
//              HTML cache does not keep: it keeps a query string from its second request on)
//   cached     after BENCH_DURATION_S of views of one page from the HTML cache
//   idle       after BENCH_IDLE_S without requests (V8 gives unused heap back after a while)
// and the requests per second of both loads. The load generator (autocannon) runs in this process, apart
// from the server's. Needs `npm run build` first.   npm run bench:memory
//   Embedded store in a fresh folder by default; DATABASE_URL=postgres://... runs WEB_CONCURRENCY processes
//   (default: server/http/processes.ts) on that database. BENCH_DURATION_S (20), BENCH_IDLE_S (90), BENCH_HOST, BENCH_PATH.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { projectPath } from "../server/paths.js";
import { BENCH_ACCEPT_ENCODING } from "./page-server-protocol.js";
import { BENCH_PRODUCTION_SETTINGS } from "./production-settings.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 90);
const HOST = process.env.BENCH_HOST ?? "uk.localhost";
const PATH = process.env.BENCH_PATH ?? "/faq";
const CONNECTIONS = 50;
/** Long enough for an idle server process to collect (10 s without work, server/http/idle-memory.ts). */
const SETTLE_S = 15;

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), "storefront-memory-"));
const server = spawn(process.execPath, [projectPath("build/host/main.js")], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    ...BENCH_PRODUCTION_SETTINGS,
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
  stdio: ["ignore", "pipe", "inherit"],
});

/** Resolves with the port once every server process says it listens. */
const listening = new Promise<{ port: number; processes: number; allocators: string[] }>((resolve, reject) => {
  let pending = "";
  const allocators: string[] = [];
  server.stdout!.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    let newline: number;
    while ((newline = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      const entry = JSON.parse(line) as { message?: string; url?: string; processes?: number; allocator?: string };
      if (entry.message !== "storefront listening") continue;
      allocators.push(entry.allocator ?? "unknown");
      if (allocators.length === entry.processes) resolve({ port: Number(/:(\d+)$/.exec(entry.url!)![1]), processes: allocators.length, allocators });
    }
  });
  server.once("exit", (code) => reject(new Error(`the server exited with ${code} before it listened`)));
});

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

/** The server's processes: the one started and, on PostgreSQL, the workers it started. */
async function processRss(): Promise<Record<string, number>> {
  const pid = server.pid!;
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8")).split(" ").filter(Boolean).map(Number);
  const rows: Record<string, number> = { [children.length ? "primary" : "server"]: await rssMegabytes(pid) };
  for (const [index, child] of children.entries()) rows[`worker ${index + 1}`] = await rssMegabytes(child);
  return rows;
}

async function load(port: number, everyRequestRenders: boolean): Promise<number> {
  let request = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    headers: { host: `${HOST}:${port}`, "accept-encoding": BENCH_ACCEPT_ENCODING },
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: everyRequestRenders ? [{ setupRequest: (req) => ({ ...req, path: `${PATH}?visit=${request++}` }) }] : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return Math.round(result.requests.average);
}

try {
  const { port, processes, allocators } = await listening;
  const rows: Record<string, string | number>[] = [{ step: "ready", ...(await processRss()) }];
  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  rows.push({ step: `started, ${SETTLE_S} s`, ...(await processRss()) });
  const rendering = await load(port, true);
  rows.push({ step: "rendering", "req/s": rendering, ...(await processRss()) });
  const cached = await load(port, false);
  rows.push({ step: "cached", "req/s": cached, ...(await processRss()) });
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  rows.push({ step: `idle ${IDLE_S} s`, ...(await processRss()) });
  const store = dataDir ? "embedded store (PGlite)" : "PostgreSQL";
  console.log(
    `npm start on the ${store}, ${processes} serving process(es) on ${[...new Set(allocators)].join(", ")}; ${HOST}${PATH}, ${CONNECTIONS} connections, ` +
      `${DURATION_S} s a load; resident memory in MB`,
  );
  console.table(rows);
} finally {
  server.kill("SIGINT");
  await new Promise((resolve) => server.once("exit", resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
