// The money path at 20 concurrent buyers: each buyer repeats cart → checkout → order → payment on the test
// gateway → paid, and the bench prints orders per second and the p50/p99 of one whole journey, in-process (the
// transport Remix loaders use, one process) and over HTTP: on PostgreSQL to `npm start`'s server as operators
// run it (its default processes or WEB_CONCURRENCY's, after `npm run build`), on the embedded store (one process by
// design) to this process's HTTP server. The buyers call over HTTP as the page server does from Node (undici's
// pooled request, not fetch), so that the load generator takes as little as it can of the CPU it shares with the
// server and PostgreSQL.
// Printed, never asserted: this machine is shared and noisy. BENCH_JOURNEYS (15) a buyer, BENCH_CROWDS (4) of buyers.
//   npm run bench:checkout                  (a fresh embedded store in a temporary folder)
//   DATABASE_URL=postgres://... npm run bench:checkout        (goal: p99 ≤ 200 ms at 20 buyers)
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { createApiClient, type ApiClient } from "../api/client.js";
import { pooledHttpTransport } from "../api/pooled-http-transport.server.js";
import { ORDER_STATUS } from "../schemas/commerce.js";
import { skus } from "../server/db/schema.js";
import { loadEnv } from "../server/env.js";
import { createHttpApp } from "../server/http/app.js";
import { serverProcesses } from "../server/http/processes.js";
import { startService } from "../server/start.js";
import { makeDataDir, removeDataDir, startServer } from "../tests/browser/helpers/server.js";
import { freshClient, signInWithStudent, usAddress } from "../tests/helpers/accounts.js";
import type { TestService } from "../tests/helpers/test-service.js";
import { BENCH_PRODUCTION_SETTINGS } from "./production-settings.js";

const BUYERS = 20;
// The cart takes 20 changes a student per 10 s (server/commerce/cart.ts): each buyer's journeys stay under it.
const JOURNEYS_PER_BUYER = Number(process.env.BENCH_JOURNEYS ?? 15);
// So that the p99 is read from more orders than one crowd of buyers makes within the cart's limit, each run is several
// crowds of other buyers, one after the other.
const CROWDS = Number(process.env.BENCH_CROWDS ?? 4);
// Journeys of each warming buyer before a run is measured: enough calls for V8 to have optimised the purchase path's
// code (with one, the first measured journeys still ran and paid for its compilation), as a server that has been up a while has.
const WARMING_JOURNEYS = 5;
const GOODS = "us-amc8-workbook";

const dataDir = process.env.DATABASE_URL ? ":memory:" : await mkdtemp(join(tmpdir(), "bench-checkout-"));
const settings = { ...process.env, ...BENCH_PRODUCTION_SETTINGS, DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: String(1_000_000_000) };
// The buyers sign in through a service of the test environment, whose outbox keeps one-time codes (production's does
// not); the journeys are measured on a production one on the same store, as operators run it (a test environment
// also checks every answer against the contract).
const signingEnv = loadEnv({ ...settings, APP_ENV: "test" });
const env = loadEnv(settings);

type Buyer = Awaited<ReturnType<typeof signInWithStudent>> & { addressId: number };

/** One purchase from an empty cart to a paid order; throws when the order is not paid at the end. */
async function journey(api: ApiClient, buyer: Buyer): Promise<void> {
  const student = { studentId: buyer.uid };
  await api.call("addCart", { ...student, skuId: GOODS }, buyer.call);
  const { list } = await api.call("queryCartList", student, buyer.call);
  const request = { ...student, source: { kind: "cart" as const, cartIds: list.map((line) => line.id) }, addressId: buyer.addressId };
  await api.call("queryCheckout", request, buyer.call);
  const { orderId } = await api.call("createOrder", request, buyer.call);
  const { paymentId } = await api.call("payOrder", { orderId }, buyer.call);
  await api.call("actTestPayment", { paymentId, action: "pay" }, buyer.call);
  const { status } = await api.call("queryOrderResult", { orderId }, buyer.call);
  if (status !== ORDER_STATUS.paid) throw new Error(`order ${orderId} ended ${status}, not paid`);
}

async function measure(label: string, clientOf: (buyer: Buyer) => ApiClient, crowds: Buyer[][]) {
  const times: number[] = [];
  const began = performance.now();
  for (const buyers of crowds) {
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let round = 0; round < JOURNEYS_PER_BUYER; round++) {
          const start = performance.now();
          await journey(clientOf(buyer), buyer);
          times.push(performance.now() - start);
        }
      }),
    );
  }
  const seconds = (performance.now() - began) / 1000;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(0);
  console.log(
    `${label} (${running.store.kind}), ${BUYERS} buyers at a time (${crowds.length} crowds), ${times.length} orders: ` +
      `${(times.length / seconds).toFixed(1)} orders/s, cart to paid p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (goal on PostgreSQL: p99 ≤ 200 ms)`,
  );
}

/** Buyers signed in with a student and an address. Each run gets its own: the cart takes 20 changes per 10 s a student. */
async function signedInBuyers(signing: TestService): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let index = 0; index < BUYERS; index++) {
    const buyer = await signInWithStudent(signing);
    const { id: addressId } = await buyer.api.call("addAddress", { ...usAddress, uid: buyer.uid }, buyer.call);
    buyers.push({ ...buyer, addressId });
  }
  return buyers;
}

/** Where the HTTP run goes: `npm start`'s server on the same PostgreSQL database, or this process's on PGlite. */
async function httpTarget(): Promise<{ label: string; baseUrl: string; stop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const http = createHttpApp({ env, service: running.service }).listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => http.once("listening", resolve));
    return { label: "over HTTP, this process", baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => http.close(() => resolve())) };
  }
  const dataDir = await makeDataDir();
  const server = await startServer({ dataDir, env: { ...BENCH_PRODUCTION_SETTINGS, DATABASE_URL: process.env.DATABASE_URL, RATE_LIMIT_PER_MINUTE: env.RATE_LIMIT_PER_MINUTE.toString() } });
  const processes = serverProcesses(env, availableParallelism()).count;
  while (server.logs().filter((line) => line.message === "storefront listening").length < processes) await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    label: `over HTTP, npm start (${processes} ${processes === 1 ? "process" : "processes"})`,
    baseUrl: server.url("127.0.0.1"),
    stop: async () => {
      await server.stop();
      await removeDataDir(dataDir);
    },
  };
}

async function warm(journeyOf: (buyer: Buyer) => Promise<void>) {
  for (let round = 0; round < WARMING_JOURNEYS; round++) await Promise.all(buyers.warming.map(journeyOf));
}

// The embedded store has one writer at a time: the signing service closes before the measured one opens.
const signing = { ...(await startService(signingEnv)), env: signingEnv };
let buyers: { warming: Buyer[]; inProcess: Buyer[][]; overHttp: Buyer[][] };
try {
  await signing.store.db.update(skus).set({ store: sql`${skus.taken} + 100000` }).where(eq(skus.id, GOODS));
  const crowds = async () => {
    const all: Buyer[][] = [];
    for (let crowd = 0; crowd < CROWDS; crowd++) all.push(await signedInBuyers(signing));
    return all;
  };
  buyers = { warming: await signedInBuyers(signing), inProcess: await crowds(), overHttp: await crowds() };
} finally {
  await signing.close();
}

const running = { ...(await startService(env)), env };
let stopped: Promise<void> | undefined;
const stopRunning = () => (stopped ??= running.close());
try {
  const inProcessClients = new Map([...buyers.warming, ...buyers.inProcess.flat()].map((buyer) => [buyer, freshClient(running)]));
  const inProcess = (buyer: Buyer) => inProcessClients.get(buyer)!;
  // First passes warm the store's caches and plans and the code; their figures are not printed.
  await warm((buyer) => journey(inProcess(buyer), buyer));
  await measure("in-process", inProcess, buyers.inProcess);
  // On PostgreSQL npm start's processes serve the HTTP run: this process's service stops first, its background sweeps
  // with it, so that the server's processes alone serve and sweep, as operators run them.
  if (process.env.DATABASE_URL) await stopRunning();
  const target = await httpTarget();
  try {
    const overHttp = createApiClient({ transport: pooledHttpTransport(target.baseUrl), signingKey: env.API_SIGNING_KEY });
    // The server's processes warm up as the in-process service did: connections opened, statements prepared, code compiled.
    await warm((buyer) => journey(overHttp, buyer));
    await measure(target.label, () => overHttp, buyers.overHttp);
  } finally {
    await target.stop();
  }
} finally {
  await stopRunning();
  if (!process.env.DATABASE_URL) await rm(dataDir, { recursive: true, force: true });
}
