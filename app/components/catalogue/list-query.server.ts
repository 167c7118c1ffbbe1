import { catalogueCalls } from "../../../schemas/api/calls/catalogue.js";
import { DEFAULT_LIST_QUERY, FILTER_KEYS, type ListQuery } from "./list-query.js";

const request = catalogueCalls.searchCourses.request.shape;
const NUMERIC = new Set<string>([...FILTER_KEYS, "page"]);

/**
 * The list's query from the URL, each value checked as the searchCourses request checks it: one that would be
 * refused (not a number, out of range, an unknown sort, a keyword too long) is left at its default, so a
 * hand-edited or stale link still shows a list rather than an error.
 */
export function listQueryFrom(params: URLSearchParams): ListQuery {
  const query: ListQuery = { ...DEFAULT_LIST_QUERY };
  const keys = Object.keys(DEFAULT_LIST_QUERY) as (keyof ListQuery)[];
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null) continue;
    // Number("") and Number(" 1e2 ") are numbers too; only plain digits are.
    const value = NUMERIC.has(key) ? (/^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN) : raw;
    const parsed = request[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  return query;
}
