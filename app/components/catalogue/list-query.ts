import type { COURSE_SORTS, CourseFilters } from "../../../schemas/api/calls/catalogue.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { courseListPath, type PathFamily } from "../../../rules/catalogue/product-paths.js";

// Types only from the contract: its schemas load in the browser with the first call, not with the page.

export type CourseSort = (typeof COURSE_SORTS)[number];

/** What /courses/list shows, all of it in the URL's query so a filtered list can be shared and indexed. */
export interface ListQuery extends CourseFilters {
  sort: CourseSort;
  page: number;
}

/** Cards per page of /courses/list. */
export const LIST_PAGE_SIZE = 12;

/** How many recorded courses, goods and bundles a keyword shows above the classes it finds. */
export const PRODUCTS_SHOWN = 8;

/** The catalogue filters (SPEC §3), in the order the page offers them; 0 is ALL. */
export const FILTER_KEYS = [
  "gradeId",
  "subjectId",
  "termId",
  "levelDegreeId",
  "platformCombineType",
  "channelGroupId",
  "channelId",
  "courseTypeId",
] as const satisfies readonly (keyof CourseFilters)[];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The list before any choice: the defaults of the searchCourses request (a test keeps them equal). */
export const DEFAULT_LIST_QUERY: ListQuery = {
  gradeId: 0,
  subjectId: 0,
  termId: 0,
  levelDegreeId: 0,
  platformCombineType: 0,
  channelId: 0,
  channelGroupId: 0,
  courseTypeId: 0,
  keyword: "",
  sort: "recommended",
  page: 1,
};

const QUERY_ORDER = [...FILTER_KEYS, "keyword", "sort", "page"] as const;
const NUMERIC_KEYS = new Set<string>([...FILTER_KEYS, "page"]);

/** A value read from an address as it is kept, or undefined to leave that part of the list at its default. */
export type AcceptListValue = (key: keyof ListQuery, value: string | number) => ListQuery[keyof ListQuery] | undefined;

/**
 * The list's query from an address's parameters. Numbers count only as plain digits (Number("") and
 * Number(" 1e2 ") are numbers too); `accept` checks every value read, and one it refuses stays at its default.
 */
export function readListQuery(params: URLSearchParams, accept: AcceptListValue): ListQuery {
  const query: ListQuery = { ...DEFAULT_LIST_QUERY };
  for (const key of QUERY_ORDER) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = accept(key, NUMERIC_KEYS.has(key) ? (/^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN) : raw);
    if (value !== undefined) Object.assign(query, { [key]: value });
  }
  return query;
}

/**
 * The query string of `query` with `change` applied ("" when everything is at its default): only the values
 * that differ from the defaults, always in one order, so one list has one address. A change of anything but
 * the page goes back to the first page.
 */
export function listSearch(query: ListQuery, change: Partial<ListQuery> = {}): string {
  const next: ListQuery = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  for (const key of QUERY_ORDER) {
    if (next[key] !== DEFAULT_LIST_QUERY[key]) params.set(key, String(next[key]));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The list's address in `family` (/courses/list or /courses/list-bm) with `change` applied, as listSearch says. */
export function listHref(query: ListQuery, change: Partial<ListQuery> = {}, family: PathFamily = "plain"): string {
  return `${courseListPath(family)}${listSearch(query, change)}`;
}

/** Whether a filter or a keyword narrows the list (sort and page do not). */
export function isNarrowed(query: ListQuery): boolean {
  return query.keyword !== "" || FILTER_KEYS.some((key) => query[key] !== 0);
}

/** Every filter and the keyword back to ALL, on the first page; the sort stays. */
export function clearedFilters(query: ListQuery): ListQuery {
  return { ...DEFAULT_LIST_QUERY, sort: query.sort };
}

export interface FilterOption {
  id: number;
  name: string;
}

type Selectors = ResponseOf<"queryCourseSelectors">;
type Channels = ResponseOf<"getChannel">["channels"];

const SELECTOR_LISTS: Record<Exclude<FilterKey, "channelGroupId">, keyof Selectors> = {
  gradeId: "grades",
  subjectId: "subjects",
  termId: "terms",
  levelDegreeId: "levelDegrees",
  platformCombineType: "platforms",
  channelId: "channels",
  courseTypeId: "courseTypes",
};

/** The channel groups of the shop's channels, in the channels' order (the selectors do not list groups). */
export function channelGroupOptions(channels: Channels): FilterOption[] {
  const groups = new Map<number, string>();
  for (const channel of channels) if (!groups.has(channel.groupId)) groups.set(channel.groupId, channel.groupName);
  return [...groups].map(([id, name]) => ({ id, name }));
}

/**
 * The filters the page offers, each with its options after ALL: the selectors' (what finds a class given the
 * other filters) and the channel groups. A filter without options is left out unless it is chosen, so a
 * choice can always be seen and undone.
 */
export function filterGroups(selectors: Selectors, channelGroups: FilterOption[], query: ListQuery): { key: FilterKey; options: FilterOption[] }[] {
  return FILTER_KEYS.map((key) => {
    const listed = key === "channelGroupId" ? channelGroups : selectors[SELECTOR_LISTS[key]];
    return { key, options: listed.filter((option) => option.id !== 0) };
  }).filter((group) => group.options.length > 0 || query[group.key] !== 0);
}
