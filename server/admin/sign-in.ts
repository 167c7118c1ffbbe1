import type { Database } from "../db/connection.js";
import type { RateLimits } from "../security/rate-limit.js";
import { recordAudit } from "./audit.js";
import { checkStaffPassword } from "./staff-members.js";
import { createStaffSession, endStaffSession, type StaffSession } from "./staff-sessions.js";

/** Every attempt counts, right or wrong, per e-mail and per client address (answered 'Operation too frequent'). */
const perEmail = { name: "staff-sign-in-email", points: 10, durationSeconds: 15 * 60 };
const perAddress = { name: "staff-sign-in-address", points: 30, durationSeconds: 15 * 60 };

/** Signs a staff member in: a new session, audited. */
export async function signInStaff(
  db: Database,
  rateLimits: RateLimits,
  { email, password, clientIp, now }: { email: string; password: string; clientIp: string; now: Date },
) {
  await rateLimits.consume(perAddress, clientIp);
  await rateLimits.consume(perEmail, email.trim().toLowerCase());
  const staff = await checkStaffPassword(db, email, password);
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
