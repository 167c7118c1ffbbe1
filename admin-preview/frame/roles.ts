import { adminCalls } from "../../schemas/api/calls/admin.js";
import { STAFF_ROLES, type StaffRole } from "../../schemas/api/define-call.js";

export type AdminCallName = keyof typeof adminCalls;

/** Whether a staff member of `role` may make `call`: the contract names the least role of each call. */
export function mayCall(role: StaffRole, call: AdminCallName): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(adminCalls[call].role ?? "editor");
}
