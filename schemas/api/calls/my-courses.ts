import { z } from "zod";
import { DELIVERY_MODES, PLATFORM_TYPES } from "../../catalogue.js";
import { classIdField, studentIdField } from "./places.js";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, id } from "../fields.js";

/**
 * My Courses (SPEC §2 Learning /my-courses/list, /detail/{classId}, /prepare/{id}; §3 course-card tags, app download
 * keys; §4 My Courses states; §9 class entry, playback, device requirements): a student's places in classes
 * (decision 0028), their lessons, entering a lesson and the apps a class is taught in.
 */

const instant = z.string().meta({ format: "date-time" });
/** A family student's uid (a uuid: anything else could be no student). */

/**
 * Where a student's place stands (SPEC §4 My Courses): current (not started yet, or in session), completed, playback
 * only (the class is over, a lesson can still be watched again), refunded, transferred (moved to another class).
 */
export const MY_COURSE_STATES = ["notStarted", "inSession", "completed", "playbackOnly", "refunded", "transferred"] as const;
export type MyCourseState = (typeof MY_COURSE_STATES)[number];

/** The badges of a card: its state, and unpaid while an instalment of the class is still owed. */
export const MY_COURSE_TAGS = [...MY_COURSE_STATES, "unpaid"] as const;

export const MY_COURSE_FILTERS = ["all", "current", "completed"] as const;
export type MyCourseFilter = (typeof MY_COURSE_FILTERS)[number];

/** SPEC §3 course-card tags of My Courses: 201 and 202 current, 203 completed, 204 refunded, 205 playback. */
const courseTagSchema = z.union([201, 202, 203, 204, 205].map((code) => z.literal(code)));

const teacherSchema = z.object({ id, name: z.string(), avatar: z.string(), identityType: z.enum(["teacher", "tutor"]) });
const venueSchema = z.object({ name: z.string(), address: z.string(), phone: z.string() });
const lessonTimesSchema = z.object({ number: count, startsAt: instant, endsAt: instant });

/** What a class is and how it is taught: online on the platform of its delivery mode, or at a venue. */
const classFactsSchema = z.object({
  classId: z.string(),
  skuId: z.string(),
  /** The student whose place it is. */
  studentId: z.string(),
  title: z.string(),
  state: z.enum(MY_COURSE_STATES),
  /** SPEC §3 course-card tag; none for a transferred place. */
  tag: courseTagSchema.nullable(),
  /** An instalment of the class is owed (SPEC §4 stage statuses 4 and 7); never on an ended place. */
  unpaid: z.boolean(),
  tags: z.array(z.enum(MY_COURSE_TAGS)),
  deliveryMode: z.enum(DELIVERY_MODES),
  platformType: z.union(Object.values(PLATFORM_TYPES).map((value) => z.literal(value))),
  /** The teaching point of a class taught in person; null online. */
  venue: venueSchema.nullable(),
  teachers: z.array(teacherSchema),
  /** Purchased lessons over, of those purchased. */
  progress: z.object({ done: count, purchased: count }),
});

export const myCourseSchema = classFactsSchema.extend({
  /** The first purchased lesson not over yet, where it now is; null when none is left or the place has ended. */
  nextLesson: lessonTimesSchema.nullable(),
});
export type MyCourse = z.output<typeof myCourseSchema>;

export const LESSON_STATES = ["upcoming", "inSession", "finished"] as const;

/** The lesson of another class a purchased lesson was rescheduled into (change_applications, passed). */
const movedToSchema = lessonTimesSchema.extend({
  classId: z.string(),
  title: z.string(),
  deliveryMode: z.enum(DELIVERY_MODES),
  venue: venueSchema.nullable(),
});

export const myLessonSchema = lessonTimesSchema.extend({
  topic: z.string(),
  teacherName: z.string(),
  /** Where it stands, by its own times, or the times of the lesson it was moved into. */
  state: z.enum(LESSON_STATES),
  movedTo: movedToSchema.nullable(),
  /** The recording, while it can be watched (6 months after the lesson, SPEC §9). */
  replay: z.object({ url: z.string(), until: instant }).nullable(),
});
export type MyLesson = z.output<typeof myLessonSchema>;

/**
 * The enter-class button: for the next lesson, closed until it opens (15 minutes before, 10 for Zoom and offline
 * classes) with the milliseconds left as of the answer for a countdown, then open until the lesson ends.
 */
export const entryButtonSchema = z.object({
  lessonNumber: count,
  state: z.enum(["notOpen", "open"]),
  opensAt: instant,
  /** Where the lesson is taught now (a rescheduled one: the other class's times). */
  startsAt: instant,
  endsAt: instant,
  opensInMs: count,
  endsInMs: count,
  /** The lesson is taught in another class (a reschedule): the button opens that class's room. */
  moved: z.boolean(),
});

export const myCourseDetailSchema = classFactsSchema.extend({
  /** The timezone the pages show times in: the request's (the visitor's choice where the school allows one), else the site's. */
  timezone: z.string(),
  /** The purchased lessons in order. */
  lessons: z.array(myLessonSchema),
  /** The SKU's attached items (SPEC §3 attachedItems: materials). */
  materials: z.array(z.object({ skuId: z.string(), title: z.string(), required: z.boolean() })),
  syllabus: z.array(z.string()),
  /** Null once every purchased lesson is over, or for a refunded or transferred place. */
  entry: entryButtonSchema.nullable(),
  /** Offline students are asked to arrive this many minutes early (SPEC §9); null online. */
  arriveEarlyMinutes: count.nullable(),
});
export type MyCourseDetail = z.output<typeof myCourseDetailSchema>;

/** SPEC §3 app download keys. */
export const APP_DOWNLOAD_KEYS = ["MAC_PC_STUDENT", "WIN_PC_STUDENT", "IOS_HD_STUDENT", "IOS_PHONE_STUDENT", "ANDROID_PHONE_STUDENT"] as const;
export type AppDownloadKey = (typeof APP_DOWNLOAD_KEYS)[number];

/** The apps classes are taught in: the video platforms, and the school's own student app. */
export const CLASS_APPS = ["zoom", "classIn", "school"] as const;
export type ClassApp = (typeof CLASS_APPS)[number];

export const appDownloadsSchema = z.object({
  apps: z.array(
    z.object({
      app: z.enum(CLASS_APPS),
      /** The app's own name; the school's app is named by the page with the school's name. */
      name: z.string(),
      downloads: z.array(z.object({ key: z.enum(APP_DOWNLOAD_KEYS), url: z.string() })),
    }),
  ),
  /** The app each delivery mode is taught in; null for classes taught in person. */
  deliveryModes: z.array(z.object({ deliveryMode: z.enum(DELIVERY_MODES), app: z.enum(CLASS_APPS).nullable() })),
});
export type AppDownloads = z.output<typeof appDownloadsSchema>;

export const myCoursesCalls = {
  queryMyCourses: defineCall({
    path: "/learning/my-courses",
    summary:
      "A student's places in classes (the signed-in student's, or another student of the family's), filtered: all, current (not started or in " +
      "session) or completed (over, or over with recordings still to watch). Each with its state and tags (SPEC §3 201-205, transferred, unpaid), " +
      "teachers, venue or platform, next lesson and progress. 4003 for a student outside the family.",
    request: z.object({ filter: z.enum(MY_COURSE_FILTERS).default("all"), studentId: studentIdField.optional() }),
    response: z.object({ studentId: z.string(), list: z.array(myCourseSchema) }),
    auth: "required",
  }),
  queryMyCourseDetail: defineCall({
    path: "/learning/my-courses/detail",
    summary:
      "A class the family's student has a place in (the student asked, else the signed-in one, else another of the family's): its purchased " +
      "lessons with their state, recordings (6 months) and where a rescheduled one now is; teachers, venue or platform, materials, syllabus and " +
      "the enter-class button with its opening time. 4003 for a class none of the family's students was ever in.",
    request: z.object({ classId: classIdField, studentId: studentIdField.optional() }),
    response: myCourseDetailSchema,
    auth: "required",
  }),
  queryClassEntry: defineCall({
    path: "/learning/my-courses/entry",
    summary:
      "Entering a purchased lesson, from 15 minutes before it (10 for Zoom and offline classes) until it ends: the class's online room, or for " +
      "a class taught in person its venue and how early to arrive. A rescheduled lesson answers the class it moved into. 4150 before it opens " +
      "(the message names the opening time); 4003 once it has ended, for a refunded or transferred place, a lesson not purchased, a room not " +
      "ready yet, or another family's class.",
    request: z.object({ classId: classIdField, lessonNumber: z.int32().min(1).max(10_000), studentId: studentIdField.optional() }),
    response: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("online"), url: z.string(), deliveryMode: z.enum(DELIVERY_MODES), startsAt: instant, endsAt: instant }),
      z.object({ kind: z.literal("inPerson"), venue: venueSchema, arriveEarlyMinutes: count, startsAt: instant, endsAt: instant }),
    ]),
    auth: "required",
  }),
  queryAppDownloads: defineCall({
    path: "/learning/app-downloads",
    summary: "Where to download the app each delivery mode is taught in, for each student device (SPEC §3 app download keys).",
    request: emptyRequest,
    response: appDownloadsSchema,
  }),
};
