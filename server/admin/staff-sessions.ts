import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import type { Database } from "../db/connection.js";
import { staffMembers, staffSessions } from "../db/schema.js";

/** A working day: staff sign in again each morning. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface StaffSession {
  staff: StaffMember;
  /** The opaque token it was found by, so sign-out can end it. */
  token: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createStaffSession(db: Database, staffId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId, expiresAt });
  return { token, expiresAt };
}

/** The staff member of a token, or null: a parent's token, an expired one or a disabled member's opens nothing. */
export async function resolveStaffSession(db: Database, token: string, now: Date): Promise<StaffSession | null> {
  const [row] = await db
    .select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, now), eq(staffMembers.disabled, false)));
  return row ? { staff: row, token } : null;
}

export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}
