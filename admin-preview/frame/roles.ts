import { adminCalls } from "../../schemas/api/calls/admin.js";
import { mediaCalls } from "../../schemas/api/calls/media.js";
import { STAFF_ROLES, type StaffRole } from "../../schemas/api/define-call.js";

/** The calls the tool's screens make, by domain. */
export const toolCalls = { ...adminCalls, ...mediaCalls };
export type AdminCallName = keyof typeof toolCalls;

/** Whether a staff member of `role` may make `call`: the contract names the least role of each call. */
export function mayCall(role: StaffRole, call: AdminCallName): boolean {
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(toolCalls[call].role ?? "editor");
}
