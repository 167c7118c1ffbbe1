import { randomBytes } from "node:crypto";
import type { CallContext } from "../../api/client.js";
import type { StaffRole } from "../../schemas/api/define-call.js";
import { createStaffMember } from "../../server/admin/staff-members.js";
import { freshClient, signedInAs } from "./accounts.js";
import { usContext, type TestService } from "./test-service.js";

export const STAFF_PASSWORD = "a long enough passphrase";

export const uniqueStaffEmail = () => `staff-${randomBytes(5).toString("hex")}@example.com`;

/** A staff member of the role, written straight into the test service's store (as the CLI does). */
export async function createStaff(running: TestService, role: StaffRole, email = uniqueStaffEmail()) {
  const staff = await createStaffMember(running.store.db, { email, name: `Test ${role}`, role, password: STAFF_PASSWORD }, "test");
  return { ...staff, password: STAFF_PASSWORD };
}

/** A new staff member of the role, signed in through adminSignIn: `call` carries the staff token. */
export async function signInAsStaff(running: TestService, role: StaffRole = "publisher", context: CallContext = usContext) {
  const { email, password } = await createStaff(running, role);
  const api = freshClient(running);
  const session = await api.call("adminSignIn", { email, password }, context);
  return { ...session, api, call: signedInAs(context, session.token) };
}

export type SignedInStaff = Awaited<ReturnType<typeof signInAsStaff>>;
