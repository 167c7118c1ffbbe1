import { catalogueCalls } from "../../../schemas/api/calls/catalogue.js";
import { readListQuery, type ListQuery } from "./list-query.js";

const request = catalogueCalls.searchCourses.request.shape;

/**
 * The list's query from the URL, each value checked as the searchCourses request checks it: one that would be
 * refused (not a number, out of range, an unknown sort, a keyword too long) is left at its default, so a
 * hand-edited or stale link still shows a list rather than an error.
 */
export function listQueryFrom(params: URLSearchParams): ListQuery {
  return readListQuery(params, (key, value) => {
    const parsed = request[key].safeParse(value);
    return parsed.success ? (parsed.data as ListQuery[typeof key]) : undefined;
  });
}
