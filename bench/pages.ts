// Builder pages under load (autocannon, 50 connections, 10 s each after 3 s unmeasured; printed, never asserted):
//   (a) a builder page rendered by the runtime (HTML cache off),
//   (b) a bare Remix route returning the same HTML (the page's loaders answer from a snapshot of their data),
//   (c) the same page for an anonymous visitor, from the runtime's cache of rendered HTML,
//   (d) plain node:http answering the bytes (c) sent: the ceiling of this machine,
// the server process's CPU time per request and resident memory after each, and the gzipped JavaScript the page loads on first
// load (measured in Chromium). The server runs in a child process (bench/page-server.ts): the load
// generator never takes CPU time from the event loop it measures.
// Needs `npm run build` first.   npm run bench:pages
//   BENCH_DURATION_S, BENCH_PATH, BENCH_HOST, BENCH_CASES (e.g. "a,c"), DATABASE_URL (PostgreSQL instead of
//   PGlite in a fresh folder), BENCH_CPU_PROF=<folder> (the server writes a CPU profile there when it stops)
import { fork } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { projectPath } from "../server/paths.js";
import { firstLoadLine, firstLoadScripts } from "./first-load-javascript.js";
import { BENCH_ACCEPT_ENCODING, type FromPageServer, type PageServerCase, type ToPageServer } from "./page-server-protocol.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const HOST = process.env.BENCH_HOST ?? "uk.localhost";
const PATH = process.env.BENCH_PATH ?? "/faq";
const CONNECTIONS = 50;
/** Unmeasured load before each case, so that V8 has compiled the hot paths as in a server that has been running. */
const WARM_UP_S = 3;
const CASES: { id: string; server: PageServerCase; name: string }[] = [
  { id: "a", server: "rendered", name: "(a) builder page, rendered" },
  { id: "b", server: "bare", name: "(b) bare Remix route, same HTML" },
  { id: "c", server: "cached", name: "(c) builder page, HTML cache" },
  { id: "d", server: "plain", name: "(d) node:http, same bytes" },
];
const chosen = (process.env.BENCH_CASES ?? "a,b,c,d").split(",");
const profileDir = process.env.BENCH_CPU_PROF;

const child = fork(projectPath("bench/page-server.ts"), {
  execArgv: ["--import", "tsx", ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [])],
  // NODE_ENV as `npm start` sets it: React's production build, not its development checks.
  env: { ...process.env, NODE_ENV: "production", BENCH_HOST: HOST, BENCH_PATH: PATH },
});
const nextMessage = async <T extends FromPageServer["type"]>(type: T) => {
  for (;;) {
    const [message] = (await once(child, "message")) as [FromPageServer];
    if (message.type === type) return message as Extract<FromPageServer, { type: T }>;
  }
};
const tell = (message: ToPageServer) => child.send(message);
// The page server never outlives this process, whatever stops it.
process.on("exit", () => child.kill());
const exited = once(child, "exit");
void exited.then(([code]) => {
  if (code !== 0) {
    console.error(`the page server exited with ${String(code)}`);
    process.exit(1);
  }
});

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
async function serverUsage() {
  tell({ type: "usage" });
  return nextMessage("usage");
}

async function load(port: number, durationS = DURATION_S) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    headers: { host: `${HOST}:${port}`, "accept-encoding": BENCH_ACCEPT_ENCODING },
    connections: CONNECTIONS,
    duration: durationS,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, requests: result.requests.total };
}

const { store, ports } = await nextMessage("ready");
const idle = await serverUsage();
const rows: { case: string; "req/s": number; "p99 ms": number; "server CPU ms/req": number; "server RSS MB": number }[] = [];
const figures = new Map<string, number>();
for (const { id, server, name } of CASES.filter((entry) => chosen.includes(entry.id))) {
  await load(ports[server], WARM_UP_S);
  const before = await serverUsage();
  const { requestsPerSecond, p99Ms, requests } = await load(ports[server]);
  const after = await serverUsage();
  figures.set(id, requestsPerSecond);
  rows.push({
    case: name,
    "req/s": Math.round(requestsPerSecond),
    "p99 ms": p99Ms,
    // CPU time per request holds up on a shared machine better than requests per second do.
    "server CPU ms/req": Number(((after.cpuMicros - before.cpuMicros) / 1000 / requests).toFixed(3)),
    "server RSS MB": megabytes(after.rssBytes),
  });
}
console.log(`${HOST}${PATH} on ${store}, ${CONNECTIONS} connections, ${DURATION_S} s each; server process RSS ${megabytes(idle.rssBytes)} MB when ready`);
console.table(rows);
const ratio = (top: string, bottom: string, target: string) => {
  const [x, y] = [figures.get(top), figures.get(bottom)];
  if (x !== undefined && y !== undefined) console.log(`(${top})/(${bottom}) = ${(x / y).toFixed(2)}   target ${target}`);
};
ratio("a", "b", ">= 0.7");
ratio("c", "d", ">= 0.5");
if (chosen.includes("c")) {
  console.log(`JavaScript on first load: ${firstLoadLine(await firstLoadScripts(`http://${HOST}:${ports.cached}${PATH}`))}`);
}
tell({ type: "stop" });
await exited;
