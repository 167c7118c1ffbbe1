import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callNames } from "../../schemas/api/contract.js";
import { seedRuns, subjects, terms } from "../../server/db/schema.js";
import { seedStore } from "../../server/db/seed.js";
import { startTestServer, startTestService, testStore, type TestService } from "../helpers/test-service.js";

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
    await running.store.db.delete(terms).where(eq(terms.id, 2));

    expect(await seedStore(running.store, { force: true })).toBe("seeded");

    const rows = await running.store.db.select().from(subjects);
    expect(rows.find((row) => row.id === 1)?.names.en).toBe("Mathematics (edited)");
    expect((await running.store.db.select().from(terms)).map((term) => term.id).sort()).toEqual([1, 2]);
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
