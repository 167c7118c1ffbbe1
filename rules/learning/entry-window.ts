import type { DeliveryMode } from "../../schemas/catalogue.js";

/**
 * When a student may enter a lesson (SPEC §4: 15 minutes before start; §9: 10 minutes for Zoom and offline classes
 * per the policy text) until it ends, and where a lesson stands. Offline students are asked to arrive 15 minutes
 * early (SPEC §9, "per one source"): advice shown with the venue, not a window.
 */

export const ENTRY_LEAD_MINUTES = 15;
/** Zoom and offline classes open later (SPEC §9 policy text). */
export const SHORT_ENTRY_LEAD_MINUTES = 10;
export const OFFLINE_ARRIVE_EARLY_MINUTES = 15;

const SHORT_LEAD_MODES: ReadonlySet<DeliveryMode> = new Set(["ZOOM", "OFFLINE"]);

export interface LessonTimes {
  startsAt: Date;
  endsAt: Date;
}

/** Taught in a classroom of a teaching point: no online room, the venue instead. */
export function taughtInPerson(mode: DeliveryMode): boolean {
  return mode === "OFFLINE";
}

export function entryLeadMinutes(mode: DeliveryMode): number {
  return SHORT_LEAD_MODES.has(mode) ? SHORT_ENTRY_LEAD_MINUTES : ENTRY_LEAD_MINUTES;
}

/** The moment a lesson of a class taught this way opens to its students. */
export function entryOpensAt(lesson: LessonTimes, mode: DeliveryMode): Date {
  return new Date(lesson.startsAt.getTime() - entryLeadMinutes(mode) * 60_000);
}

export type EntryState = "notOpen" | "open" | "ended";

/** Whether a student may enter the lesson at `now`: open from its opening moment until it ends. */
export function entryStateAt(lesson: LessonTimes, mode: DeliveryMode, now: Date): EntryState {
  const at = now.getTime();
  if (at >= lesson.endsAt.getTime()) return "ended";
  return at >= entryOpensAt(lesson, mode).getTime() ? "open" : "notOpen";
}

export type LessonState = "upcoming" | "inSession" | "finished";

export function lessonStateAt(lesson: LessonTimes, now: Date): LessonState {
  const at = now.getTime();
  if (at < lesson.startsAt.getTime()) return "upcoming";
  return at < lesson.endsAt.getTime() ? "inSession" : "finished";
}

/** The lesson the enter-class button is for: the earliest that has not ended, or null once all have. */
export function nextLessonAt<L extends LessonTimes>(lessons: readonly L[], now: Date): L | null {
  const open = lessons.filter((lesson) => lesson.endsAt.getTime() > now.getTime());
  return open.reduce<L | null>((soonest, lesson) => (soonest === null || lesson.startsAt < soonest.startsAt ? lesson : soonest), null);
}
