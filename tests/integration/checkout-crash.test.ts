import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../api/client.js";
import { httpTransport } from "../../api/transport.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { orderItems, orders, skus } from "../../server/db/schema.js";
import { makeDataDir, makeSeededDataDir, removeDataDir, startServer, type RunningServer } from "../browser/helpers/server.js";
import { signInWithStudent, usAddress } from "../helpers/accounts.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";

// Issue 14: kill -9 of the server during checkout loses no acknowledged order, and leaves
// the seats its SKU gained since equal to what its unpaid orders took.

const CLASS = "us-amc8-prep-online-sku";
const BUYERS = 40;
const SEATS = 25;

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

/** Families ready to check out (student details and an address), prepared in-process on the store. */
async function readyFamilies(running: TestService): Promise<(Family & { addressId: number })[]> {
  const families = [];
  for (let index = 0; index < BUYERS; index++) {
    const family = await signInWithStudent(running);
    const { id: addressId } = await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call);
    families.push({ ...family, addressId });
  }
  return families;
}

/** The store's settings the built host is started with: the same database, or the same embedded folder. */
function storeSettings(running: TestService, dataDir: string): Record<string, string> {
  return { WEB_CONCURRENCY: "1", API_SIGNING_KEY: running.env.API_SIGNING_KEY, ...(testStore === "postgres" ? { DATABASE_URL: running.env.DATABASE_URL! } : { DATA_DIR: dataDir }) };
}

describe("kill -9 of the server during checkout", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  // Forty sign-ins and two starts of the built server: longer than the suite's 30 s on a loaded machine.
  it("keeps every acknowledged order after a restart, with the seats of unpaid orders taken and no others", { timeout: 120_000 }, async () => {
    const dataDir = testStore === "pglite" ? await makeSeededDataDir() : await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    let running = await startTestService(testStore === "pglite" ? { DATA_DIR: dataDir } : {});
    cleanups.push(() => running.close());
    const families = await readyFamilies(running);
    const [before] = await running.store.db.update(skus).set({ store: sql`${skus.taken} + ${SEATS}` }).where(eq(skus.id, CLASS)).returning({ taken: skus.taken });
    const settings = storeSettings(running, dataDir);
    // The embedded folder has one writer (decision 0013): the host takes it over from the in-process service.
    if (testStore === "pglite") await running.close();

    const server: RunningServer = await startServer({ dataDir, env: settings });
    cleanups.push(() => server.stop());
    const api = createApiClient({ transport: httpTransport(server.url("127.0.0.1")), signingKey: running.env.API_SIGNING_KEY });
    const keys = families.map(() => randomUUID());
    const acknowledged: { orderId: string; buyer: number }[] = [];
    const place = (client: typeof api, buyer: number) => {
      const family = families[buyer]!;
      const request = { studentId: family.uid, source: { kind: "product" as const, skuId: CLASS }, addressId: family.addressId };
      return client.call("createOrder", request, family.call, { idempotencyKey: keys[buyer] });
    };
    const attempts = Promise.allSettled(families.map((_, buyer) => place(api, buyer).then(({ orderId }) => void acknowledged.push({ orderId, buyer }))));
    // Killed as soon as the first orders are acknowledged, while the rest are in flight.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => acknowledged.length >= 3 && (clearInterval(poll), resolve()), 2);
    });
    await server.kill();
    await attempts;
    const acknowledgedBeforeKill = [...acknowledged];
    expect(acknowledgedBeforeKill.length).toBeLessThan(BUYERS);

    const restarted = await startServer({ dataDir, env: settings });
    cleanups.push(() => restarted.stop());
    const again = createApiClient({ transport: httpTransport(restarted.url("127.0.0.1")), signingKey: running.env.API_SIGNING_KEY });
    for (const { orderId, buyer } of acknowledgedBeforeKill) {
      expect(await again.call("queryOrderResult", { orderId }, families[buyer]!.call)).toMatchObject({ orderId, status: ORDER_STATUS.toBePaid });
    }
    // A buyer who never heard back tries again with the same key: answered the order made before the kill, or a new one; never two.
    const retried = await Promise.allSettled(families.map((_, buyer) => place(again, buyer)));
    for (const { orderId, buyer } of acknowledgedBeforeKill) {
      expect(retried[buyer]).toMatchObject({ status: "fulfilled", value: { orderId } });
    }
    await restarted.stop();

    if (testStore === "pglite") {
      running = await startTestService({ DATA_DIR: dataDir });
      cleanups.push(() => running.close());
    }
    const db = running.store.db;
    const made = await db.select({ id: orders.id, uid: orders.uid, status: orders.status }).from(orders).where(inArray(orders.uid, families.map((family) => family.uid)));
    expect(made.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledgedBeforeKill.map((entry) => entry.orderId)));
    expect(made.every((row) => row.status === ORDER_STATUS.toBePaid)).toBe(true);
    // One order per family at most, whether its first attempt committed before the kill or on the retry.
    expect(new Set(made.map((row) => row.uid)).size).toBe(made.length);
    const placed = retried.filter((attempt) => attempt.status === "fulfilled").length;
    expect(made).toHaveLength(placed);
    const [seats] = await db.select({ store: skus.store, taken: skus.taken }).from(skus).where(eq(skus.id, CLASS));
    const [holding] = await db
      .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(sql`${orderItems.skuId} = ${CLASS} and ${orders.status} = ${ORDER_STATUS.toBePaid}`);
    expect(seats!.taken - before!.taken).toBe(holding!.quantity);
    expect(seats!.store - seats!.taken).toBeGreaterThanOrEqual(0);
  });
});
