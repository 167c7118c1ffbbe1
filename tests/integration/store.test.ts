import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callNames } from "../../schemas/api/contract.js";
import { openStore, type Store } from "../../server/db/connection.js";
import { DataDirInUseError, INHERITED_LOCK_FD, lockDataDir, type DataDirLock } from "../../server/db/data-dir-lock.js";
import { courses, seedRuns, skus, subjects, timezones } from "../../server/db/schema.js";
import { seedStore } from "../../server/db/seed.js";
import { projectPath } from "../../server/paths.js";
import { createPostgresDatabase, startTestServer, startTestService, testStore, type TestService } from "../helpers/test-service.js";
import { copySeededPgliteInto, withClient } from "../helpers/seeded-stores.js";

describe(`the ${testStore} store`, () => {
  let running: TestService;
  beforeAll(async () => {
    running = await startTestService();
  });
  afterAll(async () => {
    await running?.close();
  });

  it("was migrated and seeded on start, and does not seed the same fixtures twice", async () => {
    expect(await running.store.db.select().from(seedRuns)).toHaveLength(1);
    expect(await seedStore(running.store)).toBe("skipped");
    expect(await running.store.db.select().from(seedRuns)).toHaveLength(1);
  });

  it("re-runs seeding on demand without overwriting what was changed since", async () => {
    const edited = { en: "Mathematics (edited)", "zh-Hant": "數學", "zh-Hans": "数学", ja: "算数", ko: "수학", fr: "Maths" };
    await running.store.db.update(subjects).set({ names: edited }).where(eq(subjects.id, 1));
    await running.store.db.delete(timezones).where(eq(timezones.name, "Asia/Tokyo"));
    await running.store.db.update(skus).set({ price: 1 }).where(eq(skus.id, "us-amc8-prep-online-sku"));
    await running.store.db.delete(courses).where(eq(courses.id, "us-math-trial"));

    expect(await seedStore(running.store, { force: true })).toBe("seeded");

    const rows = await running.store.db.select().from(subjects);
    expect(rows.find((row) => row.id === 1)?.names.en).toBe("Mathematics (edited)");
    expect((await running.store.db.select().from(timezones)).map((zone) => zone.name)).toContain("Asia/Tokyo");
    expect((await running.store.db.select().from(skus).where(eq(skus.id, "us-amc8-prep-online-sku")))[0]!.price).toBe(1);
    expect(await running.store.db.select().from(skus).where(eq(skus.id, "us-math-trial-live-sku"))).toHaveLength(1);
  });

  it("runs migrations again as a no-op", async () => {
    await expect(running.store.migrate()).resolves.toBeUndefined();
  });
});

describe("health and the published contract", () => {
  it("answers /healthz 200 while the store answers and 503 once it does not", async () => {
    const running = await startTestService();
    const server = await startTestServer(running);
    try {
      const healthy = await fetch(`${server.baseUrl}/healthz`);
      expect(healthy.status).toBe(200);
      await running.store.close();
      const unhealthy = await fetch(`${server.baseUrl}/healthz`);
      expect(unhealthy.status).toBe(503);
    } finally {
      await server.close();
      await running.close().catch(() => undefined);
    }
  });

  it("publishes an OpenAPI 3.1 document with one operation per call, named as in the spec", async () => {
    const running = await startTestService();
    const server = await startTestServer(running);
    try {
      const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
        openapi: string;
        paths: Record<string, { post: { operationId: string; requestBody: unknown } }>;
      };
      expect(document.openapi).toBe("3.1.0");
      const operationIds = Object.values(document.paths).map((path) => path.post.operationId);
      expect(operationIds.sort()).toEqual([...callNames].sort());
      expect(operationIds).toEqual(expect.arrayContaining(["requeryBasicData", "getCityInfoByIp", "submitLeads"]));
      const basic = document.paths["/api/basic/data"]!.post;
      expect(JSON.stringify(basic.requestBody)).toContain("platform");
    } finally {
      await server.close();
      await running.close();
    }
  });
});

/** Another process that opens the embedded store in `dataDir` (under `lock` when given one) and keeps it open. */
function openInAnotherProcess(dataDir: string, lock?: DataDirLock) {
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("tests/helpers/open-data-dir.ts"), dataDir], {
    stdio: ["ignore", "pipe", "pipe", ...(lock ? [lock.fd] : [])],
    env: { ...process.env, ...(lock ? { [INHERITED_LOCK_FD]: "3" } : {}) },
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const opened = new Promise<{ opened: boolean; stderr: string }>((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve({ opened: true, stderr }));
    child.on("exit", () => resolve({ opened: false, stderr }));
  });
  return {
    pid: child.pid,
    opened,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await once(child, "exit");
      }
    },
  };
}

/** The PostgreSQL backend that answered a query lasting 50 ms: queries at once show how many connections serve them. */
async function backendOfOneQuery(store: Store): Promise<number> {
  const answer = (await store.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as unknown as { rows: { pid: number }[] };
  return answer.rows[0]!.pid;
}

describe.runIf(testStore === "postgres")("connections to PostgreSQL", () => {
  let running: TestService;
  beforeAll(async () => {
    running = await startTestService({ DATABASE_POOL_SIZE: "2" });
  });
  afterAll(async () => {
    await running?.close();
  });

  it("are at most DATABASE_POOL_SIZE a process, however many queries wait", async () => {
    const backends = new Set(await Promise.all(Array.from({ length: 8 }, () => backendOfOneQuery(running.store))));
    expect(backends.size).toBe(2);
  });
});

describe(`notices heard on every connection of a process (${testStore})`, () => {
  /** A store of its own: on PostgreSQL a channel is heard from before the first query. */
  async function openOwnStore(poolSize?: number) {
    const database = testStore === "postgres" ? await createPostgresDatabase() : undefined;
    const store = await openStore({ databaseUrl: database?.url, poolSize, dataDir: ":memory:" });
    return { store, url: database?.url, close: async () => (await store.close(), await database?.drop()) };
  }

  it("are heard by the connection that raised them before its commit returns", async () => {
    const { store, close } = await openOwnStore();
    try {
      const heard: string[] = [];
      await store.hear("store_test_notices", { notice: (payload) => heard.push(payload), missed: () => heard.push("(missed)") });
      await Promise.all(
        ["a", "b", "c"].map((payload) =>
          store.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_notify('store_test_notices', ${payload})`);
          }).then(() => expect(heard).toContain(payload)),
        ),
      );
      await store.db.execute(sql`select pg_notify('store_test_notices', 'd')`);
      expect(heard).toContain("d");
      // PostgreSQL: the first connection to listen told that notices before it may have gone unheard.
      expect(heard.includes("(missed)")).toBe(testStore === "postgres");
    } finally {
      await close();
    }
  });

  it.runIf(testStore === "postgres")("are said to be possibly missed only by a connection that starts with no other listening", async () => {
    const { store, close } = await openOwnStore(2);
    try {
      let missed = 0;
      await store.hear("store_test_notices", { notice: () => undefined, missed: () => (missed += 1) });
      await store.ping();
      expect(missed).toBe(1);
      // Two at once: a second connection opens while the first listens, and nothing went unheard.
      expect(new Set(await Promise.all([0, 1].map(() => backendOfOneQuery(store)))).size).toBe(2);
      expect(missed).toBe(1);
    } finally {
      await close();
    }
  });

  it.runIf(testStore === "postgres")("are heard again, with no query asking, after every connection was lost", async () => {
    const { store, url, close } = await openOwnStore(2);
    try {
      const heard: string[] = [];
      await store.hear("store_test_notices", { notice: (payload) => heard.push(payload), missed: () => heard.push("(missed)") });
      await store.ping();
      await withClient(url!, (client) => client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()"));
      // The process reconnects on its own and says notices may have gone unheard; then it hears the next one.
      await expect.poll(() => heard.filter((entry) => entry === "(missed)").length, { timeout: 5_000 }).toBe(2);
      await withClient(url!, (client) => client.query("select pg_notify('store_test_notices', 'after')"));
      await expect.poll(() => heard.at(-1), { timeout: 5_000 }).toBe("after");
    } finally {
      await close();
    }
  });

  it.runIf(testStore === "postgres")("must be asked for before the first query (the connections open then would not listen)", async () => {
    const { store, close } = await openOwnStore();
    try {
      await store.ping();
      await expect(store.hear("store_test_notices", { notice: () => undefined, missed: () => undefined })).rejects.toThrow(/before the first query/);
    } finally {
      await close();
    }
  });
});

// Each test creates, migrates and seeds new data folders: 10-30 s on a quiet machine, twice that on a busy one.
describe.runIf(testStore === "pglite")("one process per embedded data folder", { timeout: 120_000 }, () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "storefront-data-"));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("refuses a second start on a folder another start holds, naming the folder, and starts once it is closed", async () => {
    const folder = await newFolder();
    // A seeded folder, as after a first start: what is tested is the lock, not the seeding.
    await copySeededPgliteInto(folder);
    const first = await startTestService({ DATA_DIR: folder });
    try {
      const refusal = await startTestService({ DATA_DIR: folder }).then(
        () => new Error("the second start was not refused"),
        (error: Error) => error,
      );
      expect(refusal.message).toContain(`DATA_DIR ${folder} is in use by another storefront process (pid ${process.pid})`);
      // The operator's to fix: said by its message, without the stack of the process that found it.
      expect(refusal.message).not.toMatch(/\n\s+at /);
    } finally {
      await first.close();
    }
    const next = await startTestService({ DATA_DIR: folder });
    expect(await next.store.ping()).toBe(true);
    await next.close();
  });

  it("refuses a second process on the folder, and opens it at once after the holder is killed with SIGKILL", async () => {
    const folder = await newFolder();
    const holder = openInAnotherProcess(folder);
    // The second starts once the first holds the folder: started together, either could be first.
    const second = holder.opened.then(() => openInAnotherProcess(folder));
    try {
      expect((await holder.opened).opened).toBe(true);
      const refused = await (await second).opened;
      expect(refused.opened).toBe(false);
      expect(refused.stderr).toContain(`DATA_DIR ${folder} is in use by another storefront process (pid ${holder.pid})`);
      await expect(openStore({ dataDir: folder })).rejects.toThrow(DataDirInUseError);
    } finally {
      await Promise.all([holder.kill(), second.then((process) => process.kill())]);
    }
    const next = await openStore({ dataDir: folder });
    expect(await next.ping()).toBe(true);
    await next.close();
  });

  it("lets a child process the holder gives its lock to open the folder, and keeps it held while the child lives", async () => {
    const folder = await newFolder();
    const lock = lockDataDir(folder);
    const child = openInAnotherProcess(folder, lock);
    const stranger = openInAnotherProcess(folder);
    try {
      expect((await child.opened).opened).toBe(true);
      expect((await stranger.opened).opened).toBe(false);
      lock.release();
      expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    } finally {
      await Promise.all([child.kill(), stranger.kill()]);
    }
    lockDataDir(folder).release();
  });
});
