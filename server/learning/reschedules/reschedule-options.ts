import { and, asc, eq, gt } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { lessonsNotStarted } from "../../../rules/learning/change-window.js";
import type { RescheduleOptions } from "../../../schemas/api/calls/reschedules.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { signedInFamily } from "../../accounts/accounts.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { classPlaceOf, courseTitle, lessonTime, placeAllowance, studentsByUid, type ClassRun, type StudentNames } from "./class-runs.js";
import { lessonChoices, purchasedLessons, rescheduleSituation, targetsFor, type RescheduleSituation } from "./situation.js";

const studentOf = ({ uid, nickName, firstName, lastName }: StudentNames) => ({ uid, nickName, firstName, lastName });

/** A place as the answers show it: its class, student and reschedules. */
const placeAnswer = (ctx: HandlerContext, run: Pick<ClassRun, "classId" | "platformType" | "deliveryMode" | "venueName" | "content">, student: StudentNames, reschedules: RescheduleSituation["allowance"]) => ({
  ...classPlaceOf(run),
  title: courseTitle(ctx, run.content),
  student: studentOf(student),
  reschedules,
});

/** Why no lesson of the place can move at all (SPEC §8 1586; §9 the limit), or null. */
export function placeBlock(situation: RescheduleSituation, now: Date): RescheduleOptions["block"] {
  if (lessonsNotStarted(purchasedLessons(situation), situation.place, now).length === 0) return "allLessonsStarted";
  return situation.allowance.left === 0 ? "limitReached" : null;
}

/**
 * queryRescheduleOptions: the place's purchased lessons with why each cannot move now; for the lesson asked about, the
 * course's other classes' lessons of its number with their seats left and why each cannot take the student.
 */
export async function rescheduleOptions(ctx: HandlerContext, request: ParsedRequestOf<"queryRescheduleOptions">): Promise<RescheduleOptions> {
  const situation = await rescheduleSituation(ctx, request);
  const choices = lessonChoices(situation, ctx.now);
  const lessonNumber = request.lessonNumber ?? null;
  if (lessonNumber !== null && !choices.some((choice) => choice.lesson.number === lessonNumber)) {
    throw new ApiError(ErrorCode.INVALID_INPUT, "data.lessonNumber: not a lesson the student bought");
  }
  const student = (await studentsByUid(ctx.db, [situation.place.uid])).get(situation.place.uid)!;
  return {
    ...placeAnswer(ctx, situation.run, student, situation.allowance),
    block: placeBlock(situation, ctx.now),
    lessons: choices.map(({ lesson, block }) => ({ ...lessonTime(lesson), block })),
    lessonNumber,
    targets:
      lessonNumber === null
        ? []
        : targetsFor(situation, lessonNumber, ctx.now).map((target) => ({ ...classPlaceOf(target.run), lesson: lessonTime(target.lesson), seatsLeft: target.seatsLeft, block: target.block })),
  };
}

/**
 * queryRescheduleClasses: the family's (or one student's) active places in classes not yet over, soonest class first,
 * with their reschedules allowed, used and left. 4003 for a student outside the family.
 */
export async function rescheduleClasses(ctx: HandlerContext, { studentId }: ParsedRequestOf<"queryRescheduleClasses">): Promise<ResponseOf<"queryRescheduleClasses">> {
  const { family, members } = await signedInFamily(ctx);
  if (studentId && !members.some((member) => member.uid === studentId)) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const rows = await ctx.db
    .select({
      place: t.enrolments,
      run: {
        classId: t.classes.id,
        platformType: t.classes.platformType,
        deliveryMode: t.classes.deliveryMode,
        startsAt: t.classes.startsAt,
        endsAt: t.classes.endsAt,
        locale: t.courses.locale,
        content: t.courses.content,
      },
      venueName: t.teachingPoints.name,
    })
    .from(t.enrolments)
    .innerJoin(t.classes, eq(t.classes.id, t.enrolments.classId))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .leftJoin(t.teachingPoints, eq(t.teachingPoints.id, t.classes.teachingPointId))
    .where(and(eq(t.enrolments.familyId, family.id), eq(t.enrolments.status, "active"), gt(t.classes.endsAt, ctx.now), studentId ? eq(t.enrolments.uid, studentId) : undefined))
    .orderBy(asc(t.classes.startsAt), asc(t.classes.id), asc(t.enrolments.createdAt));
  const names = new Map(members.map((member) => [member.uid, member]));
  return {
    list: rows.flatMap(({ place, run, venueName }) => {
      const student = names.get(place.uid);
      if (!student) return [];
      return [{ ...placeAnswer(ctx, { ...run, venueName: venueName ?? "" }, student, placeAllowance(ctx, place, run)), endsAt: run.endsAt.toISOString() }];
    }),
  };
}
