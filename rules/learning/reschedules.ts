import type { LessonBlock, TargetBlock } from "../../schemas/api/calls/reschedules.js";
import type { Locale } from "../../schemas/site.js";
import { wallClockAt } from "../regional/wall-clock.js";
import { changeBlockAt, type ChangeBlock, type Session } from "./change-window.js";
import { firstConflict } from "./time-conflict.js";

/**
 * Lesson reschedules (SPEC §9): a place may move up to half its purchased lessons, in Hong Kong no more than its term
 * season allows; a lesson moves into the lesson of the same number of another class of the course, neither started nor
 * within 30 minutes of its session, with a seat left and clear of the student's other classes; a lesson moves once.
 */

/** Half the purchased lessons, rounded down: 12 lessons give 6, 5 give 2 and a single lesson none. */
export const halfOfLessons = (lessonCount: number) => Math.floor(Math.max(lessonCount, 0) / 2);

export const TERM_SEASONS = ["spring", "summer", "autumn"] as const;
export type TermSeason = (typeof TERM_SEASONS)[number];

/** SPEC §9: Hong Kong's reschedules per class in each term season. */
export const HK_SEASON_LIMITS: Readonly<Record<TermSeason, number>> = { spring: 9, summer: 4, autumn: 6 };

/**
 * The term season of a class, told from the month its first lesson falls in on the site's clock: the catalogue's
 * terms say only long or short (SPEC §3 term ids), not the season. Hong Kong's school year gives the months: the
 * autumn term runs September to December, the spring term January to June, summer courses July and August. A class
 * belongs to the season it starts in, however long it runs.
 */
export function termSeason(firstLessonAt: Date, timezone: string): TermSeason {
  const { month } = wallClockAt(firstLessonAt.getTime(), timezone);
  if (month >= 9) return "autumn";
  if (month >= 7) return "summer";
  return "spring";
}

/** How many lessons a place may reschedule: half its purchased lessons, and on the hk site its season's limit if lower. */
export function rescheduleLimit(lessonCount: number, run: { locale: Locale; startsAt: Date; timezone: string }): number {
  const half = halfOfLessons(lessonCount);
  return run.locale === "hk" ? Math.min(half, HK_SEASON_LIMITS[termSeason(run.startsAt, run.timezone)]) : half;
}

/** A place's reschedules allowed, used and left (never below none, should the limit have fallen since). */
export const rescheduleAllowance = (limit: number, used: number) => ({ limit, used, left: Math.max(limit - used, 0) });

const hasStarted = (session: Session, now: Date) => session.startsAt.getTime() <= now.getTime();

/** Why another class's lesson cannot take the student now, or null when it can. */
export function targetBlock(target: Session & { seatsLeft: number }, busy: readonly Session[], now: Date): TargetBlock | null {
  const window = changeBlockAt([target], now);
  if (window) return window;
  if (hasStarted(target, now)) return "started";
  if (target.seatsLeft < 1) return "full";
  return firstConflict([target], busy) ? "timeConflict" : null;
}

/** Why a purchased lesson cannot be moved now, or null when it can; `targetOpen`: some other class's lesson can take it. */
export function lessonBlock(lesson: Session, { rescheduled, targetOpen }: { rescheduled: boolean; targetOpen: boolean }, now: Date): LessonBlock | null {
  if (rescheduled) return "rescheduled";
  const window = changeBlockAt([lesson], now);
  if (window) return window;
  if (hasStarted(lesson, now)) return "started";
  return targetOpen ? null : "noTarget";
}

export type RescheduleRefusal = "rescheduled" | ChangeBlock | "lessonStarted" | "targetStarted" | "full" | "timeConflict";

/**
 * Why this lesson may not move into that one now, or null. Either lesson in session or within 30 minutes of it comes
 * first (SPEC §8 1853, 1587), as the parent can wait that out.
 */
export function rescheduleRefusal(
  lesson: Session,
  target: Session & { seatsLeft: number },
  { rescheduled, busy }: { rescheduled: boolean; busy: readonly Session[] },
  now: Date,
): RescheduleRefusal | null {
  if (rescheduled) return "rescheduled";
  const window = changeBlockAt([lesson, target], now);
  if (window) return window;
  if (hasStarted(lesson, now)) return "lessonStarted";
  const block = targetBlock(target, busy, now);
  return block === "started" ? "targetStarted" : block;
}
