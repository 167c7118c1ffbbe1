import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connection.js";
import { families } from "../../server/db/schema.js";
import { runOnce } from "../../server/service/idempotency.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";

describe(`an idempotent call's answer on the ${testStore} store`, () => {
  let running: TestService;
  let db: Database;
  let familyId: string;
  let keys = 0;
  const scope = () => ({ familyId, call: "testCall", key: `test-key-${++keys}-${Date.now()}`, request: { n: 1 } });
  beforeAll(async () => {
    running = await startTestService();
    db = running.store.db;
    [{ id: familyId }] = (await db.select({ id: families.id }).from(families).limit(1)) as [{ id: string }];
  });
  afterAll(async () => {
    await running?.close();
  });

  it("may be kept before the call's last writes: a repeat gets it without running the work", async () => {
    const key = scope();
    let runs = 0;
    const work = async (_tx: Database, keepAnswer: (answer: { made: number }) => Promise<void>) => {
      runs += 1;
      await keepAnswer({ made: runs });
      return { made: runs };
    };
    expect(await runOnce(db, key, work)).toEqual({ made: 1 });
    expect(await runOnce(db, key, work)).toEqual({ made: 1 });
    expect(runs).toBe(1);
  });

  it("kept and then refused by a later write, leaves nothing: a repeat runs anew", async () => {
    const key = scope();
    const refused = runOnce(db, key, async (_tx, keepAnswer) => {
      await keepAnswer({ made: 1 });
      throw new Error("out of stock");
    });
    await expect(refused).rejects.toThrow("out of stock");
    expect(await runOnce(db, key, async () => ({ made: 2 }))).toEqual({ made: 2 });
  });

  it("refuses a work that answers otherwise than it kept, and keeps nothing of it", async () => {
    const key = scope();
    await expect(runOnce(db, key, async (_tx, keepAnswer) => (await keepAnswer({ made: 1 }), { made: 2 }))).rejects.toThrow("answered otherwise");
    expect(await runOnce(db, key, async () => ({ made: 3 }))).toEqual({ made: 3 });
  });
});
