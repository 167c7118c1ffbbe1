import { and, eq, gt, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { Session } from "../../../rules/learning/change-window.js";
import { lessonBlock, targetBlock } from "../../../rules/learning/reschedules.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { familyPlace, type Place } from "../places.js";
import { courseRuns, placeAllowance, type ClassRun, type LessonRow } from "./class-runs.js";

/** A session of the student's, from a class they have a place in or a lesson they were rescheduled into. */
interface BusySession extends Session {
  classId: string;
  number: number;
}

/** Everything a reschedule of a place is decided from, read once. */
export interface RescheduleSituation {
  place: Place;
  run: ClassRun;
  /** The course's other classes, whose lessons the place's may move into. */
  others: ClassRun[];
  allowance: ReturnType<typeof placeAllowance>;
  /** The place's lessons moved already (a lesson moves once). */
  rescheduled: ReadonlySet<number>;
  busy: BusySession[];
}

const passedReschedule = and(eq(t.changeApplications.kind, "reschedule"), eq(t.changeApplications.status, "passed"));

/**
 * The student's sessions still to end: their classes' purchased lessons, less the ones moved out, and the lessons they
 * were moved into (reschedules of places still active).
 */
async function busySessions(db: Database, uid: string, now: Date): Promise<BusySession[]> {
  const session = { classId: t.lessons.classId, number: t.lessons.number, startsAt: t.lessons.startsAt, endsAt: t.lessons.endsAt };
  const own = await db
    .select(session)
    .from(t.enrolments)
    .innerJoin(
      t.lessons,
      and(
        eq(t.lessons.classId, t.enrolments.classId),
        sql`${t.lessons.number} between ${t.enrolments.firstLesson} and ${t.enrolments.firstLesson} + ${t.enrolments.lessonCount} - 1`,
      ),
    )
    .where(
      and(
        eq(t.enrolments.uid, uid),
        eq(t.enrolments.status, "active"),
        gt(t.lessons.endsAt, now),
        sql`not exists (select 1 from ${t.changeApplications} where ${t.changeApplications.enrolmentId} = ${t.enrolments.id}
          and ${t.changeApplications.kind} = 'reschedule' and ${t.changeApplications.status} = 'passed' and ${t.changeApplications.fromLesson} = ${t.lessons.number})`,
      ),
    );
  const movedIn = await db
    .select(session)
    .from(t.changeApplications)
    .innerJoin(t.enrolments, and(eq(t.enrolments.id, t.changeApplications.enrolmentId), eq(t.enrolments.status, "active")))
    .innerJoin(t.lessons, and(eq(t.lessons.classId, t.changeApplications.toClassId), eq(t.lessons.number, t.changeApplications.toLesson)))
    .where(and(eq(t.changeApplications.uid, uid), passedReschedule, gt(t.lessons.endsAt, now)));
  return [...own, ...movedIn];
}

/**
 * The family's active place in the class (the given student's, else the signed-in one's, else a sibling's) and what
 * its reschedules are decided from. 4003 for a class the family has no place in, or one it has left.
 */
export async function rescheduleSituation(ctx: HandlerContext, request: { classId: string; studentId?: string | undefined }): Promise<RescheduleSituation> {
  const place = await familyPlace(ctx, request);
  if (place.status !== "active") throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  // One after the other: applyLessonReschedule runs in one transaction, which has one connection.
  const runs = await courseRuns(ctx.db, place.classId);
  const run = runs.find((candidate) => candidate.classId === place.classId)!;
  const moved = await ctx.db
    .select({ lesson: t.changeApplications.fromLesson })
    .from(t.changeApplications)
    .where(and(eq(t.changeApplications.enrolmentId, place.id), passedReschedule));
  const busy = await busySessions(ctx.db, place.uid, ctx.now);
  return {
    place,
    run,
    others: runs.filter((candidate) => candidate !== run),
    allowance: placeAllowance(ctx, place, run),
    rescheduled: new Set(moved.flatMap((row) => (row.lesson === null ? [] : [row.lesson]))),
    busy,
  };
}

/** The lessons the place bought, in order. */
export function purchasedLessons({ place, run }: Pick<RescheduleSituation, "place" | "run">): LessonRow[] {
  const last = place.firstLesson + place.lessonCount - 1;
  return run.lessons.filter((lesson) => lesson.number >= place.firstLesson && lesson.number <= last);
}

/** The other classes' lessons of this number, with their seats left and why each cannot take the student now. */
export function targetsFor(situation: RescheduleSituation, lessonNumber: number, now: Date) {
  // The lesson moved frees the student's time: it is no clash.
  const busy = situation.busy.filter((session) => !(session.classId === situation.place.classId && session.number === lessonNumber));
  return situation.others.flatMap((run) => {
    const lesson = run.lessons.find((candidate) => candidate.number === lessonNumber);
    if (!lesson) return [];
    const seatsLeft = Math.max(run.seatsFree - lesson.guests, 0);
    return [{ run, lesson, seatsLeft, busy, block: targetBlock({ ...lesson, seatsLeft }, busy, now) }];
  });
}

/** Each purchased lesson with why it cannot be moved now (null: it can). */
export function lessonChoices(situation: RescheduleSituation, now: Date) {
  return purchasedLessons(situation).map((lesson) => ({
    lesson,
    block: lessonBlock(
      lesson,
      { rescheduled: situation.rescheduled.has(lesson.number), targetOpen: targetsFor(situation, lesson.number, now).some((target) => target.block === null) },
      now,
    ),
  }));
}
