import type { PageSchedule } from "../../schemas/api/calls/admin-schedules.js";

/** The adminEditor text that states a schedule: what it will do, or that it failed (with why). */
export type ScheduleStatusKey = "schedule.status.publish" | "schedule.status.unpublish" | "schedule.status.publishFailed" | "schedule.status.unpublishFailed";

export function scheduleStatusKey(schedule: Pick<PageSchedule, "action" | "failure">): ScheduleStatusKey {
  if (schedule.failure === null) return `schedule.status.${schedule.action}`;
  return `schedule.status.${schedule.action}Failed`;
}

/** A page's schedules as its status shows them: failures first (they need someone), then the pending ones, soonest first. */
export function schedulesOfPage(schedules: PageSchedule[], pageId: number): PageSchedule[] {
  const ofPage = schedules.filter((schedule) => schedule.pageId === pageId);
  const byTime = (a: PageSchedule, b: PageSchedule) => a.runAt.localeCompare(b.runAt) || a.id - b.id;
  return [...ofPage.filter((schedule) => schedule.failure !== null).sort(byTime), ...ofPage.filter((schedule) => schedule.failure === null).sort(byTime)];
}

/**
 * The newer saved version a pending publish leaves out: a schedule publishes the version it names, so one saved
 * after it is not in it until it is scheduled again. Null when there is none.
 */
export function versionLeftOut(schedule: Pick<PageSchedule, "action" | "version" | "failure">, latestVersion: number): number | null {
  if (schedule.action !== "publish" || schedule.failure !== null || schedule.version === null) return null;
  return latestVersion > schedule.version ? latestVersion : null;
}
