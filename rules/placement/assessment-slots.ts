import type { OpeningHours } from "../../schemas/site.js";
import { dayjs, instantIn } from "../regional/dayjs.js";

/**
 * The free assessment's bookable times (SPEC §9: a 40-minute lesson and a 20-minute discussion, one hour): on the
 * hour while the place is open (a learning centre's opening hours, the school's working hours for a video call), the
 * whole hour within them, from a few hours ahead to two weeks ahead, on the wall clock of the site's timezone.
 */

export const ASSESSMENT_MINUTES = 60;
/** How far ahead a time must be to be booked (the teacher prepares), and how far ahead times are offered. */
export const BOOKING_NOTICE_HOURS = 12;
export const BOOKING_HORIZON_DAYS = 14;

const MINUTE_MS = 60_000;

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** The hours a slot may start at on an ISO weekday (1 Monday … 7 Sunday), in minutes after midnight, sorted. */
export function slotStartMinutes(hours: readonly OpeningHours[], isoWeekday: number): number[] {
  const starts = new Set<number>();
  for (const { days, opens, closes } of hours) {
    if (!days.includes(isoWeekday)) continue;
    const first = Math.ceil(minutesOf(opens) / 60) * 60;
    for (let start = first; start + ASSESSMENT_MINUTES <= minutesOf(closes); start += 60) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Every slot start from `now` plus the notice to the end of the horizon, as instants: each local day of `timezone`
 * with its weekday's hours. A wall-clock time that does not exist that day (skipped by daylight saving) is left out.
 */
export function bookableStarts(hours: readonly OpeningHours[], timezone: string, now: Date): Date[] {
  const earliest = now.getTime() + BOOKING_NOTICE_HOURS * 60 * MINUTE_MS;
  const today = instantIn(now.getTime(), timezone).startOf("day");
  const starts: Date[] = [];
  for (let offset = 0; offset <= BOOKING_HORIZON_DAYS; offset += 1) {
    const day = today.add(offset, "day");
    const date = day.format("YYYY-MM-DD");
    // dayjs counts Sunday as 0; ISO weekdays (as opening hours keep them) count Monday as 1 and Sunday as 7.
    for (const minutes of slotStartMinutes(hours, ((day.day() + 6) % 7) + 1)) {
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const start = dayjs.tz(`${date}T${clock}:00`, timezone);
      if (start.format("HH:mm") !== clock) continue;
      if (start.valueOf() >= earliest) starts.push(start.toDate());
    }
  }
  return starts;
}

/** Whether `startsAt` is a time the schedule offers now (a booking names one; anything else is refused). */
export function isBookableStart(hours: readonly OpeningHours[], timezone: string, now: Date, startsAt: Date): boolean {
  return bookableStarts(hours, timezone, now).some((start) => start.getTime() === startsAt.getTime());
}

export const assessmentEnd = (startsAt: Date) => new Date(startsAt.getTime() + ASSESSMENT_MINUTES * MINUTE_MS);
