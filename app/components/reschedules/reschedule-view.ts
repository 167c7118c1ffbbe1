import { ErrorCode } from "../../../api/errors.js";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { isValidTimezone } from "../../../rules/regional/timezone.js";
import { formatWallClock, wallClockOf, weekdayOf } from "../../../rules/regional/wall-clock.js";
import { SCREENS } from "../../../rules/screens.js";
import { CHANGE_STATUSES, type ChangeStatus } from "../../../schemas/learning.js";
import type { Site } from "../../../schemas/site.js";

/** The application pages (SPEC §2 Transfers). */
export const APPLICATION_PATHS = {
  hub: "/application-transfer",
  records: SCREENS.applicationRecords,
  rules: "/application-transfer/rules",
} as const;

/** The reschedule screen of the family's place in a class, under the hub it was opened from; a sibling's place names its student. */
export function reschedulePath(hub: string, classId: string, studentId?: string | null): string {
  const path = `${hub}/lesson-reschedule/${encodeURIComponent(classId)}`;
  return studentId ? `${path}?studentId=${encodeURIComponent(studentId)}` : path;
}

/** The refusals of applyLessonReschedule the screen explains in words of its own (SPEC §8); others show the server's message. */
export const REFUSAL_TEXTS: Readonly<Record<number, string>> = {
  [ErrorCode.ALL_LESSONS_STARTED]: "reschedule.refused.allLessonsStarted",
  [ErrorCode.TOO_CLOSE_TO_CLASS_START]: "reschedule.refused.nearSession",
  [ErrorCode.CLASS_IN_SESSION]: "reschedule.refused.inSession",
  [ErrorCode.CLASS_TIME_CONFLICT]: "reschedule.refused.timeConflict",
  [ErrorCode.RESCHEDULE_LIMIT_REACHED]: "reschedule.refused.limitReached",
  [ErrorCode.NO_RESCHEDULE_TARGET]: "reschedule.refused.noTarget",
};

/** A lesson's day and hours as the class cards write them (SPEC §9), in the visitor's chosen timezone or the site's. */
export function lessonTimeParts(lesson: { startsAt: string; endsAt: string }, site: Pick<Site, "locale" | "timezone">, timezone?: string | null) {
  const zone = timezone && isValidTimezone(timezone) ? timezone : site.timezone;
  const start = wallClockOf(lesson.startsAt, zone);
  const end = wallClockOf(lesson.endsAt, zone);
  if (!start || !end) return null;
  return { weekday: weekdayOf(start), date: formatCardDate(lesson.startsAt, site, { timezone: zone }), start: formatWallClock(start, "HH:mm"), end: formatWallClock(end, "HH:mm") };
}

/** What /application-transfer/application-records shows, from its URL's query: an audit result (or all) and a page. */
export interface RecordsQuery {
  status: ChangeStatus | null;
  page: number;
}

export const RECORDS_PAGE_SIZE = 10;
export const RECORD_TABS: readonly (ChangeStatus | null)[] = [null, ...CHANGE_STATUSES];

/** The records' query from the URL; a value queryTransferApplications would refuse is no page of this list (null: 404). */
export function recordsQueryFrom(params: URLSearchParams): RecordsQuery | null {
  const status = params.get("status");
  const page = params.get("page");
  if (status !== null && !(CHANGE_STATUSES as readonly string[]).includes(status)) return null;
  if (page !== null && !/^[1-9]\d{0,3}$/.test(page)) return null;
  return { status: status as ChangeStatus | null, page: page === null ? 1 : Number(page) };
}

/** The records' address with `change` applied: only what differs from all records on page 1; a new filter starts on page 1. */
export function recordsHref(query: RecordsQuery, change: Partial<RecordsQuery> = {}): string {
  const next: RecordsQuery = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status) params.set("status", next.status);
  if (next.page !== 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${APPLICATION_PATHS.records}?${search}` : APPLICATION_PATHS.records;
}
