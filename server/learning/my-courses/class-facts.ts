import { and, eq, inArray } from "drizzle-orm";
import { courseTagOf, myCourseStateAt, myCourseTags, placeEnded, progressAt } from "../../../rules/learning/my-course-state.js";
import { taughtInPerson } from "../../../rules/learning/entry-window.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { MyCourse } from "../../../schemas/api/calls/my-courses.js";
import { loadCards } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { owedClasses } from "../../unpaid/owed-classes.js";
import type { Place } from "../places.js";
import type { PlaceLesson } from "./place-lessons.js";

export type ClassCard = CourseCard & { spec: NonNullable<CourseCard["spec"]> };

/** The cards (SPEC §3 Class/SKU card) of classes of the request's site, by class id; classes of other sites are left out. */
export async function classCards(ctx: HandlerContext, classIds: readonly string[]): Promise<Map<string, ClassCard>> {
  if (classIds.length === 0) return new Map();
  const skus = await ctx.db
    .select({ id: t.skus.id })
    .from(t.skus)
    .where(and(inArray(t.skus.classId, [...classIds]), eq(t.skus.kind, "class")));
  const cards = await loadCards(ctx, skus.map((sku) => sku.id), null);
  return new Map(cards.flatMap((card) => (card.spec ? [[card.spec.clazzId, card as ClassCard]] : [])));
}

/** The teaching point of a class taught in person, as cards give it; null for one taught online. */
export function venueOf(card: ClassCard) {
  return taughtInPerson(card.spec.deliveryMode) ? { name: card.spec.venueName, address: card.spec.venueAddress, phone: card.spec.venuePhone } : null;
}

/** The order lines of the student's classes with an instalment still owed (`orderId/lineNo`). */
export async function linesOwing(ctx: HandlerContext, familyId: string, uid: string): Promise<Set<string>> {
  const owed = await owedClasses(ctx.db, familyId, { uid });
  return new Set(owed.map((line) => `${line.orderId}/${line.lineNo}`));
}

/** What the list and the detail both say of a place: its class, state and tags, teachers, venue and progress. */
export function placeFacts(place: Place, card: ClassCard, lessons: readonly PlaceLesson[], owing: ReadonlySet<string>, now: Date): Omit<MyCourse, "nextLesson"> {
  const state = myCourseStateAt({ status: place.status, lessons }, now);
  const owesStage = owing.has(`${place.orderId}/${place.lineNo}`);
  return {
    classId: place.classId,
    skuId: place.skuId,
    studentId: place.uid,
    title: card.title,
    state,
    tag: courseTagOf(state),
    unpaid: owesStage && !placeEnded(state),
    tags: myCourseTags(state, owesStage),
    deliveryMode: card.spec.deliveryMode,
    platformType: card.spec.platformType,
    venue: venueOf(card),
    teachers: [...card.spec.teacherList, ...card.spec.tutorList],
    progress: progressAt(lessons, now),
  };
}
