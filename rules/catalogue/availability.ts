import { isSoldOut, takenShare, type Stock } from "./seats.js";
import { saleStartsLater } from "./sell-time.js";

/**
 * Course-card tag ids (SPEC §3). 11-15 describe a class on sale; 201-205 a learner's own course. The service
 * also sends 1-5 for 201-205: read tags through `normalizeTagId`.
 */
export const COURSE_TAG = {
  toBeSold: 11,
  new: 12,
  popular: 13,
  stockLeft: 14,
  full: 15,
  current: 201,
  current2: 202,
  completed: 203,
  refunded: 204,
  playback: 205,
} as const;
export type CourseTagId = (typeof COURSE_TAG)[keyof typeof COURSE_TAG];
export type AvailabilityTagId =
  | typeof COURSE_TAG.toBeSold
  | typeof COURSE_TAG.new
  | typeof COURSE_TAG.popular
  | typeof COURSE_TAG.stockLeft
  | typeof COURSE_TAG.full;

/** Up to this share taken a class is tagged new, above it and up to `POPULAR_MAX_TAKEN_RATIO` popular (SPEC §9). */
export const NEW_MAX_TAKEN_RATIO = 0.25;
export const POPULAR_MAX_TAKEN_RATIO = 0.5;

/** The tag id as listed in `COURSE_TAG`: the short ids 1-5 become 201-205, any other id is kept. */
export function normalizeTagId(id: number): number {
  return Number.isInteger(id) && id >= 1 && id <= 5 ? 200 + id : id;
}

const UNAVAILABLE_TAGS: ReadonlySet<number> = new Set([
  COURSE_TAG.full,
  COURSE_TAG.completed,
  COURSE_TAG.refunded,
  COURSE_TAG.playback,
]);

/** Whether the tag marks the card unavailable: full, completed, refunded or playback (short ids included). */
export function tagMakesCardUnavailable(id: number): boolean {
  return UNAVAILABLE_TAGS.has(normalizeTagId(id));
}

export interface AvailabilityInput extends Stock {
  /** Time until the sale opens (`remainingSellTimeMs`, with the hk offset where it applies). */
  remainSellTimeMs: number;
}

/**
 * The availability tag of a class on sale (SPEC §4): to be sold while the sale opens in more than 1000 ms;
 * otherwise full when none is left (a store of 0 included), new while at most 25 % of the store is taken,
 * popular above 25 % up to 50 %, and stock left above that. `taken` counts seats held by unpaid orders too.
 */
export function availabilityTag({ store, taken, remainSellTimeMs }: AvailabilityInput): AvailabilityTagId {
  if (saleStartsLater(remainSellTimeMs)) return COURSE_TAG.toBeSold;
  if (isSoldOut({ store, taken })) return COURSE_TAG.full;
  const share = takenShare({ store, taken });
  if (share <= NEW_MAX_TAKEN_RATIO) return COURSE_TAG.new;
  if (share <= POPULAR_MAX_TAKEN_RATIO) return COURSE_TAG.popular;
  return COURSE_TAG.stockLeft;
}
