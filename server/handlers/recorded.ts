import type { recordedCalls } from "../../schemas/api/calls/recorded.js";
import type { Handlers } from "../service/context.js";
import { recordedCourse } from "../learning/recorded/course.js";
import { recordLessonWatch } from "../learning/recorded/watch.js";

export const recordedHandlers: Handlers<keyof typeof recordedCalls> = {
  queryRecordedCourse: (request, ctx) => recordedCourse(ctx, request),
  recordLessonWatch: (request, ctx) => recordLessonWatch(ctx, request),
};
