import { availabilityTag, COURSE_TAG, normalizeTagId, type AvailabilityTagId } from "../../../rules/catalogue/availability.js";
import { classButtonStatus, type ClassButtonStatus } from "../../../rules/catalogue/class-button.js";
import { countdownParts } from "../../../rules/catalogue/sell-time.js";
import { teacherAvatarLayout } from "../../../rules/catalogue/teacher-avatars.js";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { isValidTimezone } from "../../../rules/regional/timezone.js";
import { formatWallClock, wallClockOf, weekdayOf } from "../../../rules/regional/wall-clock.js";
import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../schemas/site.js";

type CardSpec = NonNullable<CourseCard["spec"]>;
export type CardTeacher = CardSpec["teacherList"][number];

/** Seats no longer on offer: the card sends the store and what is left of it. */
function stockOf(card: Pick<CourseCard, "store" | "sellStore">) {
  return { store: card.store, taken: card.store - card.sellStore };
}

/** Each availability tag's text key under catalogue.tag. */
export const TAG_TEXT: Record<AvailabilityTagId, string> = {
  [COURSE_TAG.toBeSold]: "toBeSold",
  [COURSE_TAG.new]: "new",
  [COURSE_TAG.popular]: "popular",
  [COURSE_TAG.stockLeft]: "stockLeft",
  [COURSE_TAG.full]: "full",
};

const AVAILABILITY_TAGS: ReadonlySet<number> = new Set(Object.keys(TAG_TEXT).map(Number));

/**
 * The availability tag the card shows while `remainingMs` counts down: the service's tag as it answered, and
 * the same rule again (SPEC §4) once the remaining time is no longer the answer's, so the tag leaves "to be
 * sold" when the countdown ends. Null for a tag the card has no text for.
 */
export function shownTag(card: CourseCard, remainingMs: number): AvailabilityTagId | null {
  const tag = normalizeTagId(card.tag);
  if (!AVAILABILITY_TAGS.has(tag)) return null;
  if (remainingMs === card.remainSellTime) return tag as AvailabilityTagId;
  return availabilityTag({ ...stockOf(card), remainSellTimeMs: remainingMs });
}

/** The class button's state while `remainingMs` counts down (SPEC §4). */
export function cardButtonStatus(card: CourseCard, remainingMs: number, fromUnpaidList = false): ClassButtonStatus {
  return classButtonStatus({
    ...stockOf(card),
    courseEnded: card.spec?.courseClosed ?? false,
    remainSellTimeMs: remainingMs,
    fromUnpaidList,
  });
}

/**
 * What the wish list's availability alert would wait for (SPEC §4 wish list): a seat of a full class, or the
 * opening of a sale; null for any other card, which has nothing to wait for.
 */
export function alertReason(card: CourseCard): "seat" | "sale" | null {
  const status = cardButtonStatus(card, card.remainSellTime);
  if (status === "full") return "seat";
  if (status === "forSale") return "sale";
  return null;
}

export interface LessonSchedule {
  /** The first lesson's day as cards write dates on this site (SPEC §9). */
  firstDate: string;
  /** 0 Sunday … 6 Saturday, of the first lesson. */
  weekday: number;
  startTime: string;
  endTime: string;
}

/**
 * When a class meets, in the site's timezone or the visitor's chosen one: the first lesson's date and weekday,
 * and the lessons' clock times (the class ends at the time its lessons end). Null when a date is unreadable.
 */
export function lessonSchedule(
  spec: Pick<CardSpec, "firstLessonTime" | "endDate">,
  site: Pick<Site, "locale" | "timezone">,
  timezone?: string | null,
): LessonSchedule | null {
  const zone = timezone && isValidTimezone(timezone) ? timezone : site.timezone;
  const first = wallClockOf(spec.firstLessonTime, zone);
  const end = wallClockOf(spec.endDate, zone);
  if (!first || !end) return null;
  return {
    firstDate: formatCardDate(spec.firstLessonTime, site, { timezone: zone }),
    weekday: weekdayOf(first),
    startTime: formatWallClock(first, "HH:mm"),
    endTime: formatWallClock(end, "HH:mm"),
  };
}

/** Teachers first, then tutors, laid out as SPEC §9 says (names up to 2, else avatars, at most 6, more marker from 5). */
export function cardTeachers(spec: Pick<CardSpec, "teacherList" | "tutorList">) {
  return teacherAvatarLayout<CardTeacher>([...spec.teacherList, ...spec.tutorList]);
}

/** The countdown as shown: whole days apart, then hh:mm:ss. */
export function countdownClock(ms: number): { days: number; clock: string } {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  const two = (value: number) => String(value).padStart(2, "0");
  return { days, clock: `${two(hours)}:${two(minutes)}:${two(seconds)}` };
}

/** The original price to strike through: only one above the price paid. */
export function struckPrice(card: Pick<CourseCard, "orgPrice" | "sellPrice">): number | null {
  return card.orgPrice !== null && card.orgPrice > card.sellPrice ? card.orgPrice : null;
}

