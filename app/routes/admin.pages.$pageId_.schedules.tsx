import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { scheduleIntentSchema, type PageSchedulesData, type ScheduleActionData } from "../../admin-preview/editor/schedule-intents.js";
import { pageIdOf } from "../../admin-preview/route-ids.js";
import { requireStaff, staffAction } from "../lib/staff.server.js";

/** /admin/pages/{pageId}/schedules: the schedule panel's data as JSON (SchedulePanel fetches it beside the editor). */
export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  const pageId = pageIdOf(params);
  const { api, call, staff } = await requireStaff(request, context);
  const schedules = await api.call("adminPageSchedules", { pageId }, call).catch((error: unknown) => {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  return Response.json({ ...schedules, canSchedule: staff.role === "publisher" } satisfies PageSchedulesData);
}

/** The panel's calls, by intent (schedule-intents.ts); a refusal comes back for the panel to show. */
export async function action({ request, context, params }: ActionFunctionArgs): Promise<ScheduleActionData> {
  const pageId = pageIdOf(params);
  const parsed = scheduleIntentSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const intent = parsed.data;
  switch (intent.intent) {
    case "schedule": {
      const { intent: _intent, ...fields } = intent;
      return { intent: intent.intent, ...(await staffAction(request, context, ({ api, call }) => api.call("adminSchedulePage", { pageId, ...fields }, call))) };
    }
    case "cancel":
      return { intent: intent.intent, ...(await staffAction(request, context, ({ api, call }) => api.call("adminCancelSchedule", { scheduleId: intent.scheduleId }, call))) };
    case "unpublish":
      return { intent: intent.intent, ...(await staffAction(request, context, ({ api, call }) => api.call("adminUnpublish", { pageId }, call))) };
  }
}
