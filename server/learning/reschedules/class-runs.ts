import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { rescheduleAllowance, rescheduleLimit } from "../../../rules/learning/reschedules.js";
import { contentIn } from "../../catalogue/cards.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import type { Place } from "../places.js";

export type LessonRow = Pick<typeof t.lessons.$inferSelect, "number" | "startsAt" | "endsAt" | "guests">;

/** A class of a course as reschedules see it: where and how it meets, its free seats and its lessons. */
export interface ClassRun {
  classId: string;
  courseId: string;
  locale: typeof t.courses.$inferSelect.locale;
  content: typeof t.courses.$inferSelect.content;
  platformType: typeof t.classes.$inferSelect.platformType;
  deliveryMode: typeof t.classes.$inferSelect.deliveryMode;
  venueName: string;
  startsAt: Date;
  endsAt: Date;
  /** Its SKU's seats not taken by orders; 0 without a SKU (no seat to lend). */
  seatsFree: number;
  lessons: LessonRow[];
}

const runColumns = {
  classId: t.classes.id,
  courseId: t.classes.courseId,
  locale: t.courses.locale,
  content: t.courses.content,
  platformType: t.classes.platformType,
  deliveryMode: t.classes.deliveryMode,
  venueName: t.teachingPoints.name,
  startsAt: t.classes.startsAt,
  endsAt: t.classes.endsAt,
  store: t.skus.store,
  taken: t.skus.taken,
};

/** The classes of the course the class `classId` belongs to, itself included, each with its lessons in order. */
export async function courseRuns(db: Database, classId: string): Promise<ClassRun[]> {
  const own = alias(t.classes, "own_class");
  const rows = await db
    .select(runColumns)
    .from(t.classes)
    .innerJoin(own, and(eq(own.courseId, t.classes.courseId), eq(own.id, classId)))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .leftJoin(t.teachingPoints, eq(t.teachingPoints.id, t.classes.teachingPointId))
    .leftJoin(t.skus, eq(t.skus.classId, t.classes.id))
    .orderBy(asc(t.classes.startsAt), asc(t.classes.id));
  const lessons = rows.length
    ? await db
        .select({ classId: t.lessons.classId, number: t.lessons.number, startsAt: t.lessons.startsAt, endsAt: t.lessons.endsAt, guests: t.lessons.guests })
        .from(t.lessons)
        .where(inArray(t.lessons.classId, rows.map((row) => row.classId)))
        .orderBy(asc(t.lessons.number))
    : [];
  return rows.map(({ store, taken, venueName, ...run }) => ({
    ...run,
    venueName: venueName ?? "",
    seatsFree: store === null ? 0 : Math.max(store - (taken ?? 0), 0),
    lessons: lessons.filter((lesson) => lesson.classId === run.classId),
  }));
}

/** A class's venue and platform, as the answers show it. */
export const classPlaceOf = (run: Pick<ClassRun, "classId" | "platformType" | "deliveryMode" | "venueName">) => ({
  classId: run.classId,
  platformType: run.platformType,
  deliveryMode: run.deliveryMode,
  venueName: run.venueName,
});

export const courseTitle = (ctx: HandlerContext, content: ClassRun["content"]) => contentIn(content, ctx.language(), ctx.site().defaultLanguage).title;

export const lessonTime = (lesson: Pick<LessonRow, "number" | "startsAt" | "endsAt">) => ({
  number: lesson.number,
  startsAt: lesson.startsAt.toISOString(),
  endsAt: lesson.endsAt.toISOString(),
});

/** A place's reschedules allowed, used and left (SPEC §9), its class's site telling the season in Hong Kong. */
export function placeAllowance(ctx: HandlerContext, place: Pick<Place, "lessonCount" | "reschedulesUsed">, run: Pick<ClassRun, "locale" | "startsAt">) {
  const timezone = ctx.sites.forLocale(run.locale)?.timezone ?? "UTC";
  return rescheduleAllowance(rescheduleLimit(place.lessonCount, { locale: run.locale, startsAt: run.startsAt, timezone }), place.reschedulesUsed);
}

/** The students of the family named by uid, as the answers show them. */
export async function studentsByUid(db: Database, uids: readonly string[]) {
  if (uids.length === 0) return new Map<string, StudentNames>();
  const rows = await db
    .select({ uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName })
    .from(t.accounts)
    .where(inArray(t.accounts.uid, [...new Set(uids)]));
  return new Map(rows.map((row) => [row.uid, row]));
}

export interface StudentNames {
  uid: string;
  nickName: string;
  firstName: string;
  lastName: string;
}
