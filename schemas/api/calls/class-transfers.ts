import { z } from "zod";
import { classIdField, studentIdField } from "./places.js";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { courseCardSchema, skuIdField } from "./catalogue.js";

/**
 * Class transfers (SPEC §2 Transfers, §3 Transfer application, §4, §5, §8, §9; decision 0029): a student's whole
 * place moved to another class of the same course, at most twice per class, never near or during a session, the
 * price difference for the lessons left paid through an order when positive.
 */

const instant = z.string();

/** SPEC §5: a reason is required for a class change; kept with the application (change_applications.reason). */
export const TRANSFER_REASON_MAX = 300;

/**
 * Why a transfer cannot be made (rules/learning/class-transfer.ts), each with the error catalogue's code where it
 * has one (SPEC §8: 1853 in session, 1587 within 30 minutes of a session, 1586 all purchased lessons started; 4130
 * a transfer waiting for payment; 4120 no seat left).
 */
export const TRANSFER_REFUSALS = ["transfersUsedUp", "transferPending", "inSession", "nearSession", "allLessonsStarted", "noLessonsLeft", "alreadyInClass", "full", "timeConflict"] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];
const refusalSchema = z.object({ reason: z.enum(TRANSFER_REFUSALS), code: z.number().int().nullable() });

const lessonSchema = z.object({ number: count, startsAt: instant, endsAt: instant });

/** A transfer of the place waiting for its difference to be paid (SPEC §4 transfer result 'to be paid'). */
const pendingTransferSchema = z.object({ applicationId: z.string(), toClassId: z.string(), orderId: z.string().nullable(), expiresAt: instant.nullable() });

/** A student's place in a class as the transfer pages show it: the class, the student, what is used and left. */
export const transferPlaceSchema = z.object({
  classId: z.string(),
  student: z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() }),
  card: courseCardSchema,
  transfersUsed: count,
  transfersLeft: count,
  reschedulesUsed: count,
  /** Purchased lessons not started yet. */
  lessonsLeft: count,
  nextLesson: lessonSchema.nullable(),
  pending: pendingTransferSchema.nullable(),
});
export type TransferPlace = z.infer<typeof transferPlaceSchema>;

/** Another class of the course and whether the student may move there now; `refusal` null when allowed. */
export const transferOptionSchema = z.object({
  classId: z.string(),
  card: courseCardSchema,
  /** The lessons the student would take there: the purchased ones left, those the class has not started. */
  lessons: z.array(lessonSchema),
  seatsLeft: count,
  /** The price difference in minor units (rules/learning/class-transfer.ts): above 0 to pay, below 0 owed back. */
  difference: z.int32(),
  refusal: refusalSchema.nullable(),
});
export type TransferOption = z.infer<typeof transferOptionSchema>;

const placeRequest = z.object({ classId: classIdField, studentId: studentIdField.optional() });
const pairRequest = placeRequest.extend({ toClassId: classIdField });

export const transferDifferenceSchema = z.object({
  currency: z.string(),
  lessonsLeft: count,
  lessonsTaken: count,
  /** What the lessons left are worth in the class left, and the lessons taken in the class joined (list prices). */
  valueLeft: count,
  valueTaken: count,
  difference: z.int32(),
  /** What the transfer's order charges: the difference with the site's tax, 0 when there is nothing to pay. */
  toPay: z.object({ total: count, tax: count, taxIncluded: z.boolean() }),
  /** What customer service gives back when the class joined is worth less (not automatic). */
  refundDue: count,
});
export type TransferDifference = z.infer<typeof transferDifferenceSchema>;

export const transferConflictSchema = z.object({
  /** The child's other class a lesson of the class joined would overlap, or null. */
  conflict: z.object({ classId: z.string(), title: z.string(), lesson: lessonSchema, withLesson: lessonSchema }).nullable(),
});

export const transferResultSchema = z.discriminatedUnion("result", [
  z.object({ result: z.literal("success"), applicationId: z.string(), classId: z.string(), difference: z.int32(), refundDue: count }),
  z.object({ result: z.literal("toBePaid"), applicationId: z.string(), orderId: z.string(), total: count, expiresAt: instant }),
  z.object({ result: z.literal("failure"), applicationId: z.string(), refusal: refusalSchema }),
]);
export type TransferResult = z.infer<typeof transferResultSchema>;

export const classTransferCalls = {
  queryTransferClasses: defineCall({
    path: "/learning/transfers/classes",
    summary:
      "The family's places in classes not yet over (or one student's), each with its transfers used and left (2 per class, SPEC §9), " +
      "reschedules used, lessons left, next lesson and a transfer waiting for payment. With skuId, only the places sitting in that class's " +
      "SKU or bought as it (the unpaid list names a class by the SKU its order sold).",
    request: z.object({ studentId: studentIdField.optional(), skuId: skuIdField.optional() }),
    response: z.object({ list: z.array(transferPlaceSchema) }),
    auth: "required",
  }),
  queryTransferOptions: defineCall({
    path: "/learning/transfers/options",
    summary:
      "The student's place in the class and the course's other classes not over, each as a card (schedule, seats, teachers, platform or " +
      "venue) with the lessons the student would take there, the price difference and why a transfer there is refused now (or null). " +
      "4003 for another family's class or a place that has ended.",
    request: placeRequest,
    response: z.object({ place: transferPlaceSchema, options: z.array(transferOptionSchema) }),
    auth: "required",
  }),
  queryTimeConflict: defineCall({
    path: "/learning/transfers/time-conflict",
    summary: "Whether a lesson the student would take in the class joined overlaps a lesson of the child's other classes: the first such, or null.",
    request: pairRequest,
    response: transferConflictSchema,
    auth: "required",
  }),
  queryTransferDifference: defineCall({
    path: "/learning/transfers/difference",
    summary:
      "The price difference of a transfer for the lessons left (minor units): what they are worth in each class, what the transfer's " +
      "order would charge (with the site's tax) and what customer service would give back.",
    request: pairRequest,
    response: transferDifferenceSchema,
    auth: "required",
  }),
  applyClassTransfer: defineCall({
    path: "/learning/transfers/apply",
    summary:
      "Transfers the student's place to another class of the course, with the family's reason (SPEC §5). Success: moved at once (difference " +
      "at most 0). To be paid: an order holding the new seat, whose payment moves the place (the old one kept until then; unpaid in " +
      "time, the application is cancelled). Failure: refused by the rules (1853, 1587, 1586, 4120, 4130, 2 per class, time conflict), " +
      "recorded as rejected. 4003 for another family's class or a class outside the course.",
    request: pairRequest.extend({ reason: text(TRANSFER_REASON_MAX, { min: 1, trim: true, multiline: true }) }),
    response: transferResultSchema,
    auth: "required",
    idempotent: true,
  }),
};
