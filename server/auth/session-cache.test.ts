import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/connection.js";
import type { AccountRow, FamilyRow } from "../accounts/accounts.js";
import { SessionCache } from "./session-cache.js";
import { resolveSession, type SignedInSession } from "./sessions.js";

vi.mock("./sessions.js", () => ({ resolveSession: vi.fn() }));
const read = vi.mocked(resolveSession);
const db = {} as Database;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));

function sessionOf(token: string, uid: string, familyId: string, expiresAt = at(3600)): SignedInSession {
  const member = { uid, familyId } as AccountRow;
  return { token, uid, expiresAt, familyId, family: { family: { id: familyId } as FamilyRow, members: [member] } };
}

beforeEach(() => {
  read.mockReset();
  read.mockImplementation(async (_db, token) => (token === "unknown" ? null : sessionOf(token, `uid-${token}`, `family-${token}`)));
});

describe("the session cache", () => {
  it("reads a session once and answers the same copy within its lifetime, then reads again", async () => {
    const cache = new SessionCache({ entries: 10, lifetimeMs: 30_000 });
    const first = await cache.resolve(db, "a", "415", at(0));
    expect(await cache.resolve(db, "a", "415", at(29))).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    await cache.resolve(db, "a", "415", at(30));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps a token per school: the same token on another site is read (and refused) there", async () => {
    const cache = new SessionCache();
    await cache.resolve(db, "a", "415", at(0));
    await cache.resolve(db, "a", "416", at(0));
    expect(read.mock.calls.map((call) => call[2])).toEqual(["415", "416"]);
  });

  it("does not answer a session past its expiry, nor keep an unknown token", async () => {
    const cache = new SessionCache();
    read.mockResolvedValueOnce(sessionOf("a", "uid-a", "family-a", at(10)));
    await cache.resolve(db, "a", "415", at(0));
    read.mockResolvedValueOnce(null);
    expect(await cache.resolve(db, "a", "415", at(10))).toBeNull();
    expect(await cache.resolve(db, "unknown", "415", at(10))).toBeNull();
    expect(await cache.resolve(db, "unknown", "415", at(11))).toBeNull();
    expect(read).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(0);
  });

  it("forgets the sessions of the account or the family a notice names, every session on '*' or a gap", async () => {
    const cache = new SessionCache();
    for (const token of ["a", "b", "c"]) await cache.resolve(db, token, "415", at(0));
    cache.notice("account:uid-a");
    cache.notice("family:family-b");
    cache.notice("account:someone-else");
    expect(cache.size).toBe(1);
    await cache.resolve(db, "a", "415", at(1));
    await cache.resolve(db, "c", "415", at(1));
    expect(read).toHaveBeenCalledTimes(4);
    cache.notice("*");
    expect(cache.size).toBe(0);
    await cache.resolve(db, "c", "415", at(1));
    cache.missed();
    expect(cache.size).toBe(0);
  });

  it("does not keep a read that a notice overtook: it may show the session before the change", async () => {
    const cache = new SessionCache();
    let finish!: (session: SignedInSession) => void;
    read.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const reading = cache.resolve(db, "a", "415", at(0));
    cache.notice("family:family-a");
    finish(sessionOf("a", "uid-a", "family-a"));
    expect(await reading).toMatchObject({ uid: "uid-a" });
    expect(cache.size).toBe(0);
  });

  it("makes room by dropping its oldest copy", async () => {
    const cache = new SessionCache({ entries: 2, lifetimeMs: 30_000 });
    for (const token of ["a", "b", "c"]) await cache.resolve(db, token, "415", at(0));
    await cache.resolve(db, "c", "415", at(0));
    await cache.resolve(db, "b", "415", at(0));
    expect(read).toHaveBeenCalledTimes(3);
    await cache.resolve(db, "a", "415", at(0));
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("shares copies no call can change", async () => {
    const cache = new SessionCache();
    const session = (await cache.resolve(db, "a", "415", at(0)))!;
    expect(() => ((session as { uid: string }).uid = "x")).toThrow(TypeError);
    expect(() => session.family!.members.push({} as AccountRow)).toThrow(TypeError);
    expect(() => ((session.family!.members[0] as { familyId: string }).familyId = "x")).toThrow(TypeError);
  });
});
