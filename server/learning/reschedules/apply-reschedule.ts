import { and, eq, lt, sql } from "drizzle-orm";
import { ApiError, ErrorCode, type ErrorCodeValue } from "../../../api/errors.js";
import { lessonsNotStarted } from "../../../rules/learning/change-window.js";
import { rescheduleRefusal, type RescheduleRefusal } from "../../../rules/learning/reschedules.js";
import type { ChangeApplication } from "../../../schemas/api/calls/reschedules.js";
import type { ParsedRequestOf } from "../../../schemas/api/contract.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { familyApplication } from "./applications.js";
import { purchasedLessons, rescheduleSituation, targetsFor } from "./situation.js";

const RESCHEDULED_ALREADY = "data.lessonNumber: this lesson has been rescheduled already";

/** How each refusal of the rules is answered (SPEC §8). */
const REFUSALS: Record<RescheduleRefusal, { code: ErrorCodeValue; message?: string }> = {
  rescheduled: { code: ErrorCode.INVALID_INPUT, message: RESCHEDULED_ALREADY },
  inSession: { code: ErrorCode.CLASS_IN_SESSION },
  nearSession: { code: ErrorCode.TOO_CLOSE_TO_CLASS_START },
  lessonStarted: { code: ErrorCode.INVALID_INPUT, message: "data.lessonNumber: this lesson has started" },
  targetStarted: { code: ErrorCode.NO_RESCHEDULE_TARGET },
  full: { code: ErrorCode.NO_RESCHEDULE_TARGET },
  timeConflict: { code: ErrorCode.CLASS_TIME_CONFLICT },
};

const refused = (refusal: RescheduleRefusal) => new ApiError(REFUSALS[refusal].code, REFUSALS[refusal].message);

/**
 * applyLessonReschedule, in the call's idempotency transaction (ctx.db): the rules decide at once, so a reschedule the
 * rules allow is passed and one they refuse is answered with its code and not stored (the transaction keeps nothing of
 * a refused call, and the parent sees the refusal on the spot). What the reads allowed is taken again by three
 * conditional writes, so two requests racing for the same lesson, the last reschedule or the last seat cannot both pass:
 * the application (a lesson moves once: the unique index of passed reschedules), the place's count (below its limit)
 * and the guest seat (guests + taken within the store, decision 0016; the SKU's row locked first, so an order
 * taking a seat of the class waits for it).
 */
export async function applyLessonReschedule(ctx: HandlerContext, request: ParsedRequestOf<"applyLessonReschedule">): Promise<ChangeApplication> {
  const situation = await rescheduleSituation(ctx, request);
  const { place, allowance } = situation;
  const into = situation.others.find((run) => run.classId === request.toClassId);
  if (!into) throw new ApiError(ErrorCode.INVALID_INPUT, "data.toClassId: not another class of this course");
  const purchased = purchasedLessons(situation);
  if (lessonsNotStarted(purchased, place, ctx.now).length === 0) throw new ApiError(ErrorCode.ALL_LESSONS_STARTED);
  const lesson = purchased.find((candidate) => candidate.number === request.lessonNumber);
  if (!lesson) throw new ApiError(ErrorCode.INVALID_INPUT, "data.lessonNumber: not a lesson the student bought");
  if (allowance.left === 0) throw new ApiError(ErrorCode.RESCHEDULE_LIMIT_REACHED);
  const target = targetsFor(situation, lesson.number, ctx.now).find((candidate) => candidate.run === into);
  if (!target) throw new ApiError(ErrorCode.NO_RESCHEDULE_TARGET);
  const refusal = rescheduleRefusal(lesson, { ...target.lesson, seatsLeft: target.seatsLeft }, { rescheduled: situation.rescheduled.has(lesson.number), busy: target.busy }, ctx.now);
  if (refusal) throw refused(refusal);

  const [application] = await ctx.db
    .insert(t.changeApplications)
    .values({
      kind: "reschedule",
      familyId: place.familyId,
      uid: place.uid,
      enrolmentId: place.id,
      fromClassId: place.classId,
      fromLesson: lesson.number,
      toClassId: into.classId,
      toLesson: lesson.number,
      status: "passed",
      reason: request.reason,
      createdAt: ctx.now,
      decidedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning({ id: t.changeApplications.id });
  if (!application) throw new ApiError(ErrorCode.INVALID_INPUT, RESCHEDULED_ALREADY);

  const counted = await ctx.db
    .update(t.enrolments)
    .set({ reschedulesUsed: sql`${t.enrolments.reschedulesUsed} + 1` })
    .where(and(eq(t.enrolments.id, place.id), eq(t.enrolments.status, "active"), lt(t.enrolments.reschedulesUsed, allowance.limit)))
    .returning({ id: t.enrolments.id });
  if (counted.length === 0) throw new ApiError(ErrorCode.RESCHEDULE_LIMIT_REACHED);

  await ctx.db.select({ id: t.skus.id }).from(t.skus).where(eq(t.skus.classId, into.classId)).for("update");
  const seated = await ctx.db
    .update(t.lessons)
    .set({ guests: sql`${t.lessons.guests} + 1` })
    .where(
      and(
        eq(t.lessons.classId, into.classId),
        eq(t.lessons.number, lesson.number),
        sql`${t.lessons.guests} < (select ${t.skus.store} - ${t.skus.taken} from ${t.skus} where ${t.skus.classId} = ${into.classId})`,
      ),
    )
    .returning({ guests: t.lessons.guests });
  if (seated.length === 0) throw new ApiError(ErrorCode.NO_RESCHEDULE_TARGET);
  return familyApplication(ctx, application.id);
}
