import { and, asc, desc, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { SkuKind } from "../../schemas/catalogue.js";
import type { HandlerContext, Handlers } from "../service/context.js";
import { examEntrance } from "../placement/level-tests/entrance.js";
import { familyMember } from "../accounts/accounts.js";
import { contentIn, loadCards, sellStatusOf, siteSku } from "../catalogue/cards.js";
import { facetValues, searchClassSkus, searchProductSkus, type FACETS } from "../catalogue/search.js";
import { signUpStatus } from "../catalogue/sign-up-check.js";
import { sitemapProducts } from "../catalogue/sitemap.js";
import * as t from "../db/schema.js";

type CatalogueCall =
  | "getChannel"
  | "searchCourses"
  | "searchProducts"
  | "queryCourseSelectors"
  | "queryCourseDetail"
  | "queryAvailableClasses"
  | "queryAggregationalDetail"
  | "queryCourseSellStatus"
  | "querySignUpCheckBase"
  | "querySignUpCheckV2"
  | "queryWishList"
  | "addWish"
  | "cancelWish"
  | "setAvailabilityAlert"
  | "queryCatalogueSitemap";

const NOT_FOUND = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");

/** The signed-in student's uid for marking wishes on cards, or null for a visitor. */
const viewer = (ctx: HandlerContext) => ctx.session?.uid ?? null;

export const catalogueHandlers: Handlers<CatalogueCall> = {
  async queryCatalogueSitemap(_request, ctx) {
    const { locale } = ctx.site();
    const [list, collections] = await Promise.all([
      sitemapProducts(ctx.db, locale, ctx.now),
      ctx.db.select({ id: t.collections.id }).from(t.collections).where(eq(t.collections.locale, locale)).orderBy(asc(t.collections.id)),
    ]);
    return { list, collectionIds: collections.map((collection) => collection.id) };
  },

  async getChannel({ hideGroup, mallGroup }, ctx) {
    // The site's courses counted per channel in one pass (a count per channel row scanned them once each).
    const [rows, counts] = await Promise.all([
      ctx.db
        .select({ id: t.channels.id, names: t.channels.names, hidden: t.channels.hidden, groupId: t.channelGroups.id, groupNames: t.channelGroups.names })
        .from(t.channels)
        .innerJoin(t.channelGroups, eq(t.channelGroups.id, t.channels.groupId))
        .orderBy(asc(t.channelGroups.sort), asc(t.channels.sort)),
      ctx.db
        .select({ channelId: t.courses.channelId, courses: sql<number>`count(*)`.mapWith(Number) })
        .from(t.courses)
        .where(eq(t.courses.locale, ctx.site().locale))
        .groupBy(t.courses.channelId),
    ]);
    const courseCount = new Map(counts.map((count) => [count.channelId, count.courses]));
    return {
      channels: rows
        .filter((row) => !(hideGroup && row.hidden) && (mallGroup === undefined || row.groupId === mallGroup))
        .map((row) => ({ id: row.id, name: ctx.text(row.names), groupId: row.groupId, groupName: ctx.text(row.groupNames), courseCount: courseCount.get(row.id) ?? 0 })),
    };
  },

  async searchCourses(request, ctx) {
    const { total, skuIds } = await searchClassSkus(ctx.db, ctx.site().locale, request, ctx.now);
    return { total, page: request.page, pageSize: request.pageSize, list: await loadCards(ctx, skuIds, viewer(ctx)) };
  },

  async searchProducts(request, ctx) {
    const { total, skuIds } = await searchProductSkus(ctx.db, ctx.site().locale, request, ctx.now);
    return { total, page: request.page, pageSize: request.pageSize, list: await loadCards(ctx, skuIds, viewer(ctx)) };
  },

  async queryCourseSelectors(filters, ctx) {
    const site = ctx.site();
    const found = await facetValues(ctx.db, site.locale, filters, ctx.now);
    const [grades, subjects, terms, levelDegrees, channels, courseTypes] = await Promise.all([
      ctx.db.select().from(t.grades).where(eq(t.grades.system, site.gradeSystem)).orderBy(asc(t.grades.groupIndex), asc(t.grades.sort)),
      ctx.db.select().from(t.subjects).orderBy(asc(t.subjects.id)),
      ctx.db.select().from(t.terms).orderBy(asc(t.terms.id)),
      ctx.db.select().from(t.levelDegrees).orderBy(asc(t.levelDegrees.subjectId), asc(t.levelDegrees.order)),
      ctx.db.select().from(t.channels).orderBy(asc(t.channels.sort)),
      ctx.db.select().from(t.courseTypes).orderBy(asc(t.courseTypes.id)),
    ]);
    const all = { id: 0, name: "ALL" };
    const options = (facet: (typeof FACETS)[number], rows: { id: number; names: Parameters<HandlerContext["text"]>[0] }[]) => [
      all,
      ...rows.filter((row) => found[facet].has(row.id)).map((row) => ({ id: row.id, name: ctx.text(row.names) })),
    ];
    const platforms = [...found.platformCombineType].sort().map((id) => ({ id, name: String(id) }));
    return {
      grades: options("gradeId", grades),
      subjects: options("subjectId", subjects),
      terms: options("termId", terms),
      levelDegrees: options("levelDegreeId", levelDegrees),
      platforms: [all, ...platforms],
      channels: options("channelId", channels),
      courseTypes: options("courseTypeId", courseTypes),
    };
  },

  async queryCourseDetail({ skuId }, ctx) {
    const { sku } = await siteSku(ctx, skuId);
    // Recorded courses and goods have pages and calls of their own.
    if (sku.kind !== "class" && sku.kind !== "package") throw NOT_FOUND();
    const [card] = await loadCards(ctx, [skuId], viewer(ctx));
    const language = ctx.language();
    const fallback = ctx.site().defaultLanguage;
    const [lessons, items, alternates, course] = await Promise.all([
      sku.classId
        ? ctx.db
            .select({ number: t.lessons.number, startsAt: t.lessons.startsAt, endsAt: t.lessons.endsAt, topic: t.lessons.topic, teacherName: t.teachers.name })
            .from(t.lessons)
            .leftJoin(t.teachers, eq(t.teachers.id, t.lessons.teacherId))
            .where(eq(t.lessons.classId, sku.classId))
            .orderBy(asc(t.lessons.number))
        : [],
      ctx.db.select({ id: t.packageItems.itemSkuId }).from(t.packageItems).where(eq(t.packageItems.packageSkuId, skuId)),
      sku.courseId ? courseAlternates(ctx, sku.courseId, sku.kind) : [],
      sku.courseId ? ctx.db.select({ content: t.courses.content }).from(t.courses).where(eq(t.courses.id, sku.courseId)) : [],
    ]);
    return {
      card: card!,
      lessons: lessons.map((lesson) => ({
        number: lesson.number,
        startsAt: lesson.startsAt.toISOString(),
        endsAt: lesson.endsAt.toISOString(),
        topic: lesson.topic[language] ?? lesson.topic[fallback] ?? "",
        teacherName: lesson.teacherName ?? "",
      })),
      syllabus: contentIn(sku.content ?? course[0]?.content ?? null, language, fallback).syllabus,
      items: await loadCards(ctx, items.map((item) => item.id), viewer(ctx)),
      alternates,
      validDays: sku.validDays,
      examEntrance: await examEntrance(ctx, skuId),
    };
  },

  async queryAvailableClasses({ courseId }, ctx) {
    const [course] = await ctx.db.select().from(t.courses).where(and(eq(t.courses.id, courseId), eq(t.courses.locale, ctx.site().locale)));
    if (!course) throw NOT_FOUND();
    const runs = await ctx.db
      .select({ id: t.skus.id })
      .from(t.skus)
      .innerJoin(t.classes, eq(t.classes.id, t.skus.classId))
      .where(and(eq(t.classes.courseId, courseId), gt(t.classes.endsAt, ctx.now)))
      .orderBy(asc(t.classes.startsAt));
    return {
      title: contentIn(course.content, ctx.language(), ctx.site().defaultLanguage).title,
      list: await loadCards(ctx, runs.map((run) => run.id), viewer(ctx)),
    };
  },

  async queryAggregationalDetail({ pageId }, ctx) {
    const site = ctx.site();
    const [collection] = await ctx.db.select().from(t.collections).where(and(eq(t.collections.id, pageId), eq(t.collections.locale, site.locale)));
    if (!collection) throw NOT_FOUND();
    const skuIds = [...new Set(collection.groups.flatMap((group) => group.skuIds))];
    const cards = new Map((await loadCards(ctx, skuIds, viewer(ctx))).map((card) => [card.id, card]));
    const language = ctx.language();
    const { title, summary } = contentIn(collection.content, language, site.defaultLanguage);
    return {
      title,
      summary,
      groups: collection.groups.flatMap((group) => {
        const list = group.skuIds.flatMap((id) => cards.get(id) ?? []);
        const heading = group.title[language] ?? group.title[site.defaultLanguage] ?? Object.values(group.title)[0] ?? "";
        return list.length > 0 ? [{ title: heading, list }] : [];
      }),
    };
  },

  async queryCourseSellStatus({ skuIds }, ctx) {
    const rows = await ctx.db
      .select({ sku: t.skus, endsAt: t.classes.endsAt })
      .from(t.skus)
      .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
      .where(and(eq(t.skus.locale, ctx.site().locale), inArray(t.skus.id, skuIds)));
    return { list: rows.map((row) => sellStatusOf(row.sku, row.endsAt, ctx.now)) };
  },

  async querySignUpCheckBase({ skuId, studentId }, ctx) {
    const { status, message } = await signUpStatus(ctx, skuId, studentId);
    return { status, message };
  },

  async querySignUpCheckV2({ skuId, studentId }, ctx) {
    const { status, message, leftChance = null, examId = null } = await signUpStatus(ctx, skuId, studentId);
    return { status, message, leftChance, examId };
  },

  async queryWishList({ studentId }, ctx) {
    const { member } = await familyMember(ctx, studentId);
    const wished = await ctx.db
      .select({ skuId: t.wishes.skuId })
      .from(t.wishes)
      .innerJoin(t.skus, eq(t.skus.id, t.wishes.skuId))
      .where(and(eq(t.wishes.uid, member.uid), eq(t.skus.locale, ctx.site().locale)))
      .orderBy(desc(t.wishes.createdAt), asc(t.wishes.skuId));
    return { list: await loadCards(ctx, wished.map((row) => row.skuId), member.uid) };
  },

  async addWish({ studentId, skuId }, ctx) {
    const { member } = await familyMember(ctx, studentId);
    await siteSku(ctx, skuId);
    await ctx.db.insert(t.wishes).values({ uid: member.uid, skuId }).onConflictDoNothing();
    return {};
  },

  async cancelWish({ studentId, skuId }, ctx) {
    const { member } = await familyMember(ctx, studentId);
    await siteSku(ctx, skuId);
    await ctx.db.delete(t.wishes).where(and(eq(t.wishes.uid, member.uid), eq(t.wishes.skuId, skuId)));
    return {};
  },

  async setAvailabilityAlert({ studentId, skuId, enabled }, ctx) {
    const { member } = await familyMember(ctx, studentId);
    const { sku, endsAt } = await siteSku(ctx, skuId);
    if (enabled) {
      const status = sellStatusOf(sku, endsAt, ctx.now);
      // An alert waits for a seat or for the sale to open; there is nothing to wait for otherwise.
      if (status.courseClosed || (status.sellStore > 0 && status.remainSellTime === 0))
        throw new ApiError(ErrorCode.INVALID_INPUT, "data.skuId: this can be booked now; an alert is for a full class or one not on sale yet");
    }
    const alertSetAt = enabled ? ctx.now : null;
    await ctx.db
      .insert(t.wishes)
      .values({ uid: member.uid, skuId, alertSetAt })
      .onConflictDoUpdate({ target: [t.wishes.uid, t.wishes.skuId], set: { alertSetAt, alertSentAt: null } });
    return { alertSet: enabled };
  },
};

/** The same course's SKU of the same kind on other sites (one per site), for hreflang. */
async function courseAlternates(ctx: HandlerContext, courseId: string, kind: SkuKind) {
  const [course] = await ctx.db.select({ code: t.courses.catalogueCode }).from(t.courses).where(eq(t.courses.id, courseId));
  if (!course?.code) return [];
  return ctx.db
    .select({ locale: t.skus.locale, skuId: sql<string>`min(${t.skus.id})` })
    .from(t.skus)
    .innerJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .where(and(eq(t.courses.catalogueCode, course.code), ne(t.skus.locale, ctx.site().locale), eq(t.skus.kind, kind)))
    .groupBy(t.skus.locale)
    .orderBy(asc(t.skus.locale));
}
