import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count, text } from "../fields.js";
import { skuIdField } from "./catalogue.js";

/**
 * A recorded course the family bought, and its lessons' videos (SPEC §2 /my-courses/recorded-courses/detail and
 * video/{skuId}, §4 expired and permanently valid, §9 seek step 10 s): the lessons with where the student stopped in
 * each, and the position the player saves as the student watches.
 */

const studentId = text(64, { min: 1 });
const instant = z.string();

/** The longest a lesson can be: a position beyond it is no position in any lesson. */
export const LESSON_SECONDS_MAX = 86_400;

/** How long the family may watch (rules/learning/recorded-courses.ts): for good, until a moment, or no longer. */
export const recordedAccessSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("permanent") }),
  z.object({ state: z.literal("valid"), until: instant }),
  z.object({ state: z.literal("expired"), endedAt: instant }),
]);

export const recordedLessonSchema = z.object({
  number: count,
  title: z.string(),
  durationSeconds: count,
  /** Where the student stopped, in whole seconds (0 when never watched). */
  positionSeconds: count,
  /** The video's HLS playlist; null once the course has expired. */
  videoUrl: z.string().nullable(),
});
export type RecordedLesson = z.infer<typeof recordedLessonSchema>;

export const recordedCourseSchema = z.object({
  skuId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The student whose positions the lessons carry. */
  studentId: z.string(),
  /** When the family last paid for it. */
  paidAt: instant,
  access: recordedAccessSchema,
  lessons: z.array(recordedLessonSchema),
});
export type RecordedCourse = z.infer<typeof recordedCourseSchema>;

export const recordedCalls = {
  queryRecordedCourse: defineCall({
    path: "/learning/recorded/course",
    summary:
      "A recorded course of the site the family bought: its lessons with their lengths, where the student (the one asked, else the signed-in " +
      "one) stopped in each, and how long it can be watched (permanently, until a moment, or expired: then without the videos' addresses). " +
      "4003 for what the family did not buy (or no longer has, refunded) and for a student of another family.",
    request: z.object({ skuId: skuIdField, studentId: studentId.optional() }),
    response: recordedCourseSchema,
    auth: "required",
  }),
  recordLessonWatch: defineCall({
    path: "/learning/recorded/watch",
    summary:
      "Saves where the signed-in student is in a lesson of a recorded course the family bought, in whole seconds (a position past the " +
      "lesson's end is its end), so that playback resumes there; the player sends it every ten seconds or so, on pause and on leaving. " +
      "Saving the same position again changes nothing. 4003 for a course not bought or expired, or a lesson it does not have; a student " +
      "sending more than 30 a minute is refused (4290).",
    request: z.object({ skuId: skuIdField, lessonNumber: z.int32().positive(), positionSeconds: z.number().min(0).max(LESSON_SECONDS_MAX) }),
    response: z.object({ lessonNumber: count, positionSeconds: count }),
    auth: "required",
  }),
};
