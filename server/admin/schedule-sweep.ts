import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { Database } from "../db/connection.js";
import { pageSchedules } from "../db/schema.js";
import type { ContentChanges } from "../pages/content-changes.js";
import { repeatEvery, type StopRepeating } from "../service/repeat.js";
import type { Transaction } from "./audit.js";
import { checkPublishable, makeVersionLive, takeOffSite } from "./page-publishing.js";
import { lockPage, type AdminPage } from "./page-versions.js";

/** How often due schedules run: a page goes live within seconds of its minute. */
export const SCHEDULE_SWEEP_MS = 5_000;
/** At most this many schedules in one round; the next round goes on with the rest. */
const SCHEDULES_PER_ROUND = 50;

type DueSchedule = typeof pageSchedules.$inferSelect;

/**
 * Does what a due schedule says, as its publisher would have at that moment: the audit entry names who scheduled
 * it and says it was scheduled. An ApiError says why it cannot (the version has problems, a newer version is
 * live, the page is not published), and changes nothing.
 */
async function runSchedule(tx: Transaction, schedule: DueSchedule, page: AdminPage): Promise<void> {
  const actor = { id: schedule.staffId, email: schedule.staffEmail };
  const detail = { scheduleId: schedule.id, runAt: schedule.runAt.toISOString() };
  if (schedule.action === "unpublish") return takeOffSite(tx, actor, page, "page-scheduled-unpublish", detail);
  const version = schedule.version!;
  if (page.publishedVersion !== null && page.publishedVersion > version) {
    throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, `version ${page.publishedVersion}, newer than version ${version}, went live after this was scheduled`);
  }
  await checkPublishable(tx, page.id, version);
  await makeVersionLive(tx, actor, page, version, "page-scheduled-publish", detail);
}

/**
 * Runs the earliest schedule due at `now` that no other process is running (`FOR UPDATE SKIP LOCKED`), in its
 * own transaction: it is done, or failed with its reason, exactly once. Caches hear of a change after the
 * commit. Answers false when nothing was due.
 */
export async function runDueSchedule(db: Database, changes: ContentChanges, now: Date): Promise<boolean> {
  const ran = await db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(pageSchedules)
      .where(and(isNull(pageSchedules.doneAt), isNull(pageSchedules.cancelledAt), lte(pageSchedules.runAt, now)))
      .orderBy(asc(pageSchedules.runAt), asc(pageSchedules.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const page = await lockPage(tx, due.pageId);
    // A savepoint: a refusal takes back whatever the run began, and the failure is still recorded.
    const failure = await tx.transaction((run) => runSchedule(run, due, page)).then(
      () => null,
      (error: unknown) => {
        if (error instanceof ApiError) return error.message;
        throw error;
      },
    );
    await tx.update(pageSchedules).set({ doneAt: now, failure }).where(eq(pageSchedules.id, due.id));
    return { locale: page.locale, changed: failure === null };
  });
  if (ran?.changed) await changes.announce({ locale: ran.locale });
  return ran !== null;
}

/** Runs every schedule due at `now` (up to a round's worth); answers how many ran or failed. */
export async function runDueSchedules(db: Database, changes: ContentChanges, now: Date): Promise<number> {
  let count = 0;
  while (count < SCHEDULES_PER_ROUND && (await runDueSchedule(db, changes, now))) count++;
  return count;
}

/**
 * Runs due page schedules every SCHEDULE_SWEEP_MS until stopped. The time is the schedule's own column, so a
 * restart loses nothing and every process can sweep; decision 0017 says why no job queue.
 */
export function sweepDueSchedules(db: Database, changes: ContentChanges, onError: (error: unknown) => void): StopRepeating {
  return repeatEvery(SCHEDULE_SWEEP_MS, () => runDueSchedules(db, changes, new Date()), onError);
}
