import { adminCalls } from "../../schemas/api/calls/admin.js";
import { mediaCalls } from "../../schemas/api/calls/media.js";
import { serviceDeskCalls } from "../../schemas/api/calls/service-desk.js";
import { serviceDeskDeliveryCalls } from "../../schemas/api/calls/service-desk-delivery.js";
import { serviceDeskAutoPayCalls } from "../../schemas/api/calls/service-desk-auto-pay.js";
import { serviceDeskRefundCalls } from "../../schemas/api/calls/service-desk-refunds.js";
import { serviceDeskFeedbackCalls } from "../../schemas/api/calls/feedback.js";
import { roleMayCall, type StaffRole } from "../../schemas/api/define-call.js";

/** The calls the tool's screens make, by domain. */
export const toolCalls = { ...adminCalls, ...mediaCalls, ...serviceDeskCalls, ...serviceDeskDeliveryCalls, ...serviceDeskAutoPayCalls, ...serviceDeskRefundCalls, ...serviceDeskFeedbackCalls };
export type AdminCallName = keyof typeof toolCalls;

/** Whether a staff member of `role` may make `call`: the contract names the roles of each call. */
export function mayCall(role: StaffRole, call: AdminCallName): boolean {
  return roleMayCall(role, toolCalls[call]);
}
