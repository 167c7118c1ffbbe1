import { z } from "zod";
import { scheduleFieldsSchema, type PageSchedule } from "../../schemas/api/calls/admin-schedules.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { id } from "../../schemas/api/fields.js";
import type { Outcome } from "./editor-intents.js";

/** The schedule panel's own resource route (app/routes/admin.pages.$pageId_.schedules.tsx): its data and its action. */
export const schedulesPath = (pageId: number) => `/admin/pages/${pageId}/schedules`;

/** What the panel loads: the page's pending and failed schedules, its site's timezone, and whether the member may change them. */
export interface PageSchedulesData {
  timezone: string;
  list: PageSchedule[];
  canSchedule: boolean;
}

/** What the panel posts to its route's action (as JSON); the service checks the rest. */
export const scheduleIntentSchema = z.discriminatedUnion("intent", [
  scheduleFieldsSchema.extend({ intent: z.literal("schedule") }),
  z.object({ intent: z.literal("cancel"), scheduleId: id }),
  z.object({ intent: z.literal("unpublish") }),
]);
export type ScheduleIntent = z.input<typeof scheduleIntentSchema>;

export type ScheduleActionData =
  | ({ intent: "schedule" } & Outcome<ResponseOf<"adminSchedulePage">>)
  | ({ intent: "cancel" } & Outcome<null>)
  | ({ intent: "unpublish" } & Outcome<null>);
