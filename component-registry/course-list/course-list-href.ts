import { SCREENS } from "../../rules/screens.js";
import type { CourseListData } from "./schema.js";

/**
 * /courses/list showing the module's choice: only what differs from ALL (0) and the default order, in the order
 * the list page writes its own address, so both name one list by one address.
 */
export function courseListHref({ gradeId, subjectId, channelId, sort }: Pick<CourseListData, "gradeId" | "subjectId" | "channelId" | "sort">): string {
  const params = new URLSearchParams();
  if (gradeId !== 0) params.set("gradeId", String(gradeId));
  if (subjectId !== 0) params.set("subjectId", String(subjectId));
  if (channelId !== 0) params.set("channelId", String(channelId));
  if (sort !== "recommended") params.set("sort", sort);
  const search = params.toString();
  return search ? `${SCREENS.courseList}?${search}` : SCREENS.courseList;
}
