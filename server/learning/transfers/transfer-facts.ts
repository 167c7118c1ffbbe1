import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { seatsLeft } from "../../../rules/catalogue/seats.js";
import { quoteTransfer, type Lesson, type TransferQuote } from "../../../rules/learning/class-transfer.js";
import type { CourseContentByLanguage } from "../../../schemas/catalogue.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import type { Place } from "../places.js";

/** A class of a course as transfers read it: its own SKU (price, seats), the course's words and its lessons by number. */
export interface TransferClass {
  classId: string;
  skuId: string;
  courseId: string;
  price: number;
  seatsLeft: number;
  endsAt: Date;
  content: CourseContentByLanguage;
  lessons: Lesson[];
}

/** A lesson of the child's other classes, not started yet. */
export interface BusyLesson extends Lesson {
  classId: string;
  content: CourseContentByLanguage;
}

/** The lessons of these classes, each class's by number. */
export async function lessonsOf(db: Database, classIds: readonly string[]): Promise<Map<string, Lesson[]>> {
  const byClass = new Map<string, Lesson[]>(classIds.map((classId) => [classId, []]));
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: t.lessons.classId, number: t.lessons.number, startsAt: t.lessons.startsAt, endsAt: t.lessons.endsAt })
    .from(t.lessons)
    .where(inArray(t.lessons.classId, [...classIds]))
    .orderBy(asc(t.lessons.classId), asc(t.lessons.number));
  for (const { classId, ...lesson } of rows) byClass.get(classId)!.push(lesson);
  return byClass;
}

/**
 * Every class of the course the place's class belongs to, on the request's site, with its SKU and lessons: the place's
 * own class first. A class of another site answers 4003.
 */
async function courseClassesOf(ctx: HandlerContext, place: Pick<Place, "classId">): Promise<{ from: TransferClass; others: TransferClass[] }> {
  const courseOfPlace = ctx.db.select({ courseId: t.classes.courseId }).from(t.classes).where(eq(t.classes.id, place.classId));
  const rows = await ctx.db
    .select({ classId: t.classes.id, courseId: t.classes.courseId, endsAt: t.classes.endsAt, content: t.courses.content, sku: t.skus })
    .from(t.classes)
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .innerJoin(t.skus, eq(t.skus.classId, t.classes.id))
    .where(and(inArray(t.classes.courseId, courseOfPlace), eq(t.courses.locale, ctx.site().locale)))
    .orderBy(asc(t.classes.startsAt), asc(t.classes.id));
  const lessons = await lessonsOf(ctx.db, rows.map((row) => row.classId));
  const classes = rows.map(({ sku, ...row }) => ({
    ...row,
    skuId: sku.id,
    price: sku.price,
    seatsLeft: seatsLeft(sku),
    lessons: lessons.get(row.classId)!,
  }));
  const from = classes.find((candidate) => candidate.classId === place.classId);
  if (!from) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { from, others: classes.filter((candidate) => candidate !== from) };
}

/** The lessons not started of the student's other active places, soonest first. */
export async function busyLessons(db: Database, place: Pick<Place, "id" | "uid">, now: Date): Promise<BusyLesson[]> {
  return db
    .select({ classId: t.enrolments.classId, number: t.lessons.number, startsAt: t.lessons.startsAt, endsAt: t.lessons.endsAt, content: t.courses.content })
    .from(t.enrolments)
    .innerJoin(
      t.lessons,
      and(eq(t.lessons.classId, t.enrolments.classId), gte(t.lessons.number, t.enrolments.firstLesson), lt(t.lessons.number, sql`${t.enrolments.firstLesson} + ${t.enrolments.lessonCount}`)),
    )
    .innerJoin(t.classes, eq(t.classes.id, t.enrolments.classId))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .where(and(eq(t.enrolments.uid, place.uid), eq(t.enrolments.status, "active"), ne(t.enrolments.id, place.id), gt(t.lessons.startsAt, now)))
    .orderBy(asc(t.lessons.startsAt));
}

export type PendingTransfer = typeof t.changeApplications.$inferSelect & { expiresAt: Date | null };

/** The transfers of these places waiting for payment, by place; one whose order is past its deadline is no longer waiting. */
export async function pendingTransfers(db: Database, placeIds: readonly string[], now: Date): Promise<Map<string, PendingTransfer>> {
  if (placeIds.length === 0) return new Map();
  const rows = await db
    .select({ application: t.changeApplications, expiresAt: t.orders.expiresAt })
    .from(t.changeApplications)
    .leftJoin(t.orders, eq(t.orders.id, t.changeApplications.orderId))
    .where(and(inArray(t.changeApplications.enrolmentId, [...placeIds]), eq(t.changeApplications.kind, "transfer"), eq(t.changeApplications.status, "pending")));
  const waiting = rows.filter((row) => row.expiresAt === null || row.expiresAt.getTime() > now.getTime());
  return new Map(waiting.map((row) => [row.application.enrolmentId, { ...row.application, expiresAt: row.expiresAt }]));
}

/** What the rules need about a place beyond the classes: the child's other lessons, a transfer waiting, the classes the child is in. */
export interface PlaceSituation {
  place: Place;
  from: TransferClass;
  others: TransferClass[];
  busy: BusyLesson[];
  pending: PendingTransfer | null;
  /** The classes of the course the student has an active place in. */
  inClasses: Set<string>;
}

export async function placeSituation(ctx: HandlerContext, place: Place): Promise<PlaceSituation> {
  // One after the other: a transfer reads them on its transaction's one connection.
  const { from, others } = await courseClassesOf(ctx, place);
  const busy = await busyLessons(ctx.db, place, ctx.now);
  const pending = await pendingTransfers(ctx.db, [place.id], ctx.now);
  const inClasses = await ctx.db
    .select({ classId: t.enrolments.classId })
    .from(t.enrolments)
    .where(and(eq(t.enrolments.uid, place.uid), eq(t.enrolments.status, "active"), inArray(t.enrolments.classId, [from.classId, ...others.map((other) => other.classId)])));
  return { place, from, others, busy, pending: pending.get(place.id) ?? null, inClasses: new Set(inClasses.map((row) => row.classId)) };
}

/** A transfer of the place into `to` as the rules see it now. */
export function quoteInto(situation: PlaceSituation, to: TransferClass, now: Date): TransferQuote<BusyLesson> {
  const { place, from } = situation;
  return quoteTransfer({
    now,
    place,
    from: { price: from.price, lessons: from.lessons },
    to: { price: to.price, lessons: to.lessons, seatsLeft: to.seatsLeft },
    busy: situation.busy,
    pending: situation.pending !== null,
    alreadyInClass: situation.inClasses.has(to.classId),
  });
}

/** The class of the course a transfer goes to: another class of it, not over; anything else answers 4003. */
export function transferTarget(situation: PlaceSituation, toClassId: string, now: Date): TransferClass {
  const to = situation.others.find((candidate) => candidate.classId === toClassId && candidate.endsAt.getTime() > now.getTime());
  if (!to) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return to;
}
