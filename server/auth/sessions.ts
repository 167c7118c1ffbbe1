import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/connection.js";
import { sessions } from "../db/schema.js";

export const SESSION_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export interface Session {
  uid: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Issues an opaque unifiedAccessToken; only its hash is stored. */
export async function createSession(db: Database, uid: string, now = new Date()): Promise<{ token: string } & Session> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), uid, expiresAt });
  return { token, uid, expiresAt };
}

export async function resolveSession(db: Database, token: string, now = new Date()): Promise<Session | null> {
  const [row] = await db
    .select({ uid: sessions.uid, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
