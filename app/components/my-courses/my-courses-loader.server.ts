import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { familyStudents } from "../../lib/account/student-names.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { myCoursesQueryFrom } from "./my-courses-paths.js";

/** A class id as the calls take it; anything else is no page. */
function classIdParam(value: string | undefined): string {
  if (!value || value.length > 64 || !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(value)) throw new Response("Not Found", { status: 404 });
  return value;
}

/** /my-courses/list: a student's courses under a filter, and the family's students to switch between; signed out, the sign-in prompt. */
export async function loadMyCourseList(args: LoaderFunctionArgs) {
  const query = myCoursesQueryFrom(new URL(args.request.url).searchParams);
  const calls = await settingsCalls(args, "myCourses.title");
  const load = async () => {
    const [courses, family] = await Promise.all([
      calls.api.call("queryMyCourses", { filter: query.filter, ...(query.studentId ? { studentId: query.studentId } : {}) }, calls.call),
      calls.api.call("getFamilyStudentsList", {}, calls.call),
    ]);
    return { courses, students: familyStudents(family) };
  };
  const page = calls.hasToken ? await accountData(load()) : null;
  return data({ ...areaPage({ ...calls, area: "learning" }), query, page }, { headers: PERSONAL_PAGE });
}

/** A page about a class of the family's student (the query's, else the one with a place in it); another family's class is a 404. */
async function classPage<T>(args: LoaderFunctionArgs, param: string | undefined, titleKey: string, load: (calls: SettingsCalls, request: { classId: string; studentId?: string }) => Promise<T>) {
  const classId = classIdParam(param);
  const { studentId } = myCoursesQueryFrom(new URL(args.request.url).searchParams);
  const calls = await settingsCalls(args, titleKey);
  const page = calls.hasToken ? await accountData(load(calls, { classId, ...(studentId ? { studentId } : {}) })) : null;
  return data({ ...areaPage({ ...calls, area: "learning" }), classId, page }, { headers: PERSONAL_PAGE });
}

/** /my-courses/detail/{classId}: the course's lessons, teachers, venue or platform, materials, syllabus and class entry. */
export const loadMyCourseDetail = (args: LoaderFunctionArgs) =>
  classPage(args, args.params.classId, "myCourses.detail.title", async ({ api, call }, request) => ({ course: await api.call("queryMyCourseDetail", request, call) }));

/** /my-courses/prepare/{id}: what the class needs (its app, a device check) before it starts. */
export const loadPrepare = (args: LoaderFunctionArgs) =>
  classPage(args, args.params.id, "prepare.title", async ({ api, call }, request) => {
    const [course, apps] = await Promise.all([api.call("queryMyCourseDetail", request, call), api.call("queryAppDownloads", {}, call)]);
    return { course, apps };
  });
