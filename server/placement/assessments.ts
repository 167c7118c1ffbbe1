import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ASSESSMENT_MINUTES, assessmentEnd, bookableStarts, isBookableStart } from "../../rules/placement/assessment-slots.js";
import { isOnlinePoint } from "../../rules/regional/teaching-point.js";
import { ONLINE_EVALUATION_PATH, type AssessmentBooking } from "../../schemas/api/calls/assessments.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { BookedAssessmentMethod } from "../../schemas/learning.js";
import type { OpeningHours, Site } from "../../schemas/site.js";
import { familyMember, signedInFamilyId } from "../accounts/accounts.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { sendBookingConfirmation } from "./booking-confirmation.js";

/**
 * Free assessments booked for a time (decision 0032): the times are the schedule's (a learning centre's opening hours,
 * the school's working hours for a video call), the bookings per time are a counter row under a CHECK, taken by one
 * conditional upsert, so two parents asking for the last place at once get one booking between them.
 */

/** How many teachers take assessments at once: one at a learning centre, two on video calls. */
const CAPACITY: Record<BookedAssessmentMethod, number> = { center: 1, video: 2 };

type TeachingPoint = Site["teachingPoints"][number];

/** A place of the site that offers the method, and the hours it offers it in; 4003 otherwise. */
function placeOffering(site: Site, method: BookedAssessmentMethod, teachingPointId: number): { point: TeachingPoint; hours: readonly OpeningHours[] } {
  const point = site.teachingPoints.find((candidate) => candidate.id === teachingPointId);
  const hours = !point ? [] : method === "video" ? (isOnlinePoint(point) ? site.contact.workingHours : []) : isOnlinePoint(point) ? [] : point.openingHours;
  if (!point || hours.length === 0) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { point, hours };
}

const placeView = (point: TeachingPoint) => ({ teachingPointId: point.id, name: point.name, address: point.address, phone: point.phone, online: isOnlinePoint(point) });

export function assessmentOptions(ctx: HandlerContext): ResponseOf<"queryAssessmentOptions"> {
  const site = ctx.site();
  const online = site.teachingPoints.find(isOnlinePoint);
  return {
    onlinePath: ONLINE_EVALUATION_PATH,
    video: online && site.contact.workingHours.length > 0 ? placeView(online) : null,
    centers: site.teachingPoints.filter((point) => !isOnlinePoint(point) && point.openingHours.length > 0).map(placeView),
    minutes: ASSESSMENT_MINUTES,
  };
}

export async function assessmentSlots(ctx: HandlerContext, { method, teachingPointId }: ParsedRequestOf<"queryAssessmentSlots">): Promise<ResponseOf<"queryAssessmentSlots">> {
  const site = ctx.site();
  const { hours } = placeOffering(site, method, teachingPointId);
  const starts = bookableStarts(hours, site.timezone, ctx.now);
  const full = await ctx.db
    .select({ startsAt: t.assessmentSlots.startsAt })
    .from(t.assessmentSlots)
    .where(
      and(
        eq(t.assessmentSlots.locale, site.locale),
        eq(t.assessmentSlots.method, method),
        eq(t.assessmentSlots.teachingPointId, teachingPointId),
        gt(t.assessmentSlots.startsAt, ctx.now),
        sql`${t.assessmentSlots.booked} >= ${t.assessmentSlots.capacity}`,
      ),
    );
  const taken = new Set(full.map((slot) => slot.startsAt.getTime()));
  return {
    timezone: site.timezone,
    minutes: ASSESSMENT_MINUTES,
    slots: starts.map((start) => ({ startsAt: start.toISOString(), endsAt: assessmentEnd(start).toISOString(), free: !taken.has(start.getTime()) })),
  };
}

/**
 * Books the time for the family's student, in the call's transaction: the student's row locked so two bookings for
 * one child wait for each other (one booking to come at a time, 4161), then one place of the time taken by an
 * upsert whose update holds only below capacity (4160 when none is left, or the time is not offered).
 */
export async function bookAssessment(ctx: HandlerContext, request: ParsedRequestOf<"bookAssessment">): Promise<ResponseOf<"bookAssessment">> {
  const site = ctx.site();
  const { family, member } = await familyMember(ctx, request.studentId);
  const { point, hours } = placeOffering(site, request.method, request.teachingPointId);
  const startsAt = new Date(request.startsAt);
  if (!isBookableStart(hours, site.timezone, ctx.now, startsAt)) throw new ApiError(ErrorCode.APPOINTMENT_UNAVAILABLE, ctx.say("appointmentUnavailable"));

  await ctx.db.select({ uid: t.accounts.uid }).from(t.accounts).where(eq(t.accounts.uid, member.uid)).for("update");
  const [upcoming] = await ctx.db
    .select({ id: t.assessmentBookings.id })
    .from(t.assessmentBookings)
    .where(and(eq(t.assessmentBookings.uid, member.uid), eq(t.assessmentBookings.status, "booked"), gt(t.assessmentBookings.startsAt, ctx.now)))
    .limit(1);
  if (upcoming) throw new ApiError(ErrorCode.APPOINTMENT_ALREADY_BOOKED, ctx.say("appointmentAlreadyBooked"));

  const capacity = CAPACITY[request.method];
  const [taken] = await ctx.db
    .insert(t.assessmentSlots)
    .values({ locale: site.locale, method: request.method, teachingPointId: point.id, startsAt, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [t.assessmentSlots.locale, t.assessmentSlots.method, t.assessmentSlots.teachingPointId, t.assessmentSlots.startsAt],
      set: { booked: sql`${t.assessmentSlots.booked} + 1` },
      setWhere: sql`${t.assessmentSlots.booked} < ${t.assessmentSlots.capacity}`,
    })
    .returning({ booked: t.assessmentSlots.booked });
  if (!taken) throw new ApiError(ErrorCode.APPOINTMENT_UNAVAILABLE, ctx.say("appointmentUnavailable"));

  const { contact } = request;
  const [booking] = await ctx.db
    .insert(t.assessmentBookings)
    .values({
      familyId: family.id,
      uid: member.uid,
      locale: site.locale,
      method: request.method,
      teachingPointId: point.id,
      startsAt,
      contactName: contact.name,
      contactPhone: contact.phone ? `${contact.countryCallingCode} ${contact.phone}` : "",
      contactEmail: contact.email?.toLowerCase() ?? "",
      note: request.note,
      status: "booked",
      createdAt: ctx.now,
    })
    .returning();
  const view = bookingView(site, booking!, member, ctx.now);
  await sendBookingConfirmation(ctx, family.id, view);
  return view;
}

type BookingRow = typeof t.assessmentBookings.$inferSelect;
type Student = { uid: string; nickName: string | null; firstName: string | null; lastName: string | null };

function bookingView(site: Site, booking: BookingRow, student: Student, now: Date): AssessmentBooking {
  const point = site.teachingPoints.find((candidate) => candidate.id === booking.teachingPointId);
  return {
    bookingId: booking.id,
    student: { uid: student.uid, nickName: student.nickName ?? "", firstName: student.firstName ?? "", lastName: student.lastName ?? "" },
    method: booking.method,
    place: point ? placeView(point) : { teachingPointId: booking.teachingPointId, name: "", address: "", phone: "", online: booking.method === "video" },
    startsAt: booking.startsAt.toISOString(),
    endsAt: assessmentEnd(booking.startsAt).toISOString(),
    contact: { name: booking.contactName, phone: booking.contactPhone, email: booking.contactEmail },
    note: booking.note,
    status: booking.status,
    cancellable: booking.status === "booked" && booking.startsAt.getTime() > now.getTime(),
  };
}

const studentColumns = { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName, cardNo: t.accounts.cardNo };

function bookingsWithStudents(db: Database) {
  return db.select({ booking: t.assessmentBookings, student: studentColumns }).from(t.assessmentBookings).innerJoin(t.accounts, eq(t.accounts.uid, t.assessmentBookings.uid)).$dynamic();
}

export async function myAssessments(ctx: HandlerContext): Promise<ResponseOf<"queryMyAssessments">> {
  const rows = await bookingsWithStudents(ctx.db)
    .where(and(eq(t.assessmentBookings.familyId, signedInFamilyId(ctx)), eq(t.assessmentBookings.locale, ctx.site().locale)))
    .orderBy(desc(t.assessmentBookings.startsAt));
  return { list: rows.map(({ booking, student }) => bookingView(ctx.site(), booking, student, ctx.now)) };
}

/** Cancels the family's booking before it starts and frees its place of the time; 4003 otherwise. */
export async function cancelAssessment(ctx: HandlerContext, bookingId: string): Promise<ResponseOf<"cancelAssessment">> {
  const [cancelled] = await ctx.db
    .update(t.assessmentBookings)
    .set({ status: "cancelled", cancelledAt: ctx.now })
    .where(and(eq(t.assessmentBookings.id, bookingId), eq(t.assessmentBookings.familyId, signedInFamilyId(ctx)), eq(t.assessmentBookings.status, "booked"), gt(t.assessmentBookings.startsAt, ctx.now)))
    .returning();
  if (!cancelled) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  await ctx.db
    .update(t.assessmentSlots)
    .set({ booked: sql`${t.assessmentSlots.booked} - 1` })
    .where(
      and(
        eq(t.assessmentSlots.locale, cancelled.locale),
        eq(t.assessmentSlots.method, cancelled.method),
        eq(t.assessmentSlots.teachingPointId, cancelled.teachingPointId),
        eq(t.assessmentSlots.startsAt, cancelled.startsAt),
      ),
    );
  return { status: "cancelled" };
}

const SERVICE_LIST_LIMIT = 200;

/** Bookings still to come, the soonest first, on every site or one (customer service prepares them). */
export async function serviceAssessments(db: Database, sites: { forLocale(locale: Site["locale"]): Site | undefined }, { locale }: ParsedRequestOf<"serviceListAssessments">, now: Date): Promise<ResponseOf<"serviceListAssessments">> {
  const rows = await bookingsWithStudents(db)
    .where(and(eq(t.assessmentBookings.status, "booked"), gt(t.assessmentBookings.startsAt, now), locale ? eq(t.assessmentBookings.locale, locale) : undefined))
    .orderBy(asc(t.assessmentBookings.startsAt), asc(t.assessmentBookings.id))
    .limit(SERVICE_LIST_LIMIT + 1);
  const list = rows.slice(0, SERVICE_LIST_LIMIT).flatMap(({ booking, student }) => {
    const site = sites.forLocale(booking.locale);
    return site ? [{ ...bookingView(site, booking, student, now), locale: booking.locale, timezone: site.timezone, studentCardNo: student.cardNo }] : [];
  });
  return { list, more: rows.length > SERVICE_LIST_LIMIT };
}
