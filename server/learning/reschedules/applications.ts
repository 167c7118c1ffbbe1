import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { ChangeApplication } from "../../../schemas/api/calls/reschedules.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { signedInFamilyId } from "../../accounts/accounts.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { courseTitle, lessonTime } from "./class-runs.js";

const fromClass = alias(t.classes, "from_class");
const toClass = alias(t.classes, "to_class");
const fromPoint = alias(t.teachingPoints, "from_point");
const toPoint = alias(t.teachingPoints, "to_point");
const fromLesson = alias(t.lessons, "from_lesson");
const toLesson = alias(t.lessons, "to_lesson");


/** The family's applications with their student, course and both sides (the lessons of a reschedule), newest first. */
async function applicationRows(ctx: HandlerContext, where: SQL | undefined, page: { limit: number; offset: number }) {
  const a = t.changeApplications;
  return ctx.db
    .select({
      application: a,
      student: { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName },
      content: t.courses.content,
      from: { platformType: fromClass.platformType, deliveryMode: fromClass.deliveryMode, venueName: fromPoint.name },
      to: { platformType: toClass.platformType, deliveryMode: toClass.deliveryMode, venueName: toPoint.name },
      fromLesson: { number: fromLesson.number, startsAt: fromLesson.startsAt, endsAt: fromLesson.endsAt },
      toLesson: { number: toLesson.number, startsAt: toLesson.startsAt, endsAt: toLesson.endsAt },
    })
    .from(a)
    .innerJoin(t.accounts, eq(t.accounts.uid, a.uid))
    .innerJoin(fromClass, eq(fromClass.id, a.fromClassId))
    .innerJoin(t.courses, eq(t.courses.id, fromClass.courseId))
    .innerJoin(toClass, eq(toClass.id, a.toClassId))
    .leftJoin(fromPoint, eq(fromPoint.id, fromClass.teachingPointId))
    .leftJoin(toPoint, eq(toPoint.id, toClass.teachingPointId))
    .leftJoin(fromLesson, and(eq(fromLesson.classId, a.fromClassId), eq(fromLesson.number, a.fromLesson)))
    .leftJoin(toLesson, and(eq(toLesson.classId, a.toClassId), eq(toLesson.number, a.toLesson)))
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
}

type Row = Awaited<ReturnType<typeof applicationRows>>[number];

function applicationAnswer(ctx: HandlerContext, row: Row): ChangeApplication {
  const { application: a } = row;
  const side = (classId: string, run: Row["from"], lesson: Row["fromLesson"]) => ({ classId, ...run, venueName: run.venueName ?? "", lesson: lesson ? lessonTime(lesson) : null });
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    student: row.student,
    title: courseTitle(ctx, row.content),
    from: side(a.fromClassId, row.from, row.fromLesson),
    to: side(a.toClassId, row.to, row.toLesson),
    reason: a.reason,
    note: a.note,
    orderId: a.status === "pending" ? a.orderId : null,
  };
}

/** One application of the signed-in family; 4003 for anyone else's. */
export async function familyApplication(ctx: HandlerContext, id: string): Promise<ChangeApplication> {
  const a = t.changeApplications;
  const [row] = await applicationRows(ctx, and(eq(a.familyId, signedInFamilyId(ctx)), eq(a.id, id)), { limit: 1, offset: 0 });
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return applicationAnswer(ctx, row);
}

/** queryTransferApplications: the family's transfers and reschedules, newest first, of one status if asked, a page of them. */
export async function familyApplications(ctx: HandlerContext, { status, page, pageSize }: ParsedRequestOf<"queryTransferApplications">): Promise<ResponseOf<"queryTransferApplications">> {
  const a = t.changeApplications;
  const where = and(eq(a.familyId, signedInFamilyId(ctx)), status ? eq(a.status, status) : undefined);
  const rows = await applicationRows(ctx, where, { limit: pageSize, offset: (page - 1) * pageSize });
  // Counted over the same joins as the rows, so the pages add up.
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(a)
    .innerJoin(t.accounts, eq(t.accounts.uid, a.uid))
    .innerJoin(fromClass, eq(fromClass.id, a.fromClassId))
    .innerJoin(t.courses, eq(t.courses.id, fromClass.courseId))
    .innerJoin(toClass, eq(toClass.id, a.toClassId))
    .where(where);
  return { total: counted?.total ?? 0, page, pageSize, list: rows.map((row) => applicationAnswer(ctx, row)) };
}
