import type { myCoursesCalls } from "../../schemas/api/calls/my-courses.js";
import type { Handlers } from "../service/context.js";
import { appDownloads } from "../learning/my-courses/app-downloads.js";
import { classEntry } from "../learning/my-courses/class-entry.js";
import { myCourseDetail } from "../learning/my-courses/course-detail.js";
import { myCourses } from "../learning/my-courses/my-course-list.js";

/** My Courses (SPEC §2 Learning): the student's places, a class's lessons, entering a lesson and the class apps. */
export const myCoursesHandlers: Handlers<keyof typeof myCoursesCalls> = {
  queryMyCourses: (request, ctx) => myCourses(ctx, request),
  queryMyCourseDetail: (request, ctx) => myCourseDetail(ctx, request),
  queryClassEntry: (request, ctx) => classEntry(ctx, request),
  queryAppDownloads: async (_request, ctx) => appDownloads(ctx.site().schoolName),
};
