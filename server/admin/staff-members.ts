import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { STAFF_ROLES } from "../../schemas/api/define-call.js";
import type { Database } from "../db/connection.js";
import { staffMembers } from "../db/schema.js";
import { recordAudit } from "./audit.js";

export const MIN_PASSWORD_LENGTH = 12;

/** argon2id (the library's default algorithm) with OWASP's settings; each hash string carries its own. */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const newStaffMemberSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).regex(/^[^\s@]+@[^\s@]+$/, "must be an e-mail address"),
  name: z.string().trim().min(1, "must not be empty").max(100),
  role: z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(", ")}` }),
  // At most what adminSignIn takes, or the member could never sign in.
  password: z.string().min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
});
export type NewStaffMember = z.input<typeof newStaffMemberSchema>;

/** Why a staff member could not be created, worded for whoever typed the command. */
export class StaffMemberError extends Error {
  override name = "StaffMemberError";
}

/**
 * Creates a staff member (e-mail lower-cased, password hashed). No staff call creates members: the audit
 * row names `createdBy` ("command line") in place of a member.
 */
export async function createStaffMember(db: Database, input: NewStaffMember, createdBy: string): Promise<StaffMember> {
  const parsed = newStaffMemberSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StaffMemberError(`${issue.path.join(".")}: ${issue.message}`);
  }
  const { email, name, role, password } = parsed.data;
  const passwordHash = await hash(password, HASH_OPTIONS);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(staffMembers)
      .values({ email, name, role, passwordHash })
      .onConflictDoNothing()
      .returning({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name, role: staffMembers.role });
    if (!member) throw new StaffMemberError(`email: a staff member with ${email} exists already`);
    await recordAudit(tx, { id: null, email: createdBy }, "staff-create", `staff ${email}`, { name, role });
    return member;
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * The staff member an e-mail and password belong to; 4110 otherwise, the same way whether the e-mail is
 * unknown, the password wrong or the member disabled (an unknown e-mail is checked against a dummy hash,
 * so it takes as long as a known one).
 */
export async function checkStaffPassword(db: Database, email: string, password: string): Promise<StaffMember> {
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email.trim().toLowerCase()));
  const storedHash = member?.passwordHash ?? (await (dummyHash ??= hash("no such staff member", HASH_OPTIONS)));
  const matches = await verify(storedHash, password);
  if (!member || !matches || member.disabled) throw new ApiError(ErrorCode.STAFF_SIGN_IN_FAILED);
  return { id: member.id, email: member.email, name: member.name, role: member.role };
}
