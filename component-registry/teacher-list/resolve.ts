import { isApiError } from "../../api/errors.js";
import type { Resolver } from "../define.js";
import type { TeacherListData } from "./schema.js";
import { selectTeachers, type Teacher } from "./teachers.js";

export interface TeacherListResolved {
  teachers: Teacher[];
}

/** The school's teachers from basic data, of the chosen subject and at most `limit` of them. */
export const resolveTeacherList: Resolver<TeacherListData, TeacherListResolved> = async (data, { api, call }) => {
  try {
    const basicData = await api.call("requeryBasicData", { platform: "H5" }, call);
    return { teachers: selectTeachers(basicData.teacherV2, { subjectId: data.subjectId, limit: data.limit }) };
  } catch (error) {
    // A refusal (non-zero code) leaves the list empty; no answer at all is the page's network error.
    if (isApiError(error) && !error.isNetworkError) return { teachers: [] };
    throw error;
  }
};
