import { MY_COURSE_FILTERS, type MyCourseFilter } from "../../../schemas/api/calls/my-courses.js";
import { SCREENS } from "../../../rules/screens.js";

/** What /my-courses/list shows, from its URL's query: a filter (all when absent) and the student asked for, if any. */
export interface MyCoursesQuery {
  filter: MyCourseFilter;
  studentId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query of a My Courses address; a filter or student id no call would take is no page: 404. */
export function myCoursesQueryFrom(params: URLSearchParams): MyCoursesQuery {
  const filter = params.get("filter") ?? "all";
  const studentId = params.get("studentId") || null;
  if (!(MY_COURSE_FILTERS as readonly string[]).includes(filter) || (studentId !== null && !UUID.test(studentId))) throw new Response("Not Found", { status: 404 });
  return { filter: filter as MyCourseFilter, studentId };
}

const withStudent = (path: string, studentId: string | null, params = new URLSearchParams()) => {
  if (studentId) params.set("studentId", studentId);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The list's address with `change` applied: only what differs from all of the signed-in student's courses. */
export function myCoursesHref(query: MyCoursesQuery, change: Partial<MyCoursesQuery> = {}): string {
  const next = { ...query, ...change };
  return withStudent(SCREENS.myCourses, next.studentId, new URLSearchParams(next.filter === "all" ? {} : { filter: next.filter }));
}

/** /my-courses/detail/{classId}, for the student whose place it is. */
export const myCourseDetailPath = (classId: string, studentId: string | null = null) => withStudent(`/my-courses/detail/${encodeURIComponent(classId)}`, studentId);

/** /my-courses/prepare/{classId}: what the class needs before it starts. */
export const myCoursePreparePath = (classId: string, studentId: string | null = null) => withStudent(`/my-courses/prepare/${encodeURIComponent(classId)}`, studentId);
