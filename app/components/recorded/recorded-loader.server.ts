import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "../../../api/errors.js";
import { lessonToWatch } from "../../../rules/learning/recorded-courses.js";
import { idFromText } from "../../../schemas/api/fields.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { skuIdParam } from "../catalogue/detail/catalogue-loader.server.js";
import { WATCH_FIELDS } from "./recorded-paths.js";

/** The family's recorded course: null when signed out or the session is gone (the sign-in prompt); 404 when not bought. */
function boughtCourse({ api, call, hasToken }: SettingsCalls, skuId: string) {
  return hasToken ? accountData(api.call("queryRecordedCourse", { skuId }, call)) : Promise.resolve(null);
}

/** /my-courses/recorded-courses/detail/{skuId}: the course's lessons, with the student's progress and how long it can be watched. */
export async function loadRecordedCourse(args: LoaderFunctionArgs) {
  const skuId = skuIdParam(args.params.skuId);
  const calls = await settingsCalls(args, "recorded.detail.title");
  const course = await boughtCourse(calls, skuId);
  return data({ ...areaPage({ ...calls, area: "learning" }), skuId, course }, { headers: PERSONAL_PAGE });
}

/**
 * /my-courses/recorded-courses/video/{skuId}?lesson=N: lesson N of the course (without N, the one to watch next); a
 * lesson the course does not have is a 404.
 */
export async function loadRecordedVideo(args: LoaderFunctionArgs) {
  const skuId = skuIdParam(args.params.skuId);
  const asked = new URL(args.request.url).searchParams.get("lesson");
  const calls = await settingsCalls(args, "recorded.video.title");
  const course = await boughtCourse(calls, skuId);
  const lessonNumber = asked === null ? (course && lessonToWatch(course.lessons)) : idFromText(asked);
  if (course && !course.lessons.some((lesson) => lesson.number === lessonNumber)) throw new Response("Not Found", { status: 404 });
  return data({ ...areaPage({ ...calls, area: "learning" }), skuId, course, lessonNumber: lessonNumber ?? null }, { headers: PERSONAL_PAGE });
}

/**
 * POST /my-courses/recorded-courses/video/{skuId}/position: the player's position in a lesson, saved through
 * recordLessonWatch. Answers what was saved, or the refusal's code (the player goes on either way).
 */
export async function saveWatchPosition(args: ActionFunctionArgs) {
  const skuId = skuIdParam(args.params.skuId);
  const form = await args.request.formData();
  const calls = await settingsCalls(args, "recorded.video.title");
  const request = { skuId, lessonNumber: Number(form.get(WATCH_FIELDS.lesson)), positionSeconds: Number(form.get(WATCH_FIELDS.position)) };
  try {
    return Response.json(await calls.api.call("recordLessonWatch", request, calls.call), { headers: PERSONAL_PAGE });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return Response.json({ code: error.code }, { status: error.httpStatus ?? 400, headers: PERSONAL_PAGE });
  }
}
