// Throughput and tail latency of requeryBasicData, over HTTP (autocannon) and in-process (the transport
// Remix loaders use). Printed, never asserted: this machine is shared and noisy.
//   npm run bench:api            (embedded PGlite in memory)
//   DATABASE_URL=postgres://... npm run bench:api
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { createApiClient } from "../api/client.js";
import { loadEnv } from "../server/env.js";
import { createHttpApp } from "../server/http/app.js";
import { inProcessTransport } from "../server/service/in-process-transport.js";
import { startService } from "../server/start.js";
import { BENCH_PRODUCTION_SETTINGS } from "./production-settings.js";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

const env = loadEnv({
  ...process.env,
  ...BENCH_PRODUCTION_SETTINGS,
  DATA_DIR: ":memory:",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
});
const running = await startService(env);
const header = { schoolCode: "415", timezone: "America/Los_Angeles" };

async function overHttp() {
  const server = createHttpApp({ env, service: running.service }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/basic/data`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data: { platform: "H5" }, header }),
    connections: CONNECTIONS,
    duration: DURATION_S,
    // The load comes from a worker thread so it does not share the server's event loop.
    workers: 1,
  });
  server.close();
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`HTTP run had ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

async function inProcess() {
  const api = createApiClient({ transport: inProcessTransport(running.service, "127.0.0.1"), signingKey: env.API_SIGNING_KEY });
  const context = { header, countryCode: "US", channelCode: "web-us" };
  const latencies: number[] = [];
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await api.call("requeryBasicData", { platform: "H5" }, context);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / DURATION_S,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

const rows = [
  { transport: "HTTP (autocannon)", ...(await overHttp()) },
  { transport: "in-process", ...(await inProcess()) },
];
console.log(`requeryBasicData on ${running.store.kind}, ${CONNECTIONS} concurrent, ${DURATION_S} s each`);
console.table(rows.map((row) => ({ transport: row.transport, "req/s": Math.round(row.requestsPerSecond), "p99 ms": Number(row.p99Ms.toFixed(2)) })));
await running.close();
