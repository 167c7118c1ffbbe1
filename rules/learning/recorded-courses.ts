import { addOnWallClock } from "../regional/dayjs.js";

/**
 * How long a family may watch a recorded course it bought (SPEC §4 recorded course states: permanently valid, or
 * valid until a date, then expired): `validDays` calendar days of the site's timezone from the moment it was paid,
 * so a purchase at 18:00 ends at 18:00 of that day, whatever daylight saving did in between. A course without
 * `validDays` is permanently valid. Bought more than once, the purchase that ends last counts.
 */
export type RecordedAccess = { state: "permanent" } | { state: "valid"; until: Date } | { state: "expired"; endedAt: Date };

/** When a purchase paid at `paidAt` stops being watchable; null when it never does. */
export function purchaseEnd(paidAt: Date, validDays: number | null, timezone: string): Date | null {
  if (validDays === null) return null;
  return addOnWallClock(paidAt, validDays, "day", timezone);
}

/** The family's access from the times it paid for the course; null when it never did. Access ends at the end itself. */
export function recordedAccess(paidAts: readonly Date[], validDays: number | null, timezone: string, now: Date): RecordedAccess | null {
  if (paidAts.length === 0) return null;
  if (validDays === null) return { state: "permanent" };
  const end = new Date(Math.max(...paidAts.map((paidAt) => purchaseEnd(paidAt, validDays, timezone)!.getTime())));
  return end.getTime() > now.getTime() ? { state: "valid", until: end } : { state: "expired", endedAt: end };
}

export const canWatch = (access: RecordedAccess | null): boolean => access !== null && access.state !== "expired";

/** A position the player reports, in whole seconds within the lesson (a report past the end is the end). */
export function boundedPosition(positionSeconds: number, durationSeconds: number): number {
  return Math.min(Math.max(Math.floor(positionSeconds), 0), durationSeconds);
}

/** Seconds before the end within which a lesson counts as watched to its end: playing it again starts over. */
export const WATCHED_TO_END_SECONDS = 3;

/** Where playback resumes: where the student stopped, or the start once they had watched to the end. */
export function resumePosition(savedSeconds: number, durationSeconds: number): number {
  const saved = boundedPosition(savedSeconds, durationSeconds);
  return saved >= durationSeconds - WATCHED_TO_END_SECONDS ? 0 : saved;
}

/** How much of a lesson the student has watched, in whole percent, by where they stopped. */
export function watchedPercent(savedSeconds: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  const saved = boundedPosition(savedSeconds, durationSeconds);
  return saved >= durationSeconds - WATCHED_TO_END_SECONDS ? 100 : Math.floor((saved * 100) / durationSeconds);
}

/** The lesson the video page opens without one asked for: the first not watched to its end, else the first. */
export function lessonToWatch(lessons: readonly { number: number; positionSeconds: number; durationSeconds: number }[]): number | null {
  const next = lessons.find((lesson) => watchedPercent(lesson.positionSeconds, lesson.durationSeconds) < 100) ?? lessons[0];
  return next?.number ?? null;
}

/** A length or a moment of a video as a clock shows it: 0:40, 12:05, 1:02:09. */
export function clockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
