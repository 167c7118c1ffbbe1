import type { Database } from "../db/connection.js";
import type { BackoffPolicy, RateLimits } from "../security/rate-limit.js";
import { recordAudit } from "./audit.js";
import { checkStaffPassword } from "./staff-members.js";
import { createStaffSession, endStaffSession, type StaffSession } from "./staff-sessions.js";

/**
 * Wrong passwords slow down that e-mail from that address only, so nobody can lock a colleague out from
 * elsewhere; every attempt from an address, right or wrong, counts towards that address's own limit.
 * Both are answered 'Operation too frequent'.
 */
const perEmailAndAddress: BackoffPolicy = { name: "staff-sign-in", freeFailures: 5, maxWaitSeconds: 15 * 60, forgetAfterSeconds: 24 * 60 * 60 };
const perAddress = { name: "staff-sign-in-address", points: 30, durationSeconds: 15 * 60 };

/** Signs a staff member in: a new session, audited. */
export async function signInStaff(
  db: Database,
  rateLimits: RateLimits,
  { email, password, clientIp, now }: { email: string; password: string; clientIp: string; now: Date },
) {
  await rateLimits.consume(perAddress, clientIp);
  const attempt = `${email.trim().toLowerCase()} ${clientIp}`;
  const staff = await rateLimits.withBackoff(perEmailAndAddress, attempt, () => checkStaffPassword(db, email, password));
  return db.transaction(async (tx) => {
    const session = await createStaffSession(tx, staff.id, now);
    await recordAudit(tx, staff, "sign-in", `staff ${staff.email}`);
    return { token: session.token, expiresAt: session.expiresAt.toISOString(), staff };
  });
}

export async function signOutStaff(db: Database, { staff, token }: StaffSession): Promise<void> {
  await db.transaction(async (tx) => {
    await endStaffSession(tx, token);
    await recordAudit(tx, staff, "sign-out", `staff ${staff.email}`);
  });
}
