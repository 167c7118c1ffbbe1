import { and, asc, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { scheduleTimeProblem, type PageSchedule, type ScheduleTimeProblem } from "../../schemas/api/calls/admin-schedules.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { pages, pageSchedules } from "../db/schema.js";
import { recordAudit } from "./audit.js";
import { checkPublishable } from "./page-publishing.js";
import { findPage, lockPage } from "./page-versions.js";
import { pageTarget, siteOf, type AdminContext } from "./pages.js";

/** Schedules the tool shows: pending ones, and failed ones until they are dismissed or replaced. */
const shown = and(isNull(pageSchedules.cancelledAt), or(isNull(pageSchedules.doneAt), isNotNull(pageSchedules.failure)))!;

const TIME_REFUSALS: Record<ScheduleTimeProblem, string> = {
  past: "runAt: must be in the future",
  tooFar: "runAt: must be within a year",
};

type ScheduleRow = typeof pageSchedules.$inferSelect;

const toSchedule = (row: ScheduleRow): PageSchedule => ({
  id: row.id,
  pageId: row.pageId,
  action: row.action,
  version: row.version,
  runAt: row.runAt.toISOString(),
  staffEmail: row.staffEmail,
  createdAt: row.createdAt.toISOString(),
  failure: row.failure,
});

async function shownSchedules(db: Database, where: SQL): Promise<PageSchedule[]> {
  const rows = await db
    .select({ schedule: pageSchedules })
    .from(pageSchedules)
    .innerJoin(pages, eq(pages.id, pageSchedules.pageId))
    .where(and(shown, where))
    .orderBy(asc(pageSchedules.runAt), asc(pageSchedules.id));
  return rows.map((row) => toSchedule(row.schedule));
}

export async function listPageSchedules(ctx: AdminContext, pageId: number): Promise<ResponseOf<"adminPageSchedules">> {
  const page = await findPage(ctx.db, pageId);
  return { timezone: siteOf(ctx, page.locale).timezone, list: await shownSchedules(ctx.db, eq(pages.id, pageId)) };
}

export async function listSiteSchedules(ctx: AdminContext, locale: Locale): Promise<ResponseOf<"adminSiteSchedules">> {
  const { timezone } = siteOf(ctx, locale);
  return { timezone, list: await shownSchedules(ctx.db, eq(pages.locale, locale)) };
}

/**
 * Schedules a publish of a version or an unpublish. Refused at once when the time is past or more than a year
 * off, when the version cannot go live (4113) or is older than the live one (a scheduled publish never puts
 * back an older version). A page has at most one pending schedule per action: a new one replaces it (and
 * dismisses that action's failures), under the page's lock so two publishers scheduling at once take turns.
 */
export async function schedulePage(
  ctx: AdminContext,
  { pageId, action, version, runAt }: ParsedRequestOf<"adminSchedulePage">,
): Promise<ResponseOf<"adminSchedulePage">> {
  const at = new Date(runAt);
  const problem = scheduleTimeProblem(at, ctx.now);
  if (problem) throw new ApiError(ErrorCode.INVALID_INPUT, TIME_REFUSALS[problem]);
  await findPage(ctx.db, pageId);
  if (version !== undefined) await checkPublishable(ctx.db, pageId, version);
  return ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    if (version !== undefined && page.publishedVersion !== null && version < page.publishedVersion) {
      throw new ApiError(ErrorCode.INVALID_INPUT, `version: version ${version} is older than the live version ${page.publishedVersion}`);
    }
    const superseded = await tx
      .update(pageSchedules)
      .set({ cancelledAt: ctx.now })
      .where(and(eq(pageSchedules.pageId, pageId), eq(pageSchedules.action, action), shown))
      .returning({ id: pageSchedules.id, doneAt: pageSchedules.doneAt });
    const replaced = superseded.find((row) => row.doneAt === null)?.id ?? null;
    const [row] = await tx
      .insert(pageSchedules)
      .values({ pageId, action, version: version ?? null, runAt: at, staffId: ctx.staff.id, staffEmail: ctx.staff.email, createdAt: ctx.now })
      .returning();
    await recordAudit(tx, ctx.staff, "page-schedule", pageTarget(page), {
      pageId,
      scheduleId: row!.id,
      action,
      ...(version === undefined ? {} : { version }),
      runAt: at.toISOString(),
      ...(replaced === null ? {} : { replaced }),
    });
    return { schedule: toSchedule(row!), replaced };
  });
}

/**
 * Cancels a pending schedule or dismisses a failed one. A schedule the sweep is running holds its row: the
 * cancel waits for it and then finds it done (4003), so a schedule never both runs and counts as cancelled.
 */
export async function cancelSchedule(ctx: AdminContext, { scheduleId }: ParsedRequestOf<"adminCancelSchedule">): Promise<ResponseOf<"adminCancelSchedule">> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(pageSchedules)
      .set({ cancelledAt: ctx.now })
      .where(and(eq(pageSchedules.id, scheduleId), shown))
      .returning();
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No pending or failed schedule has this id: it ran or was cancelled already");
    const page = await findPage(tx, row.pageId);
    await recordAudit(tx, ctx.staff, "page-schedule-cancel", pageTarget(page), {
      pageId: row.pageId,
      scheduleId,
      action: row.action,
      ...(row.version === null ? {} : { version: row.version }),
      runAt: row.runAt.toISOString(),
      ...(row.failure === null ? {} : { failure: row.failure }),
    });
    return null;
  });
}
