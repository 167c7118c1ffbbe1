import type { adminScheduleCalls } from "../../schemas/api/calls/admin-schedules.js";
import { unpublishPage } from "../admin/page-publishing.js";
import { cancelSchedule, listPageSchedules, listSiteSchedules, schedulePage } from "../admin/page-schedules.js";
import type { Handlers } from "../service/context.js";
import { admin } from "./admin.js";

export const adminScheduleHandlers: Handlers<keyof typeof adminScheduleCalls> = {
  adminPageSchedules: ({ pageId }, ctx) => listPageSchedules(admin(ctx), pageId),
  adminSiteSchedules: ({ locale }, ctx) => listSiteSchedules(admin(ctx), locale),
  adminSchedulePage: (data, ctx) => schedulePage(admin(ctx), data),
  adminCancelSchedule: (data, ctx) => cancelSchedule(admin(ctx), data),
  adminUnpublish: (data, ctx) => unpublishPage(admin(ctx), data),
};
