import { formatWallClock, wallClockOf } from "../../../rules/regional/wall-clock.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { isSitePath } from "../../../schemas/link-url.js";
import type { AssessmentMethod, BookedAssessmentMethod } from "../../../schemas/learning.js";

/**
 * The free assessment's booking (SPEC §2 triage desk: pick a child, choose the evaluation method, enter contacts,
 * schedule, confirm; decision 0032): which step follows which, the bookable times by local day, and when the online
 * evaluation is offered instead of a time.
 */

export type AssessmentOptions = ResponseOf<"queryAssessmentOptions">;
export type AssessmentPlace = AssessmentOptions["centers"][number];
export type AssessmentSlot = ResponseOf<"queryAssessmentSlots">["slots"][number];

export const BOOKING_STEPS = ["child", "method", "contact", "time", "confirm"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The methods the site offers, in the spec's order: online always, a video call and learning centres where it has them. */
export function offeredMethods(options: Pick<AssessmentOptions, "video" | "centers">): AssessmentMethod[] {
  return ["online", ...(options.video ? ["video" as const] : []), ...(options.centers.length > 0 ? ["center" as const] : [])];
}

export const isBookedMethod = (method: AssessmentMethod | null): method is BookedAssessmentMethod => method === "video" || method === "center";

/** The step after `step`; none after the method when it is the online evaluation (a link: nothing is booked). */
export function nextStep(step: BookingStep, method: AssessmentMethod | null): BookingStep | null {
  if (step === "method" && !isBookedMethod(method)) return null;
  return BOOKING_STEPS[BOOKING_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: BookingStep): BookingStep | null {
  return BOOKING_STEPS[BOOKING_STEPS.indexOf(step) - 1] ?? null;
}

/** A learning centre of the site by its teaching point id (the triage desk's {id}); anything else is no centre. */
export function centerById(options: Pick<AssessmentOptions, "centers">, id: number | string | null | undefined): AssessmentPlace | null {
  const wanted = typeof id === "string" ? (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN) : id;
  return options.centers.find((center) => center.teachingPointId === wanted) ?? null;
}

/** Where a booked method takes place: the online teaching point for a video call, the chosen centre for a visit. */
export function bookedPlace(options: AssessmentOptions, method: AssessmentMethod | null, centerId: number | null): AssessmentPlace | null {
  if (method === "video") return options.video;
  if (method === "center") return centerById(options, centerId);
  return null;
}

export interface SlotDay {
  /** The local day, YYYY-MM-DD on the wall clock of the timezone. */
  day: string;
  slots: AssessmentSlot[];
  free: number;
}

/** The times by the local day they start on in `timezone`, the days and their times in time order. */
export function slotsByDay(slots: readonly AssessmentSlot[], timezone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const clock = wallClockOf(slot.startsAt, timezone);
    if (!clock) continue;
    const day = formatWallClock(clock, "YYYY-MM-DD");
    const entry = days.get(day) ?? { day, slots: [], free: 0 };
    entry.slots.push(slot);
    if (slot.free) entry.free += 1;
    days.set(day, entry);
  }
  return [...days.values()];
}

/** The day shown first: the one holding the chosen time, else the first with a free time. */
export function initialDay(days: readonly SlotDay[], chosenStart: string | null): string | null {
  const holding = chosenStart ? days.find((day) => day.slots.some((slot) => slot.startsAt === chosenStart)) : undefined;
  return (holding ?? days.find((day) => day.free > 0))?.day ?? null;
}

/**
 * SPEC §8 'appointments unavailable, start online evaluation': the time step offers the online evaluation when no time
 * is free, or when the time chosen was just taken (4160).
 */
export function offersOnlineEvaluation(slots: readonly AssessmentSlot[], justTaken: boolean): boolean {
  return justTaken || !slots.some((slot) => slot.free);
}

/** The student's booking still to come, which a second booking for them is refused for (4161). */
export function upcomingBookingOf(bookings: readonly AssessmentBooking[], studentId: string): AssessmentBooking | null {
  return bookings.find((booking) => booking.student.uid === studentId && booking.status === "booked" && booking.cancellable) ?? null;
}

/** Where a link of the query (cancelUrl, successUrl) may lead: a path of this site only, never another host. */
export function sitePathOrNull(url: string | null | undefined): string | null {
  return url && isSitePath(url) ? url : null;
}
