import { z } from "zod";
import { BOOKED_ASSESSMENT_METHODS } from "../../learning.js";
import { localeSchema } from "../../site.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, text } from "../fields.js";
import { studentIdField } from "./places.js";

/**
 * The free assessment (SPEC §2 /appointmentDiagnosis, the triage desk, the diagnosis appointment dialog; §9: a
 * 40-minute lesson and a 20-minute discussion; decision 0032): taken online at home (the level test page), or booked
 * for a time as a video call or a visit to a learning centre. A time is booked at most as often as the place has
 * teachers for it (never twice by two parents at once); the parent gets a confirmation with a calendar file.
 */

export const ASSESSMENT_NOTE_MAX = 300;
/** Where the online evaluation is taken (a page of every site). */
export const ONLINE_EVALUATION_PATH = "/evaluation";

const instant = z.string();
const bookedMethodSchema = z.enum(BOOKED_ASSESSMENT_METHODS);
const teachingPointIdField = z.int32().positive();

const placeSchema = z.object({ teachingPointId: count, name: z.string(), address: z.string(), phone: z.string(), online: z.boolean() });

const contactSchema = z
  .object({
    name: text(60, { min: 1, trim: true }),
    countryCallingCode: text(6).regex(/^\+\d{1,4}$/, "must be a calling code such as +852").optional(),
    phone: text(20, { trim: true }).regex(/^\d{4,20}$/, "must be digits only").optional(),
    email: text(254, { trim: true }).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an e-mail address").optional(),
  })
  .refine((contact) => contact.phone || contact.email, { message: "a phone number or an e-mail address is needed", path: ["phone"] })
  .refine((contact) => !contact.phone || contact.countryCallingCode, { message: "a phone number needs its calling code", path: ["countryCallingCode"] });

export const assessmentBookingSchema = z.object({
  bookingId: z.string(),
  student: z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  method: bookedMethodSchema,
  place: placeSchema,
  startsAt: instant,
  endsAt: instant,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  note: z.string(),
  status: z.enum(["booked", "cancelled"]),
  /** Booked and not started: the parent may still cancel it. */
  cancellable: z.boolean(),
});
export type AssessmentBooking = z.infer<typeof assessmentBookingSchema>;

export const assessmentCalls = {
  queryAssessmentOptions: defineCall({
    path: "/placement/assessment/options",
    summary:
      "How the site's families can have a child assessed: online at home (the level test page), by video call (the site's online teaching " +
      "point, when the school has working hours) or at a learning centre (each in-person teaching point with opening hours).",
    request: emptyRequest,
    response: z.object({ onlinePath: z.string(), video: placeSchema.nullable(), centers: z.array(placeSchema), minutes: count }),
  }),
  queryAssessmentSlots: defineCall({
    path: "/placement/assessment/slots",
    summary:
      "The times a video call or a learning centre offers for the next two weeks (from 12 hours ahead), each saying whether it is still free. " +
      "4003 for a place of another site or one that offers no such assessment.",
    request: z.object({ method: bookedMethodSchema, teachingPointId: teachingPointIdField }),
    response: z.object({ timezone: z.string(), minutes: count, slots: z.array(z.object({ startsAt: instant, endsAt: instant, free: z.boolean() })) }),
  }),
  bookAssessment: defineCall({
    path: "/placement/assessment/book",
    summary:
      "Books a free assessment for a student of the family at a time the place offers: 4160 when it was taken meanwhile (or is not offered: " +
      "choose another, or take the online evaluation), 4161 when the student has one booked still to come; 4003 for another family's student. " +
      "The confirmation goes to the contact's e-mail (else the parent's) with a calendar file.",
    request: z.object({
      studentId: studentIdField,
      method: bookedMethodSchema,
      teachingPointId: teachingPointIdField,
      startsAt: z.iso.datetime({ offset: true }).max(40),
      contact: contactSchema,
      note: text(ASSESSMENT_NOTE_MAX, { trim: true, multiline: true }).default(""),
    }),
    response: assessmentBookingSchema,
    auth: "required",
    idempotent: true,
  }),
  queryMyAssessments: defineCall({
    path: "/placement/assessment/mine",
    summary: "The family's assessment bookings, the latest time first.",
    request: emptyRequest,
    response: z.object({ list: z.array(assessmentBookingSchema) }),
    auth: "required",
  }),
  cancelAssessment: defineCall({
    path: "/placement/assessment/cancel",
    summary: "Cancels a booking of the family that has not started: its time is free again. 4003 for another family's, one started or cancelled.",
    request: z.object({ bookingId: z.uuid() }),
    response: z.object({ status: z.literal("cancelled") }),
    auth: "required",
    idempotent: true,
  }),
};

/** Customer service sees the bookings to prepare them (SPEC §2: staff see bookings in the staff tool). */
export const serviceDeskAssessmentCalls = {
  serviceListAssessments: defineCall({
    path: "/admin/service-desk/assessments",
    summary: "Booked assessments still to come on every site (or one), the soonest first, with the family's contacts and the site's timezone; at most 200 (customer service).",
    request: z.object({ locale: localeSchema.optional() }),
    response: z.object({ list: z.array(assessmentBookingSchema.extend({ locale: localeSchema, timezone: z.string(), studentCardNo: z.string() })), more: z.boolean() }),
    auth: "staff",
    roles: ["service"],
  }),
};
