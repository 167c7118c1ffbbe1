import type { Database, NoticeListener } from "../db/connection.js";
import { resolveSession, type SignedInSession } from "./sessions.js";

/** Where migration 0029's triggers tell of a changed session, account or family. */
export const SESSION_CHANNEL = "storefront_sessions";

/** How many sessions a process keeps, and for how long at most (a backstop: notices forget a changed one at once). */
const SESSION_CACHE_LIMITS = { entries: 5_000, lifetimeMs: 30_000 };

/**
 * The login sessions this process read lately, with their family and its accounts: a purchase's calls read the
 * session on six of seven, a round trip each (decision 0016). A copy is kept 30 s at most and dropped as soon as a
 * notice names its account or its family; the store delivers a notice of this process's own transaction before its
 * commit returns, and another process's just after it committed, so sign-out, a new student or a family change is
 * seen by the next call. A read that began before a notice is not kept (it may predate the change). Copies are
 * frozen: every call shares them.
 */
export class SessionCache implements NoticeListener {
  private readonly entries = new Map<string, { session: SignedInSession; until: number }>();
  private generation = 0;

  constructor(private readonly limits = SESSION_CACHE_LIMITS) {}

  async resolve(db: Database, token: string, schoolCode: string, now: Date): Promise<SignedInSession | null> {
    const key = `${schoolCode} ${token}`;
    const kept = this.entries.get(key);
    if (kept && kept.until > now.getTime() && kept.session.expiresAt > now) return kept.session;
    if (kept) this.entries.delete(key);
    const generation = this.generation;
    const session = await resolveSession(db, token, schoolCode, now);
    if (session && generation === this.generation) {
      // The oldest copy makes room.
      if (this.entries.size >= this.limits.entries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { session: frozen(session), until: now.getTime() + this.limits.lifetimeMs });
    }
    return session;
  }

  /** A notice of migration 0029: 'account:<uid>', 'family:<id>', or '*' for every session. */
  notice(payload: string): void {
    this.generation++;
    const [kind, id] = payload.split(":", 2);
    if (kind !== "account" && kind !== "family") return this.entries.clear();
    for (const [key, { session }] of this.entries) {
      if ((kind === "account" ? session.uid : session.familyId) === id) this.entries.delete(key);
    }
  }

  /** Notices may have gone unheard: nothing kept is trusted. */
  missed(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

function frozen(session: SignedInSession): SignedInSession {
  if (session.family) {
    session.family.members.forEach((member) => Object.freeze(member));
    Object.freeze(session.family.members);
    Object.freeze(session.family.family);
    Object.freeze(session.family);
  }
  return Object.freeze(session);
}
