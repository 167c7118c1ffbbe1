import { and, asc, eq, exists, gt, or } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { differenceOrderTotals, lessonsValue, transfersLeft, type Lesson } from "../../../rules/learning/class-transfer.js";
import { lessonsNotStarted } from "../../../rules/learning/change-window.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import type { TransferPlace } from "../../../schemas/api/calls/class-transfers.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import { familyMember, signedInFamily, type AccountRow } from "../../accounts/accounts.js";
import { contentIn, loadCards } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { familyPlace, type Place } from "../places.js";
import { lessonsOf, pendingTransfers, placeSituation, quoteInto, transferTarget, type PendingTransfer } from "./transfer-facts.js";
import { refusalOf } from "./refusals.js";

const lessonView = ({ number, startsAt, endsAt }: Lesson) => ({ number, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });

/** The place a transfer page names by class: the family's, still active; an ended one (moved or refunded) answers 4003. */
export async function activePlace(ctx: HandlerContext, request: { classId: string; studentId?: string | undefined }): Promise<Place> {
  const place = await familyPlace(ctx, request);
  if (place.status !== "active") throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return place;
}

const studentOf = (members: readonly AccountRow[], uid: string) => {
  const member = members.find((candidate) => candidate.uid === uid);
  return { uid, nickName: member?.nickName ?? "", firstName: member?.firstName ?? "", lastName: member?.lastName ?? "" };
};

function placeView(place: Place, view: { card: CourseCard; lessons: readonly Lesson[]; pending: PendingTransfer | null; members: readonly AccountRow[] }, now: Date): TransferPlace {
  const left = lessonsNotStarted(view.lessons, place, now);
  const { pending } = view;
  return {
    classId: place.classId,
    student: studentOf(view.members, place.uid),
    card: view.card,
    transfersUsed: place.transfersUsed,
    transfersLeft: transfersLeft(place.transfersUsed),
    reschedulesUsed: place.reschedulesUsed,
    lessonsLeft: left.length,
    nextLesson: left[0] ? lessonView(left[0]) : null,
    pending: pending && { applicationId: pending.id, toClassId: pending.toClassId, orderId: pending.orderId, expiresAt: pending.expiresAt?.toISOString() ?? null },
  };
}

/** Cards of these SKUs by id (the site's only). */
async function cardsById(ctx: HandlerContext, skuIds: readonly string[], uid: string | null): Promise<Map<string, CourseCard>> {
  return new Map((await loadCards(ctx, [...new Set(skuIds)], uid)).map((card) => [card.id, card]));
}

/** Places sitting in the SKU's class now, or bought as it by their order line (before a transfer moved them). */
function placesOfSku(ctx: HandlerContext, skuId: string) {
  const boughtAs = ctx.db
    .select({ skuId: t.orderItems.skuId })
    .from(t.orderItems)
    .where(and(eq(t.orderItems.orderId, t.enrolments.orderId), eq(t.orderItems.lineNo, t.enrolments.lineNo), eq(t.orderItems.skuId, skuId)));
  return or(eq(t.enrolments.skuId, skuId), exists(boughtAs));
}

/** queryTransferClasses: the family's active places in classes not over (or one student's, or one SKU's), soonest class first. */
export async function transferClasses(ctx: HandlerContext, { studentId, skuId }: ParsedRequestOf<"queryTransferClasses">): Promise<ResponseOf<"queryTransferClasses">> {
  const { family, members } = studentId ? await familyMember(ctx, studentId) : await signedInFamily(ctx);
  const places = await ctx.db
    .select({ place: t.enrolments })
    .from(t.enrolments)
    .innerJoin(t.classes, eq(t.classes.id, t.enrolments.classId))
    .where(
      and(
        eq(t.enrolments.familyId, family.id),
        eq(t.enrolments.status, "active"),
        studentId ? eq(t.enrolments.uid, studentId) : undefined,
        skuId ? placesOfSku(ctx, skuId) : undefined,
        gt(t.classes.endsAt, ctx.now),
      ),
    )
    .orderBy(asc(t.classes.startsAt), asc(t.enrolments.uid));
  const [lessons, pending, cards] = await Promise.all([
    lessonsOf(ctx.db, [...new Set(places.map(({ place }) => place.classId))]),
    pendingTransfers(ctx.db, places.map(({ place }) => place.id), ctx.now),
    cardsById(ctx, places.map(({ place }) => place.skuId), null),
  ]);
  // A class of another site has no card here: its places are that site's to show.
  const shown = places.filter(({ place }) => cards.has(place.skuId));
  return {
    list: shown.map(({ place }) => placeView(place, { card: cards.get(place.skuId)!, lessons: lessons.get(place.classId)!, pending: pending.get(place.id) ?? null, members }, ctx.now)),
  };
}

/** queryTransferOptions: the place and the course's other classes not over, each with the rules' verdict. */
export async function transferOptions(ctx: HandlerContext, request: ParsedRequestOf<"queryTransferOptions">): Promise<ResponseOf<"queryTransferOptions">> {
  const place = await activePlace(ctx, request);
  const [situation, { members }] = await Promise.all([placeSituation(ctx, place), signedInFamily(ctx)]);
  const open = situation.others.filter((other) => other.endsAt.getTime() > ctx.now.getTime());
  const cards = await cardsById(ctx, [situation.from.skuId, ...open.map((other) => other.skuId)], place.uid);
  return {
    place: placeView(place, { card: cards.get(situation.from.skuId)!, lessons: situation.from.lessons, pending: situation.pending, members }, ctx.now),
    options: open.map((to) => {
      const quote = quoteInto(situation, to, ctx.now);
      return {
        classId: to.classId,
        card: cards.get(to.skuId)!,
        lessons: quote.taken.map(lessonView),
        seatsLeft: to.seatsLeft,
        difference: quote.difference,
        refusal: quote.refusal && refusalOf(quote.refusal),
      };
    }),
  };
}

/** The place, what the rules know of it, and the class it would go to (4003 outside the course). */
async function transferPair(ctx: HandlerContext, request: ParsedRequestOf<"queryTimeConflict">) {
  const situation = await placeSituation(ctx, await activePlace(ctx, request));
  const to = transferTarget(situation, request.toClassId, ctx.now);
  return { situation, to, quote: quoteInto(situation, to, ctx.now) };
}

/** queryTimeConflict: the first of the child's other lessons a lesson taken in the class joined overlaps. */
export async function timeConflict(ctx: HandlerContext, request: ParsedRequestOf<"queryTimeConflict">): Promise<ResponseOf<"queryTimeConflict">> {
  const { conflict } = (await transferPair(ctx, request)).quote;
  if (!conflict) return { conflict: null };
  const title = contentIn(conflict.busy.content, ctx.language(), ctx.site().defaultLanguage).title;
  return { conflict: { classId: conflict.busy.classId, title, lesson: lessonView(conflict.busy), withLesson: lessonView(conflict.lesson) } };
}

/** What the order paying a difference charges (with the site's tax); nothing for a difference of 0 or less. */
function amountToPay(ctx: HandlerContext, skuId: string, difference: number) {
  const tax = ctx.site().commerce.tax;
  if (difference <= 0) return { total: 0, tax: 0, taxIncluded: tax?.included ?? false };
  const totals = differenceOrderTotals(skuId, difference, tax);
  return { total: totals.total, tax: totals.tax, taxIncluded: totals.taxIncluded };
}

/** queryTransferDifference: the lessons left and taken, what each side is worth, and what the difference asks of the family. */
export async function transferDifference(ctx: HandlerContext, request: ParsedRequestOf<"queryTransferDifference">): Promise<ResponseOf<"queryTransferDifference">> {
  const { situation, to, quote } = await transferPair(ctx, request);
  return {
    currency: ctx.site().currency.code,
    lessonsLeft: quote.left.length,
    lessonsTaken: quote.taken.length,
    valueLeft: lessonsValue(situation.from, quote.left),
    valueTaken: lessonsValue(to, quote.taken),
    difference: quote.difference,
    toPay: amountToPay(ctx, to.skuId, quote.difference),
    refundDue: Math.max(0, -quote.difference),
  };
}
