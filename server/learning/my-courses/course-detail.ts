import { eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { entryOpensAt, entryStateAt, lessonStateAt, nextLessonAt, OFFLINE_ARRIVE_EARLY_MINUTES, taughtInPerson } from "../../../rules/learning/entry-window.js";
import { placeEnded } from "../../../rules/learning/my-course-state.js";
import { replayOpenAt, replayUntil } from "../../../rules/learning/replay-window.js";
import { isValidTimezone } from "../../../rules/regional/timezone.js";
import type { MyCourseDetail, MyLesson } from "../../../schemas/api/calls/my-courses.js";
import { contentIn } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { familyPlace } from "../places.js";
import { classCards, linesOwing, placeFacts, venueOf, type ClassCard } from "./class-facts.js";
import { lessonTimes, placeLessons, topicIn, type PlaceLesson } from "./place-lessons.js";

/** The timezone the request shows times in: its header's (the visitor's choice, where the school allows one), else the site's. */
export function requestTimezone(ctx: HandlerContext): string {
  return isValidTimezone(ctx.header.timezone) ? ctx.header.timezone : ctx.site().timezone;
}

/** A place of the family in a class with its purchased lessons and the cards of its class and of the classes lessons moved into. */
export async function placeWithLessons(ctx: HandlerContext, request: { classId: string; studentId?: string | undefined }) {
  const place = await familyPlace(ctx, request);
  const lessons = (await placeLessons(ctx.db, [place])).get(place.id) ?? [];
  const cards = await classCards(ctx, [place.classId, ...lessons.flatMap((lesson) => (lesson.movedTo ? [lesson.movedTo.classId] : []))]);
  const card = cards.get(place.classId);
  // A class of another site's catalogue is no class of this one.
  if (!card) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { place, lessons, card, cards };
}

/** The class a lesson is taught in now: its own, or the one a reschedule moved it into. */
export function taughtIn(lesson: PlaceLesson, card: ClassCard, cards: ReadonlyMap<string, ClassCard>): ClassCard {
  return (lesson.movedTo && cards.get(lesson.movedTo.classId)) || card;
}

/** /my-courses/detail/{classId}: the place's class, its lessons, and the enter-class button for the next one. */
export async function myCourseDetail(ctx: HandlerContext, request: { classId: string; studentId?: string | undefined }): Promise<MyCourseDetail> {
  const { place, lessons, card, cards } = await placeWithLessons(ctx, request);
  const owing = await linesOwing(ctx, place.familyId, place.uid);
  const [course] = await ctx.db.select({ content: t.courses.content }).from(t.courses).where(eq(t.courses.id, card.spec.courseId));
  const language = ctx.language();
  const fallback = ctx.site().defaultLanguage;
  const facts = placeFacts(place, card, lessons, owing, ctx.now);
  const ended = placeEnded(facts.state);
  return {
    ...facts,
    timezone: requestTimezone(ctx),
    lessons: lessons.map(
      (lesson): MyLesson => ({
        ...lessonTimes({ number: lesson.number, ...lesson.scheduled }),
        topic: topicIn(lesson.topic, language, fallback),
        teacherName: lesson.teacherName,
        state: lessonStateAt(lesson, ctx.now),
        movedTo: movedTo(lesson, cards),
        replay: !ended && replayOpenAt(lesson, ctx.now) ? { url: lesson.replayUrl!, until: replayUntil(lesson.endsAt).toISOString() } : null,
      }),
    ),
    materials: card.attachedItems.map((item) => ({ skuId: item.skuId, title: item.title, required: item.required })),
    syllabus: contentIn(course?.content ?? null, language, fallback).syllabus,
    entry: ended ? null : entryButton(lessons, card, cards, ctx.now),
    arriveEarlyMinutes: taughtInPerson(card.spec.deliveryMode) ? OFFLINE_ARRIVE_EARLY_MINUTES : null,
  };
}

/** Where a rescheduled lesson is taught now, with its class; null for a lesson in its own class. */
function movedTo(lesson: PlaceLesson, cards: ReadonlyMap<string, ClassCard>): MyLesson["movedTo"] {
  const into = lesson.movedTo && cards.get(lesson.movedTo.classId);
  if (!lesson.movedTo || !into) return null;
  return {
    ...lessonTimes({ number: lesson.movedTo.number, startsAt: lesson.startsAt, endsAt: lesson.endsAt }),
    classId: into.spec.clazzId,
    title: into.title,
    deliveryMode: into.spec.deliveryMode,
    venue: venueOf(into),
  };
}

function entryButton(lessons: readonly PlaceLesson[], card: ClassCard, cards: ReadonlyMap<string, ClassCard>, now: Date): MyCourseDetail["entry"] {
  const next = nextLessonAt(lessons, now);
  if (!next) return null;
  const mode = taughtIn(next, card, cards).spec.deliveryMode;
  const opensAt = entryOpensAt(next, mode);
  return {
    lessonNumber: next.number,
    state: entryStateAt(next, mode, now) === "open" ? "open" : "notOpen",
    opensAt: opensAt.toISOString(),
    startsAt: next.startsAt.toISOString(),
    endsAt: next.endsAt.toISOString(),
    opensInMs: Math.max(0, opensAt.getTime() - now.getTime()),
    endsInMs: next.endsAt.getTime() - now.getTime(),
    moved: next.movedTo !== null,
  };
}
