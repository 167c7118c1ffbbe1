import { z } from "zod";
import { deliveryModeSchema, platformTypeSchema } from "../../catalogue.js";
import { CHANGE_KINDS, CHANGE_STATUSES } from "../../learning.js";
import { classIdField, studentIdField } from "./places.js";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";

/**
 * Lesson reschedules and the family's application records (SPEC §2 Transfers, §3 transfer application, §4, §5, §8,
 * §9; decisions 0016, 0028): a purchased lesson not yet started moves into the lesson of the same number of another
 * class of the course, taking a seat of that class for that lesson alone.
 */

export const lessonNumberField = z.int32().min(1).max(1_000);

/** SPEC §5: a class change needs the family's reason. */
export const RESCHEDULE_REASON_MAX = 200;

/** Why a purchased lesson cannot be moved now (rules/learning/reschedules.ts). */
export const LESSON_BLOCKS = ["rescheduled", "inSession", "nearSession", "started", "noTarget"] as const;
export type LessonBlock = (typeof LESSON_BLOCKS)[number];

/** Why another class's lesson cannot take the student now (rules/learning/reschedules.ts). */
export const TARGET_BLOCKS = ["inSession", "nearSession", "started", "full", "timeConflict"] as const;
export type TargetBlock = (typeof TARGET_BLOCKS)[number];

/** Why no lesson of the place can be moved at all: every purchased lesson has started (1586), or none are left (4141). */
export const PLACE_BLOCKS = ["allLessonsStarted", "limitReached"] as const;

const instant = z.string();

/** Where and how a class meets: its venue (a teaching point, "Online" for one online) and its platform. */
const classPlaceSchema = z.object({
  classId: z.string(),
  platformType: platformTypeSchema,
  deliveryMode: deliveryModeSchema,
  venueName: z.string(),
});

const lessonTimeSchema = z.object({ number: count, startsAt: instant, endsAt: instant });

const studentSchema = z.object({ uid: z.string(), nickName: z.string(), firstName: z.string(), lastName: z.string() });

/** A place's reschedules: how many it may make (SPEC §9, the lower of half its lessons and, in Hong Kong, its season's), used and left. */
const allowanceSchema = z.object({ limit: count, used: count, left: count });

const placeSchema = classPlaceSchema.extend({
  title: z.string(),
  student: studentSchema,
  reschedules: allowanceSchema,
});

export const rescheduleTargetSchema = classPlaceSchema.extend({
  lesson: lessonTimeSchema,
  seatsLeft: count,
  /** Why it cannot take the student now; null when it can. */
  block: z.enum(TARGET_BLOCKS).nullable(),
});
export type RescheduleTarget = z.infer<typeof rescheduleTargetSchema>;

export const rescheduleOptionsSchema = placeSchema.extend({
  block: z.enum(PLACE_BLOCKS).nullable(),
  /** The purchased lessons, each with why it cannot be moved now (null: it can). */
  lessons: z.array(lessonTimeSchema.extend({ block: z.enum(LESSON_BLOCKS).nullable() })),
  /** The lesson asked about, and the other classes' lessons of its number. */
  lessonNumber: count.nullable(),
  targets: z.array(rescheduleTargetSchema),
});
export type RescheduleOptions = z.infer<typeof rescheduleOptionsSchema>;

/** One side of a change: the class, and for a reschedule its lesson. */
const changeSideSchema = classPlaceSchema.extend({ lesson: lessonTimeSchema.nullable() });

export const changeApplicationSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  /** The audit result (SPEC §4 transfer application). */
  status: z.enum(CHANGE_STATUSES),
  createdAt: instant,
  decidedAt: instant.nullable(),
  student: studentSchema,
  title: z.string(),
  from: changeSideSchema,
  to: changeSideSchema,
  reason: z.string(),
  /** Why it was rejected or cancelled, or customer service's note. */
  note: z.string(),
  /** A transfer's order for the difference to pay, while it waits for payment. */
  orderId: z.string().nullable(),
});
export type ChangeApplication = z.infer<typeof changeApplicationSchema>;

export const APPLICATION_PAGE_SIZE_MAX = 50;

export const rescheduleCalls = {
  queryRescheduleClasses: defineCall({
    path: "/learning/reschedule/classes",
    summary:
      "The family's classes (or one student's) a lesson of which may be rescheduled: each active place in a class not yet over, with its " +
      "student, venue and reschedules allowed, used and left; soonest class first.",
    request: z.object({ studentId: studentIdField.optional() }),
    response: z.object({ list: z.array(placeSchema.extend({ endsAt: instant })) }),
    auth: "required",
  }),
  queryRescheduleOptions: defineCall({
    path: "/learning/reschedule/options",
    summary:
      "A student's purchased lessons of a class, each with why it cannot be moved now (rescheduled already, in session, within 30 minutes " +
      "of a session, started, no lesson to move into); with lessonNumber, the lessons of that number of the course's other classes with " +
      "their seats left and why each cannot take the student. 4003 for a class the family has no place in.",
    request: z.object({ classId: classIdField, studentId: studentIdField.optional(), lessonNumber: lessonNumberField.optional() }),
    response: rescheduleOptionsSchema,
    auth: "required",
  }),
  applyLessonReschedule: defineCall({
    path: "/learning/reschedule/apply",
    summary:
      "Moves a purchased lesson into the lesson of the same number of another class of the course, taking a seat of that class for it; " +
      "passed at once. 1586 every purchased lesson started, 1853 either lesson in session, 1587 within 30 minutes of either, 4141 no " +
      "reschedules left (half the lessons; in Hong Kong 9 spring, 4 summer, 6 autumn), 4142 no such lesson to move into or no seat left, " +
      "4140 a time conflict with the student's other classes, 4000 a lesson started or rescheduled already; 4003 for another family's class.",
    request: z.object({
      classId: classIdField,
      lessonNumber: lessonNumberField,
      toClassId: classIdField,
      reason: text(RESCHEDULE_REASON_MAX, { min: 1, trim: true, multiline: true }),
      studentId: studentIdField.optional(),
    }),
    response: changeApplicationSchema,
    auth: "required",
    idempotent: true,
  }),
  queryTransferApplications: defineCall({
    path: "/learning/applications",
    summary:
      "The family's transfer and reschedule applications, newest first, optionally of one status, paged: when, what moved where, the " +
      "audit result, the family's reason and the note on the decision.",
    request: z.object({
      status: z.enum(CHANGE_STATUSES).optional(),
      page: z.int32().min(1).max(10_000).default(1),
      pageSize: z.int32().min(1).max(APPLICATION_PAGE_SIZE_MAX).default(10),
    }),
    response: z.object({ total: count, page: count, pageSize: count, list: z.array(changeApplicationSchema) }),
    auth: "required",
  }),
};
