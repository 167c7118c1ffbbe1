// The catalogue's calls on a large catalogue, in-process (the transport Remix loaders use), p50 and p95:
// searchCourses with three filters and a keyword (the target), and what /courses/list asks on every view:
// searchCourses and queryCourseSelectors for the plain list and for those filters; then, after `npm run build`,
// the JavaScript the us /courses/list page loads on first load in Chromium. Printed, never asserted: this
// machine is shared and noisy.
//   npm run bench:catalogue                 (a fresh embedded store with 10,000 us classes in a temporary folder)
//   DATABASE_URL=postgres://... npm run bench:catalogue
import { access, mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApiClient } from "../api/client.js";
import type { RequestOf } from "../schemas/api/contract.js";
import { largeCatalogue } from "../server/catalogue/catalogue-file.js";
import { importCatalogue } from "../server/catalogue/import.js";
import { materializeCatalogue } from "../server/catalogue/materialize.js";
import { loadAllFixtures } from "../server/db/load-fixtures.js";
import { loadEnv } from "../server/env.js";
import { createHttpServer } from "../server/http/server.js";
import { projectPath } from "../server/paths.js";
import { inProcessTransport } from "../server/service/in-process-transport.js";
import { startService } from "../server/start.js";
import { firstLoadLine, firstLoadScripts } from "./first-load-javascript.js";
import { BENCH_PRODUCTION_SETTINGS } from "./production-settings.js";

const CLASSES = Number(process.env.BENCH_CLASSES ?? 10_000);
const ROUNDS = 300;

const dataDir = process.env.DATABASE_URL ? ":memory:" : await mkdtemp(join(tmpdir(), "bench-catalogue-"));
const env = loadEnv({ ...process.env, ...BENCH_PRODUCTION_SETTINGS, DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: String(1_000_000_000) });
const running = await startService(env);
try {
  const fixtures = await loadAllFixtures();
  const demo = materializeCatalogue(fixtures.catalogue, fixtures["sites.json"], new Date());
  await importCatalogue(running.store.db, largeCatalogue(demo, "us", CLASSES), { onlyNew: true });
  const api = createApiClient({ transport: inProcessTransport(running.service, "127.0.0.1"), signingKey: env.API_SIGNING_KEY });
  const context = { header: { schoolCode: "415", timezone: "America/Los_Angeles" }, countryCode: "US", channelCode: "web-us", language: "en" as const };
  // Each finds about 600 to 1,200 of the 10,000 classes.
  const filtered: RequestOf<"searchCourses">[] = [
    { gradeId: 108, subjectId: 1, termId: 1, keyword: "amc" },
    { gradeId: 104, subjectId: 1, channelId: 1, keyword: "problem" },
    { subjectId: 4, termId: 1, platformCombineType: 4, keyword: "python" },
  ];

  async function measure(label: string, call: (round: number) => Promise<unknown>, target = "") {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await call(round);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
    console.log(`${label} on ${CLASSES} classes (${running.store.kind}), ${ROUNDS} calls: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms${target}`);
  }

  await measure("searchCourses, three filters and a keyword", (round) => api.call("searchCourses", filtered[round % filtered.length]!, context), " (target p95 ≤ 20 ms)");
  await measure("searchCourses, no filter", () => api.call("searchCourses", {}, context));
  await measure("queryCourseSelectors, three filters and a keyword", (round) => api.call("queryCourseSelectors", filtered[round % filtered.length]!, context));
  await measure("queryCourseSelectors, no filter", () => api.call("queryCourseSelectors", {}, context));
  await measure("getChannel", () => api.call("getChannel", { hideGroup: true }, context));

  const serverBuild = projectPath("build/server/index.js");
  if (await access(serverBuild).then(() => true, () => false)) {
    const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    const server = createHttpServer({ env, service: running.service, remix: { build, clientDir: projectPath("build/client") } }).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      console.log(`us /courses/list, JavaScript on first load: ${firstLoadLine(await firstLoadScripts(`http://us.localhost:${port}/courses/list`))}`);
    } finally {
      server.close();
    }
  } else {
    console.log("us /courses/list, JavaScript on first load: not measured (run `npm run build` first)");
  }
} finally {
  await running.close();
  if (!process.env.DATABASE_URL) await rm(dataDir, { recursive: true, force: true });
}
