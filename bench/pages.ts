// Builder pages under load (autocannon, 50 connections, 10 s each; printed, never asserted):
//   (a) a builder page rendered by the runtime (HTML cache off),
//   (b) a bare Remix route returning the same HTML: the same build with the page's loaders answering from
//       a snapshot of their data, so only Remix's own rendering remains,
//   (c) the same page for an anonymous visitor, from the runtime's cache of rendered HTML,
// and the gzipped JavaScript the page loads on first load (measured in Chromium).
// Needs `npm run build` first.   npm run bench:pages   (BENCH_DURATION_S, BENCH_PATH, BENCH_HOST override)
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { loadEnv } from "../server/env.js";
import { createHttpApp } from "../server/http/app.js";
import { projectPath } from "../server/paths.js";
import { startService } from "../server/start.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const HOST = process.env.BENCH_HOST ?? "uk.localhost";
const PATH = process.env.BENCH_PATH ?? "/faq";
const CONNECTIONS = 50;

const settings = {
  ...process.env,
  APP_ENV: "production",
  API_SIGNING_KEY: "benchmark-signing-key",
  PREVIEW_SIGN_SECRET: "benchmark-preview-secret-0123456789abcdef",
  OTP_SECRET: "benchmark-otp-secret-0123456789abcdef",
  DATA_DIR: ":memory:",
  LOG_LEVEL: "warn",
};
const env = loadEnv(settings);
const running = await startService(env);
const build = (await import(pathToFileURL(projectPath("build/server/index.js")).href)) as ServerBuild;
const clientDir = projectPath("build/client");

async function listen(options: { htmlCache: boolean; build: ServerBuild }) {
  const server = createHttpApp({
    env: { ...env, HTML_CACHE: options.htmlCache },
    service: running.service,
    remix: { build: options.build, clientDir },
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The build with the page's loaders replaced by the data they returned once. */
async function snapshotBuild(port: number): Promise<ServerBuild> {
  const request = new Request(`http://${HOST}:${port}${PATH}`);
  const context = { cspNonce: "", session: { invalid: false, cookieScope: { secure: false } }, signingKey: env.API_SIGNING_KEY, transport: (await import("../server/service/in-process-transport.js")).inProcessTransport(running.service, "127.0.0.1") };
  const routes = { ...build.routes };
  for (const id of ["root", "routes/$"]) {
    const route = routes[id]!;
    const snapshot = await route.module.loader!({ request, context, params: { "*": PATH.slice(1) } });
    routes[id] = { ...route, module: { ...route.module, loader: () => snapshot } };
  }
  return { ...build, routes };
}

async function load(port: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${PATH}`,
    headers: { host: `${HOST}:${port}`, "accept-encoding": "gzip" },
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function firstLoadJavaScript(port: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage();
  const scripts: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(`http://${HOST}:${port}${PATH}`);
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await browser.close();
  return total;
}

const runtime = await listen({ htmlCache: false, build });
const bare = await listen({ htmlCache: false, build: await snapshotBuild(runtime.port) });
const cached = await listen({ htmlCache: true, build });

const rows = [
  { case: "(a) builder page, rendered", ...(await load(runtime.port)) },
  { case: "(b) bare Remix route, same HTML", ...(await load(bare.port)) },
  { case: "(c) builder page, HTML cache", ...(await load(cached.port)) },
];
const javascript = await firstLoadJavaScript(cached.port);
for (const { server } of [runtime, bare, cached]) server.close();
await running.close();

const [a, b, c] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
console.log(`${HOST}${PATH} on ${running.store.kind}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
console.table(rows.map((row) => ({ case: row.case, "req/s": Math.round(row.requestsPerSecond), "p99 ms": row.p99Ms })));
console.log(`(a)/(b) = ${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}   target >= 0.7`);
console.log(`(c)/(b) = ${(c.requestsPerSecond / b.requestsPerSecond).toFixed(1)}   target >= 10, with p99 ${c.p99Ms} ms (target < 50)`);
console.log(`JavaScript on first load: ${(javascript / 1024).toFixed(1)} KB gzipped   target <= 150 KB`);
