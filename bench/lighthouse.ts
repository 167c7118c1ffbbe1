// Lighthouse's mobile performance score of the home page, as `npm start` serves it (build/host/main.js on a
// fresh embedded store, the page already in the HTML cache as it is after its first visitor). Printed, never
// asserted: every run, then the median.   npm run bench:lighthouse   (after `npm run build`)
//   BENCH_RUNS (3), BENCH_HOST (us.localhost), BENCH_PATH (/), BENCH_THROTTLING: simulate (Lighthouse's
//   default: it loads the page unthrottled and models a slow phone from that) or devtools (it loads the page
//   through a throttled network and CPU). CHROMIUM_PATH (/usr/bin/chromium).
import { execFile, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { projectPath } from "../server/paths.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOST = process.env.BENCH_HOST ?? "us.localhost";
const PATH = process.env.BENCH_PATH ?? "/";
const THROTTLING = process.env.BENCH_THROTTLING === "devtools" ? "devtools" : "simulate";
const CHROME_FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

const workDir = await mkdtemp(path.join(os.tmpdir(), "storefront-lighthouse-"));
const server = spawn(process.execPath, [projectPath("build/host/main.js")], {
  env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", DATA_DIR: path.join(workDir, "data") },
  stdio: ["ignore", "pipe", "inherit"],
});
const port = await new Promise<number>((resolve, reject) => {
  let pending = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const listening = /"message":"storefront listening","url":"http:\/\/localhost:(\d+)"/.exec(pending);
    if (listening) resolve(Number(listening[1]));
  });
  server.once("exit", (code) => reject(new Error(`the server exited with ${code} before it listened`)));
});

const url = `http://${HOST}:${port}${PATH}`;
const rows: Record<string, number>[] = [];
try {
  // The first visitor renders the page; everyone after gets it from the HTML cache.
  await new Promise<void>((resolve, reject) =>
    get({ host: "127.0.0.1", port, path: PATH, headers: { host: `${HOST}:${port}` } }, (response) => response.resume().on("end", resolve)).on("error", reject),
  );
  for (let run = 1; run <= RUNS; run++) {
    const output = path.join(workDir, `report-${run}.json`);
    await promisify(execFile)(
      projectPath("node_modules/.bin/lighthouse"),
      [url, `--throttling-method=${THROTTLING}`, "--only-categories=performance", `--chrome-flags=${CHROME_FLAGS}`, "--output=json", `--output-path=${output}`, "--quiet"],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" } },
    );
    const report = JSON.parse(await readFile(output, "utf8")) as Report;
    const ms = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
    rows.push({
      score: Math.round(report.categories.performance.score * 100),
      "FCP ms": ms("first-contentful-paint"),
      "LCP ms": ms("largest-contentful-paint"),
      "TBT ms": ms("total-blocking-time"),
      CLS: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
      "SI ms": ms("speed-index"),
    });
  }
} finally {
  server.kill("SIGINT");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(workDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Lighthouse ${THROTTLING === "simulate" ? "mobile (simulated throttling)" : "mobile (devtools throttling)"}, ${url}, ${RUNS} runs`);
console.table([...rows, Object.fromEntries(Object.keys(rows[0]!).map((key) => [key, median(rows.map((row) => row[key]!))]))]);
console.log("last row: the median of each column   target: score >= 98");
