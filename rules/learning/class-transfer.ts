import type { TransferRefusal } from "../../schemas/api/calls/class-transfers.js";
import { computeOrderTotals, splitProportionally, sumMinorUnits, type OrderTotals, type TaxRule } from "../commerce/order-totals.js";
import { changeBlockAt, lessonsNotStarted, type Session } from "./change-window.js";
import { firstConflict } from "./time-conflict.js";

/** SPEC §9: a class can be transferred twice; the count goes with the student to every class joined. */
export const MAX_TRANSFERS_PER_CLASS = 2;

export interface Lesson extends Session {
  /** From 1, in the order the lessons are taught; the same number teaches the same syllabus item in every class of a course. */
  number: number;
}

/** A class as a transfer prices it: its SKU's price for the whole class, and all its lessons. */
export interface PricedClass {
  price: number;
  lessons: readonly Lesson[];
}

/** The purchased lessons of a place: from `firstLesson`, `lessonCount` of them (decision 0028). */
export interface PurchasedLessons {
  firstLesson: number;
  lessonCount: number;
}

export const transfersLeft = (transfersUsed: number) => Math.max(0, MAX_TRANSFERS_PER_CLASS - transfersUsed);

/** The place's purchased lessons, started or not. */
function purchasedLessons<L extends Lesson>(lessons: readonly L[], place: PurchasedLessons): L[] {
  return lessons.filter((lesson) => lesson.number >= place.firstLesson && lesson.number < place.firstLesson + place.lessonCount);
}

/**
 * What a transfer moves: `left`, the purchased lessons not started in the class left; `taken`, the lessons of the
 * class joined with those numbers that have not started there. A student is never charged twice for a syllabus item:
 * a class joined that is behind gives back no lesson already had, one that is ahead gives fewer lessons (its
 * difference is then below 0). Both run from some number to the last, so `taken` is a run of numbers too.
 */
export function lessonsTakenOver<L extends Lesson>(from: readonly Lesson[], place: PurchasedLessons, to: readonly L[], now: Date): { left: Lesson[]; taken: L[] } {
  const left = lessonsNotStarted(from, place, now);
  const numbers = new Set(left.map((lesson) => lesson.number));
  const taken = to.filter((lesson) => numbers.has(lesson.number) && lesson.startsAt.getTime() > now.getTime());
  return { left, taken };
}

/** The place a transfer opens in the class joined: the run of lessons taken (an empty run starts after the last lesson). */
export function placeLessons(taken: readonly Lesson[], to: readonly Lesson[]): PurchasedLessons {
  if (taken.length === 0) return { firstLesson: Math.max(0, ...to.map((lesson) => lesson.number)) + 1, lessonCount: 0 };
  return { firstLesson: Math.min(...taken.map((lesson) => lesson.number)), lessonCount: taken.length };
}

/**
 * What some lessons of a class are worth: its price split over all its lessons as checkout splits it into stages
 * (rules/commerce/stages.ts: largest remainder, earlier lessons take the spare units), so all its lessons together
 * are worth exactly its price. Minor units.
 */
export function lessonsValue(priced: PricedClass, chosen: readonly Lesson[]): number {
  const ordered = [...priced.lessons].sort((a, b) => a.number - b.number);
  const amounts = splitProportionally(priced.price, ordered.map(() => 1));
  const numbers = new Set(chosen.map((lesson) => lesson.number));
  return sumMinorUnits(ordered.flatMap((lesson, index) => (numbers.has(lesson.number) ? [amounts[index]!] : [])));
}

/**
 * The price difference of a transfer for the lessons left, in minor units:
 *   difference = value(class joined, lessons taken) − value(class left, lessons left)
 * each at the class's list price per lesson (lessonsValue). Above 0 the family pays it (an order); at most 0 the
 * transfer passes at once, and what is owed back (−difference) is customer service's to return. List prices on both
 * sides: what the family saved by coupon stays saved, and tax is the order's to add (rules/commerce/order-totals.ts).
 */
export function transferDifference(from: PricedClass, to: PricedClass, moved: { left: readonly Lesson[]; taken: readonly Lesson[] }): number {
  return lessonsValue(to, moved.taken) - lessonsValue(from, moved.left);
}

/** What the rules look at to decide a transfer of a place into one class. */
export interface TransferFacts<S extends Session> {
  now: Date;
  place: PurchasedLessons & { transfersUsed: number };
  from: PricedClass;
  to: PricedClass & { seatsLeft: number };
  /** The lessons not started of the child's other classes. */
  busy: readonly S[];
  /** Another transfer of the place waits for payment. */
  pending: boolean;
  /** The student has a place in the class joined already. */
  alreadyInClass: boolean;
}

export interface TransferQuote<S extends Session> {
  left: Lesson[];
  taken: Lesson[];
  difference: number;
  /** The first of the child's other lessons a lesson taken would overlap. */
  conflict: { busy: S; lesson: Lesson } | null;
  refusal: TransferRefusal | null;
}

/**
 * A transfer of the place into the class, as of `now`, and why it is refused, first reason first: the 2 transfers of
 * SPEC §9 used; one waiting for payment; a session of the class left or joined on (1853) or within 30 minutes
 * (1587, SPEC §9 blackout; the student's purchased lessons of the class left, every lesson of the class joined);
 * every purchased lesson started (1586); none of them left to take in the class joined; a place there already; no seat
 * left; a lesson taken overlapping another class of the child.
 */
export function quoteTransfer<S extends Session>(facts: TransferFacts<S>): TransferQuote<S> {
  const moved = lessonsTakenOver(facts.from.lessons, facts.place, facts.to.lessons, facts.now);
  const difference = transferDifference(facts.from, facts.to, moved);
  const conflict = firstLessonConflict(moved.taken, facts.busy);
  const block = changeBlockAt([...purchasedLessons(facts.from.lessons, facts.place), ...facts.to.lessons], facts.now);
  const refusals: [TransferRefusal, boolean][] = [
    ["transfersUsedUp", transfersLeft(facts.place.transfersUsed) === 0],
    ["transferPending", facts.pending],
    ["inSession", block === "inSession"],
    ["nearSession", block === "nearSession"],
    ["allLessonsStarted", moved.left.length === 0],
    ["noLessonsLeft", moved.taken.length === 0],
    ["alreadyInClass", facts.alreadyInClass],
    ["full", facts.to.seatsLeft < 1],
    ["timeConflict", conflict !== null],
  ];
  const refusal = refusals.find(([, applies]) => applies)?.[0] ?? null;
  return { ...moved, difference, conflict, refusal };
}

/** The first busy lesson a lesson taken overlaps, with that lesson. */
function firstLessonConflict<S extends Session>(taken: readonly Lesson[], busy: readonly S[]): { busy: S; lesson: Lesson } | null {
  const found = firstConflict(taken, busy);
  if (!found) return null;
  const lesson = taken.find((candidate) => firstConflict([candidate], [found]) !== null)!;
  return { busy: found, lesson };
}

/**
 * The figures of the order that pays a positive difference: one line of the difference, with the site's tax split out
 * of it or added on top (rules/commerce/order-totals.ts), as the other orders' figures are.
 */
export function differenceOrderTotals(skuId: string, difference: number, tax: TaxRule | null): OrderTotals<never> {
  return computeOrderTotals<never>({ lines: [{ skuId, unitPrice: difference, quantity: 1, couponSaving: 0, groupDiscount: 0 }], fees: [], tax });
}
