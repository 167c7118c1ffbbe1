import { and, eq } from "drizzle-orm";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pages, pageVersions } from "../../server/db/schema.js";
import { jemallocLibrary } from "../../server/http/memory-allocator.js";
import { saveDraft } from "../../server/pages/store.js";
import { makeDataDir, makeSeededDataDir, removeDataDir, startServer, type RunningServer } from "../browser/helpers/server.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";

// `npm start` as an operator runs it: the built host (node build/host/main.js), in processes of its own.

/** GET on a connection of its own, so node:cluster hands each request to the next worker. */
function getOnNewConnection(server: RunningServer, host: string, path: string): Promise<{ cache: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port: server.port, path, agent: false, headers: { host: `${host}:${server.port}` } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ cache: String(response.headers["x-cache"]), body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const listeningLines = (server: RunningServer) => server.logs().filter((line) => line.message === "storefront listening");
/** What `npm start` runs on here: jemalloc where this machine has it (decision 0040). */
const expectedAllocator = jemallocLibrary("jemalloc") ? "jemalloc" : "system";

describe.runIf(testStore === "postgres")("npm start on PostgreSQL", () => {
  let running: TestService;
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    running = await startTestService();
    dataDir = await makeDataDir();
    server = await startServer({ dataDir, env: { DATABASE_URL: running.env.DATABASE_URL!, WEB_CONCURRENCY: "2" } });
    // startServer returns at the first process listening; the other is a moment behind.
    while (listeningLines(server).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await server?.stop();
    await removeDataDir(dataDir);
    await running?.close();
  });

  it("runs WEB_CONCURRENCY server processes, and requests reach each of them", async () => {
    expect(listeningLines(server).map((line) => [line.processes, line.worker]).sort()).toEqual([
      [2, 1],
      [2, 2],
    ]);
    // Each process has its own HTML cache: the page is rendered once per process, then served from it.
    const answers = [];
    for (let visit = 0; visit < 6; visit++) answers.push(await getOnNewConnection(server, "my.localhost", "/faq"));
    expect(answers.filter((answer) => answer.cache === "MISS")).toHaveLength(2);
  });

  it("runs every server process on jemalloc where the machine has it", () => {
    expect(listeningLines(server).map((line) => line.allocator)).toEqual([expectedAllocator, expectedAllocator]);
  });

  it("shows a publish on every process's next request (LISTEN/NOTIFY)", async () => {
    const [page] = await running.store.db.select().from(pages).where(and(eq(pages.locale, "my"), eq(pages.path, "/faq")));
    const [current] = await running.store.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, page!.id), eq(pageVersions.version, page!.publishedVersion!)));
    const document = { ...(current!.document as object), title: "Published to every worker" };
    const { pageId, version } = await saveDraft(running.store.db, { locale: "my", path: "/faq", document, author: "test" });
    await running.service.pages.publish("my", pageId, version);

    const titles = async () => {
      const answers = [];
      for (let visit = 0; visit < 4; visit++) answers.push(await getOnNewConnection(server, "my.localhost", "/faq"));
      return answers.map((answer) => answer.body.includes("<title>Published to every worker")).join(",");
    };
    await expect.poll(titles, { timeout: 10_000 }).toBe("true,true,true,true");
  });
});

describe.runIf(testStore === "pglite")("npm start on the embedded store", () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    server = await startServer({ dataDir, env: { WEB_CONCURRENCY: "2" } });
  });
  afterAll(async () => {
    await server?.stop();
    await removeDataDir(dataDir);
  });

  it("runs one process whatever WEB_CONCURRENCY says, and its start line says why", () => {
    const [listening, ...others] = listeningLines(server);
    expect(others).toEqual([]);
    expect(listening).toMatchObject({ store: "pglite", processes: 1 });
    expect(String(listening!.reason)).toContain("embedded store");
  });

  it("is seeded by a child process, so the server process never holds what seeding took", () => {
    expect(server.logs().find((line) => line.message === "store ready")).toMatchObject({ seed: "seeded", seededBy: "a child process" });
  });

  it("runs on jemalloc where the machine has it, and says so at start", () => {
    expect(listeningLines(server).map((line) => line.allocator)).toEqual([expectedAllocator]);
  });

  it("starts once on the system's malloc, saying so, when the jemalloc it was given does not load", async () => {
    const seededDir = await makeSeededDataDir();
    const notALibrary = path.join(seededDir, "libjemalloc.so.2");
    await writeFile(notALibrary, "not a shared object");
    const started = await startServer({ dataDir: seededDir, env: { MEMORY_ALLOCATOR: notALibrary } });
    try {
      expect(listeningLines(started)).toMatchObject([{ allocator: "system" }]);
      expect(started.logs().find((line) => line.level === "warn" && String(line.message).startsWith("jemalloc is not loaded"))).toMatchObject({ MEMORY_ALLOCATOR: notALibrary });
    } finally {
      await started.stop();
      await removeDataDir(seededDir);
    }
  });
});
