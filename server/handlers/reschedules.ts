import type { rescheduleCalls } from "../../schemas/api/calls/reschedules.js";
import { familyApplications } from "../learning/reschedules/applications.js";
import { applyLessonReschedule } from "../learning/reschedules/apply-reschedule.js";
import { rescheduleClasses, rescheduleOptions } from "../learning/reschedules/reschedule-options.js";
import type { Handlers } from "../service/context.js";

export const rescheduleHandlers: Handlers<keyof typeof rescheduleCalls> = {
  queryRescheduleClasses: (request, ctx) => rescheduleClasses(ctx, request),
  queryRescheduleOptions: (request, ctx) => rescheduleOptions(ctx, request),
  applyLessonReschedule: (request, ctx) => applyLessonReschedule(ctx, request),
  queryTransferApplications: (request, ctx) => familyApplications(ctx, request),
};
