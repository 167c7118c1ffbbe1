import type { MyCourseFilter, MyCourseState } from "../../schemas/api/calls/my-courses.js";
import type { EnrolmentStatus } from "../../schemas/learning.js";
import { replayOpenAt } from "./replay-window.js";

/**
 * Where a student's place in a class stands on My Courses (SPEC §4: in session, completed, refunded, playback only,
 * transferred, unpaid) and its card tags (SPEC §3: 201 and 202 current, 203 completed, 204 refunded, 205 playback).
 * Lessons are the place's purchased ones, at the times they are taught (a rescheduled one where it moved).
 */

export interface PlaceLesson {
  startsAt: Date;
  endsAt: Date;
  replayUrl: string | null;
}

export function myCourseStateAt(place: { status: EnrolmentStatus; lessons: readonly PlaceLesson[] }, now: Date): MyCourseState {
  if (place.status === "refunded") return "refunded";
  if (place.status === "transferredOut") return "transferred";
  const at = now.getTime();
  const starts = place.lessons.map((lesson) => lesson.startsAt.getTime());
  const ends = place.lessons.map((lesson) => lesson.endsAt.getTime());
  if (starts.length > 0 && at < Math.min(...starts)) return "notStarted";
  if (ends.length > 0 && at < Math.max(...ends)) return "inSession";
  return place.lessons.some((lesson) => replayOpenAt(lesson, now)) ? "playbackOnly" : "completed";
}

const TAG_CODES: Readonly<Record<MyCourseState, 201 | 202 | 203 | 204 | 205 | null>> = {
  notStarted: 201,
  inSession: 202,
  completed: 203,
  refunded: 204,
  playbackOnly: 205,
  // SPEC §3 gives a transferred place no tag code.
  transferred: null,
};

export function courseTagOf(state: MyCourseState) {
  return TAG_CODES[state];
}

/** Whether the place is still the student's: an ended one (refunded, transferred) owes nothing and opens nothing. */
export function placeEnded(state: MyCourseState): boolean {
  return state === "refunded" || state === "transferred";
}

/** The card's badges: its state, then unpaid while an instalment is owed on a place that has not ended. */
export function myCourseTags(state: MyCourseState, owesStage: boolean): (MyCourseState | "unpaid")[] {
  return owesStage && !placeEnded(state) ? [state, "unpaid"] : [state];
}

const FILTERED: Readonly<Record<Exclude<MyCourseFilter, "all">, readonly MyCourseState[]>> = {
  current: ["notStarted", "inSession"],
  // Refunded and transferred places are under All only: the student did not complete them.
  completed: ["completed", "playbackOnly"],
};

export function inMyCourseFilter(state: MyCourseState, filter: MyCourseFilter): boolean {
  return filter === "all" || FILTERED[filter].includes(state);
}

/** Purchased lessons over by `now`, of those purchased. */
export function progressAt(lessons: readonly Pick<PlaceLesson, "endsAt">[], now: Date): { done: number; purchased: number } {
  return { done: lessons.filter((lesson) => lesson.endsAt.getTime() <= now.getTime()).length, purchased: lessons.length };
}
