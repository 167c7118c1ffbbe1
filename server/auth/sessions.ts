import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AccountRow, FamilyRow } from "../accounts/accounts.js";
import type { Database } from "../db/connection.js";
import { preparedQuery } from "../db/prepared.js";
import { accounts, families, sessions } from "../db/schema.js";

export const SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** The temp token hands an account to the learning apps once, within minutes. */
export const HANDOFF_LIFETIME_MS = 5 * 60 * 1000;

export interface Session {
  uid: string;
  /** The opaque token this session was found by, so sign-out and switching can end it. */
  token: string;
  expiresAt: Date;
}

/** A login session found by its token, with the family its account belongs to now (null: the account has none). */
export interface SignedInSession extends Session {
  familyId: string | null;
  /**
   * The family and its accounts (oldest first) as read with the session at the call's start: most calls need them,
   * and one read instead of two is a round trip less on every signed-in call (decision 0016). Handlers that change
   * accounts read them before they write.
   */
  family: { family: FamilyRow; members: AccountRow[] } | null;
}

const UUID_PATTERN = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues an opaque token for an account on its school's site; only its hash is stored. */
export async function createSession(
  db: Database,
  account: { uid: string; schoolCode: string },
  { now = new Date(), purpose = "login" as "login" | "handoff" } = {},
): Promise<Session> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + (purpose === "login" ? SESSION_LIFETIME_MS : HANDOFF_LIFETIME_MS));
  await db.insert(sessions).values({ tokenHash: hashToken(token), uid: account.uid, schoolCode: account.schoolCode, purpose, expiresAt });
  return { token, uid: account.uid, expiresAt };
}

const signedInAccount = alias(accounts, "signed_in_account");

/** The session with one row per account of its account's family (one row with no account when it has none). */
const loginSessionByToken = preparedQuery((db) =>
  db
    .select({ uid: sessions.uid, expiresAt: sessions.expiresAt, family: families, member: accounts })
    .from(sessions)
    // sessions.uid is text and an account's uid a uuid: a uid that is none finds no account (the family is then null).
    .leftJoin(signedInAccount, sql`${signedInAccount.uid} = case when ${sessions.uid} ~* ${UUID_PATTERN} then ${sessions.uid}::uuid end`)
    .leftJoin(families, eq(families.id, signedInAccount.familyId))
    .leftJoin(accounts, eq(accounts.familyId, families.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        eq(sessions.schoolCode, sql.placeholder("schoolCode")),
        eq(sessions.purpose, "login"),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .orderBy(asc(accounts.createdAt), asc(accounts.uid))
    .prepare("login_session_by_token"),
);

/** The login session of a token on the site of `schoolCode`: another school's token does not sign in here. */
export async function resolveSession(db: Database, token: string, schoolCode: string, now = new Date()): Promise<SignedInSession | null> {
  const rows = await loginSessionByToken(db).execute({ tokenHash: hashToken(token), schoolCode, now: now.toISOString() });
  const [first] = rows;
  if (!first) return null;
  const family = first.family && { family: first.family, members: rows.flatMap((row) => (row.member ? [row.member] : [])) };
  return { uid: first.uid, expiresAt: first.expiresAt, token, familyId: family?.family.id ?? null, family };
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account (it left its family, or was deleted). */
export async function revokeSessionsOf(db: Database, uid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.uid, uid));
}
