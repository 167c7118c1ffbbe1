import { and, asc, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { CourseFilters } from "../../schemas/api/calls/catalogue.js";
import type { ParsedRequestOf } from "../../schemas/api/contract.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

type Facet = "gradeId" | "subjectId" | "termId" | "levelDegreeId" | "platformCombineType" | "channelId" | "courseTypeId";
export const FACETS: readonly Facet[] = ["gradeId", "subjectId", "termId", "levelDegreeId", "platformCombineType", "channelId", "courseTypeId"];

/** `%` and `_` are literal in a keyword. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Words of a keyword: split at spaces; a Chinese or Japanese phrase (no spaces) is one word, found as written. */
export const keywordWords = (keyword: string) => keyword.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** The conditions of the filters (0 is ALL), the keyword (every word somewhere in the course) and, unless asked, not ended. */
function conditions(locale: string, filters: CourseFilters, now: Date, { includeEnded = false, except }: { includeEnded?: boolean; except?: Facet } = {}): SQL[] {
  const applies = (facet: Facet) => facet !== except && filters[facet] !== 0;
  const where: (SQL | undefined)[] = [
    eq(t.skus.locale, locale as never),
    eq(t.skus.kind, "class"),
    includeEnded ? undefined : gt(t.classes.endsAt, now),
    applies("gradeId") ? sql`${t.courses.gradeIds} @> ${JSON.stringify([filters.gradeId])}::jsonb` : undefined,
    applies("subjectId") ? eq(t.courses.subjectId, filters.subjectId) : undefined,
    applies("termId") ? eq(t.courses.termId, filters.termId) : undefined,
    applies("levelDegreeId") ? eq(t.courses.levelDegreeId, filters.levelDegreeId) : undefined,
    applies("platformCombineType") ? eq(t.classes.platformType, filters.platformCombineType as never) : undefined,
    applies("channelId") ? eq(t.courses.channelId, filters.channelId) : undefined,
    applies("courseTypeId") ? eq(t.courses.courseTypeId, filters.courseTypeId) : undefined,
    filters.channelGroupId !== 0 ? eq(t.channels.groupId, filters.channelGroupId) : undefined,
    ...keywordWords(filters.keyword).map((word) => sql`${t.courses.searchText} like ${likePattern(word)}`),
  ];
  return where.filter((condition): condition is SQL => condition !== undefined);
}

// "Recommended": classes with seats before full ones, then the soonest (the spec names no order).
const ORDER = {
  recommended: [asc(sql`${t.skus.store} - ${t.skus.sold} - ${t.skus.held} <= 0`), asc(t.classes.startsAt), asc(t.skus.id)],
  startDate: [asc(t.classes.startsAt), asc(t.skus.id)],
  priceAsc: [asc(t.skus.price), asc(t.skus.id)],
  priceDesc: [desc(t.skus.price), asc(t.skus.id)],
} as const;

/** One page of class SKU ids of the site matching the request, and how many match in all. */
export async function searchClassSkus(db: Database, locale: string, request: ParsedRequestOf<"searchCourses">, now: Date): Promise<{ total: number; skuIds: string[] }> {
  const rows = await db
    .select({ id: t.skus.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(t.skus)
    .innerJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .innerJoin(t.channels, eq(t.channels.id, t.courses.channelId))
    .where(and(...conditions(locale, request, now, { includeEnded: request.includeEnded })))
    .orderBy(...ORDER[request.sort])
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  return { total: rows[0]?.total ?? 0, skuIds: rows.map((row) => row.id) };
}

/**
 * For each facet, the values that find at least one class given the other filters (a chosen grade does
 * not hide the other grades: a parent can switch from it).
 */
export async function facetValues(db: Database, locale: string, filters: CourseFilters, now: Date): Promise<Record<Facet, Set<number>>> {
  const entries = await Promise.all(
    FACETS.map(async (facet) => {
      const rows = await db
        .selectDistinct({
          gradeIds: t.courses.gradeIds,
          subjectId: t.courses.subjectId,
          termId: t.courses.termId,
          levelDegreeId: t.courses.levelDegreeId,
          platformCombineType: t.classes.platformType,
          channelId: t.courses.channelId,
          courseTypeId: t.courses.courseTypeId,
        })
        .from(t.skus)
        .innerJoin(t.classes, eq(t.classes.id, t.skus.classId))
        .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
        .innerJoin(t.channels, eq(t.channels.id, t.courses.channelId))
        .where(and(...conditions(locale, filters, now, { except: facet })));
      const values = new Set(rows.flatMap((row) => (facet === "gradeId" ? row.gradeIds : row[facet] === null ? [] : [row[facet] as number])));
      return [facet, values] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Facet, Set<number>>;
}
