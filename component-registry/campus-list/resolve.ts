import { isApiError } from "../../api/errors.js";
import type { Resolver } from "../define.js";
import { campusesToShow, schoolTeachingPoints, type TeachingPoint } from "./campuses.js";
import type { CampusListData } from "./schema.js";

export interface CampusListResolved {
  points: TeachingPoint[];
}

/** The teaching points of the visitor's school (school config, matched by schoolCode). */
export const resolveCampusList: Resolver<CampusListData, CampusListResolved> = async (data, { api, call }) => {
  try {
    const config = await api.call("requerySchoolConfig", {}, call);
    return {
      points: campusesToShow(schoolTeachingPoints(config.list, call.header.schoolCode), data.includeOnline ?? false),
    };
  } catch (error) {
    // A refusal (non-zero code) leaves the list empty; no answer at all is the page's network error.
    if (isApiError(error) && !error.isNetworkError) return { points: [] };
    throw error;
  }
};
