import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { SkuKind } from "../../schemas/catalogue.js";
import type { Site } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";

/** The kinds with a page of their own: a subscription plan is bought from its course's pages. */
const LISTED_KINDS: SkuKind[] = ["class", "package", "recorded", "goods"];

export interface SitemapProduct {
  skuId: string;
  kind: SkuKind;
  /** The same course's product of the same kind on other sites (one per site), for hreflang. */
  alternates: { locale: string; skuId: string }[];
}

/**
 * The products of a site a search engine should know (issue 13: course pages are in the sitemap with
 * hreflang): every goods, package and recorded course, and the classes that have not ended.
 */
export async function sitemapProducts(db: Database, locale: Site["locale"], now: Date): Promise<SitemapProduct[]> {
  const rows = await db
    .select({ skuId: t.skus.id, kind: t.skus.kind, code: t.courses.catalogueCode })
    .from(t.skus)
    .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .where(and(eq(t.skus.locale, locale), inArray(t.skus.kind, LISTED_KINDS), or(isNull(t.skus.classId), gt(t.classes.endsAt, now))))
    .orderBy(t.skus.id);
  const codes = [...new Set(rows.flatMap((row) => (row.code ? [row.code] : [])))];
  const others = codes.length
    ? await db
        .select({ code: t.courses.catalogueCode, kind: t.skus.kind, locale: t.skus.locale, skuId: sql<string>`min(${t.skus.id})` })
        .from(t.skus)
        .innerJoin(t.courses, eq(t.courses.id, t.skus.courseId))
        .where(and(isNotNull(t.courses.catalogueCode), inArray(t.courses.catalogueCode, codes), ne(t.skus.locale, locale)))
        .groupBy(t.courses.catalogueCode, t.skus.kind, t.skus.locale)
        .orderBy(t.skus.locale)
    : [];
  return rows.map(({ skuId, kind, code }) => ({
    skuId,
    kind,
    alternates: code ? others.filter((other) => other.code === code && other.kind === kind).map(({ locale: site, skuId: id }) => ({ locale: site, skuId: id })) : [],
  }));
}
