import { parseArgs } from "node:util";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import type { Database } from "../db/connection.js";
import { createStaffMember, newStaffMemberSchema, StaffMemberError } from "./staff-members.js";

export const CREATE_USER_USAGE = 'npm run admin:create-user -- --email a@b.c --name "Ann" --role editor|publisher|service';

/** The member's e-mail, name and role from the command's arguments, checked before the password is asked for. */
export function parseCreateUserArgs(argv: string[]) {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new StaffMemberError(`${(error as Error).message}\nusage: ${CREATE_USER_USAGE}`);
  }
  const parsed = newStaffMemberSchema.omit({ password: true }).safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StaffMemberError(`--${issue.path.join(".")}: ${issue.message}\nusage: ${CREATE_USER_USAGE}`);
  }
  return parsed.data;
}

/**
 * `npm run admin:create-user`: creates a staff member from the arguments and a password (from the
 * environment or the terminal), audited as made on the command line. StaffMemberError says what to fix.
 */
export async function createUserFromCommandLine(db: Database, argv: string[], readPassword: () => Promise<string>): Promise<StaffMember> {
  const member = parseCreateUserArgs(argv);
  return createStaffMember(db, { ...member, password: await readPassword() }, "command line");
}
