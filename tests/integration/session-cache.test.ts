import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { sessions } from "../../server/db/schema.js";
import { freshClient, sibling, signIn } from "../helpers/accounts.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";

// Each process keeps the sessions it read lately (server/auth/session-cache.ts): these are the changes its next call must see.
const refusedWith = (code: number) => expect.objectContaining({ code });

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signIn>>;
const readsItsSession = (family: Family) => family.api.call("queryUserBasicInfo", {}, family.call);

describe(`a session read a moment ago (${testStore})`, () => {
  it("is refused at the next call after sign-out", async () => {
    const family = await signIn(running);
    await readsItsSession(family);
    await family.api.call("accountLogout", {}, family.call);
    await expect(readsItsSession(family)).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID));
  });

  it("brings a student added since: the next call may name them", async () => {
    const family = await signIn(running);
    await family.api.call("queryCartList", { studentId: family.uid }, family.call);
    const { id } = await family.api.call("addNewStudent", sibling, family.call);
    expect(await family.api.call("queryCartList", { studentId: id }, family.call)).toMatchObject({ list: [] });
  });

  it("is refused once a writer outside any call ends it (an operator's SQL)", async () => {
    const family = await signIn(running);
    await readsItsSession(family);
    await running.store.db.delete(sessions).where(eq(sessions.uid, family.uid));
    await expect(readsItsSession(family)).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID));
  });
});

describe.runIf(testStore === "postgres")("a session another server process read a moment ago", () => {
  let other: TestService;
  beforeAll(async () => {
    // Few connections, opened at its start: the first to listen forgets every copy (notices before it went unheard), and a later forgetting would hide a missed notice.
    other = await startTestService({ DATABASE_URL: running.env.DATABASE_URL!, DATABASE_POOL_SIZE: "2" });
  });
  afterAll(async () => {
    await other?.close();
  });

  /** The same family's calls, answered by the other process. */
  const atTheOther = (family: Family) => ({ ...family, api: freshClient(other) });
  // The other process hears of a change just after its commit, not before the writer's answer: the next call may be a moment early.
  const soon = { timeout: 2_000, interval: 20 };

  it("is refused there soon after sign-out here", async () => {
    const family = await signIn(running);
    await readsItsSession(atTheOther(family));
    await family.api.call("accountLogout", {}, family.call);
    await vi.waitFor(() => expect(readsItsSession(atTheOther(family))).rejects.toEqual(refusedWith(ErrorCode.SESSION_INVALID)), soon);
  });

  it("brings there soon a student added here", async () => {
    const family = await signIn(running);
    const there = atTheOther(family);
    await there.api.call("queryCartList", { studentId: family.uid }, there.call);
    const { id } = await family.api.call("addNewStudent", sibling, family.call);
    await vi.waitFor(async () => expect(await there.api.call("queryCartList", { studentId: id }, there.call)).toMatchObject({ list: [] }), soon);
  });
});
