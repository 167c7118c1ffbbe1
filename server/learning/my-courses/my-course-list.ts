import { and, desc, eq } from "drizzle-orm";
import { nextLessonAt } from "../../../rules/learning/entry-window.js";
import { inMyCourseFilter, placeEnded } from "../../../rules/learning/my-course-state.js";
import type { MyCourse, MyCourseFilter } from "../../../schemas/api/calls/my-courses.js";
import { familyMember, signedInFamily } from "../../accounts/accounts.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { classCards, linesOwing, placeFacts } from "./class-facts.js";
import { lessonTimes, placeLessons } from "./place-lessons.js";

/** The signed-in student, or the family's student asked (4003 for anyone else's). */
async function studentOf(ctx: HandlerContext, studentId: string | undefined) {
  if (!studentId) {
    const { family, account } = await signedInFamily(ctx);
    return { familyId: family.id, uid: account.uid };
  }
  const { family, member } = await familyMember(ctx, studentId);
  return { familyId: family.id, uid: member.uid };
}

/**
 * The student's places (the signed-in student's, or the family's student asked; 4003 for anyone else), under the
 * filter: current ones first by their next lesson, then the others, the latest to end first.
 */
export async function myCourses(ctx: HandlerContext, { filter, studentId }: { filter: MyCourseFilter; studentId?: string | undefined }) {
  const { familyId, uid } = await studentOf(ctx, studentId);
  const places = await ctx.db
    .select()
    .from(t.enrolments)
    .where(and(eq(t.enrolments.familyId, familyId), eq(t.enrolments.uid, uid)))
    .orderBy(desc(t.enrolments.createdAt));
  const lessonsOf = await placeLessons(ctx.db, places);
  const cards = await classCards(ctx, [...new Set(places.map((place) => place.classId))]);
  const owing = await linesOwing(ctx, familyId, uid);

  const list = places.flatMap((place): (MyCourse & { sortAt: number })[] => {
    const card = cards.get(place.classId);
    if (!card) return [];
    const lessons = lessonsOf.get(place.id) ?? [];
    const facts = placeFacts(place, card, lessons, owing, ctx.now);
    if (!inMyCourseFilter(facts.state, filter)) return [];
    const next = placeEnded(facts.state) ? null : nextLessonAt(lessons, ctx.now);
    const lastEnd = Math.max(0, ...lessons.map((lesson) => lesson.endsAt.getTime()));
    return [{ ...facts, nextLesson: next && lessonTimes(next), sortAt: next ? next.startsAt.getTime() : Number.MAX_SAFE_INTEGER - lastEnd }];
  });
  list.sort((a, b) => a.sortAt - b.sortAt);
  return { studentId: uid, list: list.map(({ sortAt: _sortAt, ...course }) => course) };
}
