import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CourseFilters } from "../../schemas/api/calls/catalogue.js";
import type { ParsedRequestOf } from "../../schemas/api/contract.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { classSearch as searchable, skus } from "../db/schema.js";
import { FACETS, facetValuesAmong, type Facet } from "./facets.js";

export { FACETS };

/** `%` and `_` are literal in a keyword. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Words of a keyword: split at spaces; a Chinese or Japanese phrase (no spaces) is one word, found as written. */
export const keywordWords = (keyword: string) => keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** What every search of a site asks: its classes, not ended unless asked, of the channel group. */
function siteConditions(locale: string, filters: CourseFilters, now: Date, includeEnded: boolean): (SQL | undefined)[] {
  return [
    eq(searchable.locale, locale),
    includeEnded ? undefined : gt(searchable.endsAt, now),
    filters.channelGroupId !== 0 ? eq(searchable.channelGroupId, filters.channelGroupId) : undefined,
  ];
}

/**
 * Every word of the keyword somewhere in the text. Put after the other conditions: PostgreSQL checks a row's
 * conditions in the order given when it deems them equally costly, and a LIKE over a course's every language
 * is by far the costliest, so a row another condition refuses is never searched.
 */
const keywordConditions = (filters: CourseFilters): SQL[] => keywordWords(filters.keyword).map((word) => sql`${searchable.searchText} like ${likePattern(word)}`);

const FACET_COLUMNS = {
  subjectId: searchable.subjectId,
  termId: searchable.termId,
  levelDegreeId: searchable.levelDegreeId,
  platformCombineType: searchable.platformType,
  channelId: searchable.channelId,
  courseTypeId: searchable.courseTypeId,
} as const;

/** The facet filters asked (0 is ALL). */
function facetConditions(filters: CourseFilters): (SQL | undefined)[] {
  return FACETS.map((facet: Facet) => {
    if (filters[facet] === 0) return undefined;
    if (facet === "gradeId") return sql`${searchable.gradeIds} @> array[${filters.gradeId}]::integer[]`;
    return eq(FACET_COLUMNS[facet], filters[facet]);
  });
}

// "Recommended": classes with seats before full ones, then the soonest (the spec names no order).
const ORDER = {
  recommended: [asc(searchable.soldOut), asc(searchable.startsAt), asc(searchable.skuId)],
  startDate: [asc(searchable.startsAt), asc(searchable.skuId)],
  priceAsc: [asc(searchable.price), asc(searchable.skuId)],
  priceDesc: [desc(searchable.price), asc(searchable.skuId)],
} as const;

/** One page of class SKU ids of the site matching the request, and how many match in all. */
export async function searchClassSkus(db: Database, locale: string, request: ParsedRequestOf<"searchCourses">, now: Date): Promise<{ total: number; skuIds: string[] }> {
  const where = and(...siteConditions(locale, request, now, request.includeEnded), ...facetConditions(request), ...keywordConditions(request));
  // Two statements rather than count(*) over (): the page alone can stop after its rows (read in the order's
  // index without filters), and PostgreSQL runs the two side by side.
  const [page, [counted]] = await Promise.all([
    db
      .select({ id: searchable.skuId })
      .from(searchable)
      .where(where)
      .orderBy(...ORDER[request.sort])
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(searchable).where(where),
  ]);
  return { total: counted?.total ?? 0, skuIds: page.map((row) => row.id) };
}

/**
 * For each facet, the values that find at least one class given the other filters (a chosen grade does
 * not hide the other grades: a parent can switch from it). One statement: the distinct facet values of the
 * classes the site, channel group and keyword find; the facets are then sorted out here.
 */
export async function facetValues(db: Database, locale: string, filters: CourseFilters, now: Date): Promise<Record<Facet, Set<number>>> {
  const combinations = await db
    .selectDistinct({ gradeIds: searchable.gradeIds, ...FACET_COLUMNS })
    .from(searchable)
    .where(and(...siteConditions(locale, filters, now, false), ...keywordConditions(filters)));
  return facetValuesAmong(combinations, filters);
}

/**
 * One page of the site's recorded courses, goods and packages whose words hold every word of the keyword (their
 * own words, kept on the SKU: a product is not a class of a course), and how many match in all. A product whose
 * sale has ended is left out; those with something left come first, then the newest.
 */
export async function searchProductSkus(db: Database, locale: Locale, request: ParsedRequestOf<"searchProducts">, now: Date): Promise<{ total: number; skuIds: string[] }> {
  const where = and(
    eq(skus.locale, locale),
    inArray(skus.kind, request.kinds),
    isNotNull(skus.searchText),
    or(isNull(skus.saleEndsAt), gt(skus.saleEndsAt, now)),
    ...keywordWords(request.keyword).map((word) => sql`${skus.searchText} like ${likePattern(word)}`),
  );
  const [page, [counted]] = await Promise.all([
    db
      .select({ id: skus.id })
      .from(skus)
      .where(where)
      .orderBy(asc(sql`${skus.store} - ${skus.taken} <= 0`), desc(skus.createdAt), asc(skus.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(skus).where(where),
  ]);
  return { total: counted?.total ?? 0, skuIds: page.map((row) => row.id) };
}
