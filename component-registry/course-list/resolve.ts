import { isApiError } from "../../api/errors.js";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import type { Resolver } from "../define.js";
import type { CourseListData } from "./schema.js";

export interface CourseListResolved {
  cards: CourseCard[];
  /** Every class the module's choice finds, of which `cards` are the first. */
  total: number;
}

/** The first `count` classes of the site for the module's channel, grade and subject, in its order. */
export const resolveCourseList: Resolver<CourseListData, CourseListResolved> = async (data, { api, call }) => {
  try {
    const { channelId, gradeId, subjectId, sort, count } = data;
    const found = await api.call("searchCourses", { channelId, gradeId, subjectId, sort, pageSize: count }, call);
    return { cards: found.list, total: found.total };
  } catch (error) {
    // A refusal leaves the list empty; no answer at all is the page's network error.
    if (isApiError(error) && !error.isNetworkError) return { cards: [], total: 0 };
    throw error;
  }
};
