import { z } from "zod";
import { localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { id, version } from "../fields.js";

/**
 * Scheduled publishing (decision 0017): a publisher sets a page's publish of a version, or its unpublish, for a
 * later time; the schedule sweep of every server process runs each once when due. Editors see what is scheduled.
 */

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** How far ahead a schedule may be set: a year (an instant further off is more likely a typo than a plan). */
export const SCHEDULE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ScheduleTimeProblem = "past" | "tooFar";

/** Why a schedule cannot run at `runAt`: it must be after `now` and at most SCHEDULE_MAX_DAYS later. */
export function scheduleTimeProblem(runAt: Date, now: Date): ScheduleTimeProblem | null {
  if (runAt.getTime() <= now.getTime()) return "past";
  if (runAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) return "tooFar";
  return null;
}

/** What a schedule does and when, as the tool's form sends it (the page apart). */
export const scheduleFieldsSchema = z.object({
  action: z.enum(SCHEDULE_ACTIONS),
  /** The version a publish makes live; an unpublish names none. */
  version: version.optional(),
  /** An ISO 8601 instant with its offset (`Z` or `+08:00`): the tool converts the time picked in the site's timezone. */
  runAt: z.iso.datetime({ offset: true }).max(40),
});

export const pageScheduleSchema = z.object({
  id,
  pageId: id,
  action: z.enum(SCHEDULE_ACTIONS),
  version: version.nullable(),
  runAt: z.string(),
  /** Who scheduled it: the audit entry of its run names them too. */
  staffEmail: z.string(),
  createdAt: z.string(),
  /** Why it could not run when due; null while it is pending. */
  failure: z.string().nullable(),
});
export type PageSchedule = z.infer<typeof pageScheduleSchema>;

/** Pending schedules and failures nobody has dismissed yet, soonest first, with the timezone of the page's site. */
const schedulesSchema = z.object({ timezone: z.string(), list: z.array(pageScheduleSchema) });

export const adminScheduleCalls = {
  adminPageSchedules: defineCall({
    path: "/admin/schedules/page",
    summary: "A page's pending schedules and undismissed failures, soonest first, and its site's timezone.",
    request: z.object({ pageId: id }),
    response: schedulesSchema,
    auth: "staff",
  }),
  adminSiteSchedules: defineCall({
    path: "/admin/schedules/site",
    summary: "The pending schedules and undismissed failures of a site's pages, soonest first, and the site's timezone.",
    request: z.object({ locale: localeSchema }),
    response: schedulesSchema,
    auth: "staff",
  }),
  adminSchedulePage: defineCall({
    path: "/admin/schedules/create",
    summary:
      "Schedules a page's publish of a version, or its unpublish, at a future instant within a year (publishers). It replaces the " +
      "page's pending (or failed) schedule of the same action; a version with problems is refused at once (4113).",
    request: scheduleFieldsSchema.extend({ pageId: id }).superRefine((value, ctx) => {
      if (value.action === "publish" && value.version === undefined) {
        ctx.addIssue({ code: "custom", path: ["version"], message: "a publish names the version it makes live" });
      }
      if (value.action === "unpublish" && value.version !== undefined) {
        ctx.addIssue({ code: "custom", path: ["version"], message: "an unpublish names no version" });
      }
    }),
    response: z.object({ schedule: pageScheduleSchema, replaced: id.nullable() }),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminCancelSchedule: defineCall({
    path: "/admin/schedules/cancel",
    summary: "Cancels a pending schedule, or dismisses a failed one (publishers); 4003 when it ran or was cancelled already.",
    request: z.object({ scheduleId: id }),
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
  adminUnpublish: defineCall({
    path: "/admin/pages/unpublish",
    summary: "Takes a published page off its site at once (publishers): it answers like an unknown page; 4003 when it is not published.",
    request: z.object({ pageId: id }),
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
};
