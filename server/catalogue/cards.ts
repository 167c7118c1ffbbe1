import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { availabilityTag } from "../../rules/catalogue/availability.js";
import { seatsLeft } from "../../rules/catalogue/seats.js";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import type { AttachmentCategory, CourseContent, CourseContentByLanguage } from "../../schemas/catalogue.js";
import type { Language } from "../../schemas/site.js";
import type { HandlerContext } from "../service/context.js";
import { preparedQuery } from "../db/prepared.js";
import * as t from "../db/schema.js";

type SkuRow = typeof t.skus.$inferSelect;

/** A SKU's words in the request's language, else the site's default, else any it has. */
export function contentIn(content: CourseContentByLanguage | null, language: Language, fallback: Language): CourseContent {
  const found = content?.[language] ?? content?.[fallback] ?? Object.values(content ?? {})[0];
  return found ?? { title: "", summary: "", syllabus: [] };
}

/** Seats and sale state as of `now` (SPEC §4 availability tag; the remaining sell time counts down to the sale). */
export function sellStatusOf(sku: Pick<SkuRow, "id" | "store" | "taken" | "saleStartsAt">, endsAt: Date | null, now: Date) {
  const remainSellTime = Math.max(0, (sku.saleStartsAt?.getTime() ?? 0) - now.getTime());
  const stock = { store: sku.store, taken: sku.taken };
  return {
    skuId: sku.id,
    store: sku.store,
    sellStore: seatsLeft(stock),
    tag: availabilityTag({ ...stock, remainSellTimeMs: remainSellTime }),
    remainSellTime,
    courseClosed: endsAt !== null && endsAt.getTime() <= now.getTime(),
  };
}

/**
 * A SKU of the request's site with its class's end, its course's words and grades, and its attachments; another
 * site's, or none, answers 4003.
 */
export async function siteSku(ctx: HandlerContext, skuId: string) {
  return (await siteSkus(ctx, [skuId]))[0]!;
}

const attachedSku = alias(t.skus, "attached_sku");

/** The site's SKUs with these ids and what siteSku answers with them: a row per attachment. */
const siteSkuRows = preparedQuery((db) =>
  db
    .select({ sku: t.skus, endsAt: t.classes.endsAt, courseContent: t.courses.content, gradeIds: t.courses.gradeIds, link: t.skuAttachments, attached: attachedSku })
    .from(t.skus)
    .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .leftJoin(t.skuAttachments, eq(t.skuAttachments.skuId, t.skus.id))
    .leftJoin(attachedSku, eq(attachedSku.id, t.skuAttachments.attachedSkuId))
    .where(and(sql`${t.skus.id} = any(${sql.placeholder("ids")})`, eq(t.skus.locale, sql.placeholder("locale"))))
    .prepare("site_skus"),
);

type SiteSkuRow = Awaited<ReturnType<ReturnType<typeof siteSkuRows>["execute"]>>[number];
export type SiteSku = Omit<SiteSkuRow, "link" | "attached"> & { attachments: { sku: SkuRow; required: boolean; selected: boolean }[] };

/** The same for several SKUs at once, in the order asked, in one statement; any id that is not the site's answers 4003. */
export async function siteSkus(ctx: HandlerContext, skuIds: readonly string[]): Promise<SiteSku[]> {
  const rows = await siteSkuRows(ctx.db).execute({ ids: [...skuIds], locale: ctx.site().locale });
  const byId = new Map<string, SiteSku>();
  for (const { link, attached, ...row } of rows) {
    let found = byId.get(row.sku.id);
    if (!found) byId.set(row.sku.id, (found = { ...row, attachments: [] }));
    if (link && attached) found.attachments.push({ sku: attached, required: link.required, selected: link.selected });
  }
  return skuIds.map((skuId) => {
    const found = byId.get(skuId);
    if (!found) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    return found;
  });
}

/** What a card shows of an attachment, as the card's read aggregates it. */
interface CardAttachment {
  attachedSkuId: string;
  category: AttachmentCategory;
  required: boolean;
  selected: boolean;
  content: CourseContentByLanguage | null;
  price: number;
}

/**
 * The cards' one read: each SKU of the site with its course and class, its class's lesson counts, its attachments
 * and the student's wish, by subqueries of the row (a list of cards is one round trip to the store).
 */
const cardRows = preparedQuery((db) => {
  const wish = (condition?: SQL) =>
    sql<boolean>`exists (select 1 from ${t.wishes} where ${t.wishes.uid} = ${sql.placeholder("uid")} and ${t.wishes.skuId} = ${t.skus.id}${condition ? sql` and ${condition}` : sql``})`;
  // Both counts from one pass over the class's lessons by its key. As two subqueries, the count of lessons still
  // to come was planned on PGlite (no statistics) as the class's lessons AND every future lesson of every class by
  // the start index: 2.7 ms a card instead of 0.1.
  const lessonCounts = db
    .select({
      total: sql<number>`count(*)`.mapWith(Number).as("lesson_total"),
      left: sql<number>`count(*) filter (where ${t.lessons.startsAt} > ${sql.placeholder("now")})`.mapWith(Number).as("lessons_left"),
    })
    .from(t.lessons)
    .where(eq(t.lessons.classId, t.classes.id))
    .as("lesson_counts");
  return db
    .select({
      sku: t.skus,
      course: t.courses,
      run: t.classes,
      lessonTotal: lessonCounts.total,
      lessonsLeft: lessonCounts.left,
      attachments: sql<CardAttachment[]>`coalesce((
        select json_agg(json_build_object('attachedSkuId', a.attached_sku_id, 'category', a.category, 'required', a.required, 'selected', a.selected,
                                          'content', attached.content, 'price', attached.price))
        from ${t.skuAttachments} a join ${t.skus} attached on attached.id = a.attached_sku_id
        where a.sku_id = ${t.skus.id}), '[]'::json)`,
      inWish: wish(),
      alertSet: wish(sql`${t.wishes.alertSetAt} is not null and ${t.wishes.alertSentAt} is null`),
    })
    .from(t.skus)
    .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .leftJoinLateral(lessonCounts, sql`true`)
    .where(and(eq(t.skus.locale, sql.placeholder("locale")), sql`${t.skus.id} = any(${sql.placeholder("ids")})`))
    .prepare("card_rows");
});

/**
 * Cards of SKUs of the request's site, in the order asked (ids of another site or none are left out).
 * `uid` marks the student's wishes and alerts.
 */
export async function loadCards(ctx: HandlerContext, skuIds: readonly string[], uid: string | null): Promise<CourseCard[]> {
  return (await loadCardsWithSkus(ctx, skuIds, uid)).map(({ card }) => card);
}

/** The same cards with the SKU row and class end each was made from, for callers that apply the sale rules too. */
export async function loadCardsWithSkus(ctx: HandlerContext, skuIds: readonly string[], uid: string | null): Promise<{ card: CourseCard; sku: SkuRow; classEndsAt: Date | null }[]> {
  if (skuIds.length === 0) return [];
  const site = ctx.site();
  const language = ctx.language();
  const ids = [...skuIds];
  const [rows, reference] = await Promise.all([cardRows(ctx.db).execute({ ids, locale: site.locale, uid, now: ctx.now.toISOString() }), referenceNames(ctx)]);
  const text = (content: CourseContentByLanguage | null) => contentIn(content, language, site.defaultLanguage);
  const people = (ids: number[], identityType: "teacher" | "tutor") =>
    ids.flatMap((id) => {
      const teacher = reference.teachers.get(id);
      return teacher ? [{ id, name: teacher.name, avatar: teacher.avatar, identityType }] : [];
    });

  const cardOf = ({ sku, course, run, lessonTotal, lessonsLeft, attachments, inWish, alertSet }: (typeof rows)[number]): CourseCard => {
    const words = text(sku.content ?? course?.content ?? null);
    const point = run?.teachingPointId ? reference.points.get(run.teachingPointId) : undefined;
    const status = sellStatusOf(sku, run?.endsAt ?? null, ctx.now);
    return {
      id: sku.id,
      kind: sku.kind,
      title: words.title,
      summary: words.summary,
      tag: status.tag,
      store: status.store,
      sellStore: status.sellStore,
      remainSellTime: status.remainSellTime,
      sellPrice: sku.price,
      orgPrice: sku.orgPrice,
      perSellPrice: lessonTotal ? Math.round(sku.price / lessonTotal) : null,
      showPriceIsInclude: site.commerce.tax?.included ?? true,
      inWish,
      alertSet,
      existStage: false,
      activityInfo: sku.activity,
      attachedItems: attachments.map((item) => ({
        skuId: item.attachedSkuId,
        title: text(item.content).title,
        category: item.category,
        price: item.price,
        required: item.required,
        selected: item.selected,
      })),
      spec:
        course && run
          ? {
              courseId: course.id,
              clazzId: run.id,
              courseType: reference.courseTypes.get(course.courseTypeId) ?? "",
              courseTypeId: course.courseTypeId,
              subjectId: course.subjectId,
              subjectFullName: reference.subjects.get(course.subjectId) ?? "",
              gradeList: course.gradeIds.flatMap((id) => (reference.grades.has(id) ? [{ id, name: reference.grades.get(id)! }] : [])),
              termId: course.termId,
              term: reference.terms.get(course.termId) ?? "",
              year: course.year,
              platformType: run.platformType,
              deliveryMode: run.deliveryMode,
              levelDegreeId: course.levelDegreeId,
              levelDegreeName: course.levelDegreeId ? (reference.levelDegrees.get(course.levelDegreeId) ?? "") : "",
              levelDegreeStar: course.levelDegreeStar,
              startDate: run.startsAt.toISOString(),
              endDate: run.endsAt.toISOString(),
              lessonCount: lessonTotal,
              leftLesson: lessonsLeft,
              firstLessonTime: run.startsAt.toISOString(),
              courseClosed: status.courseClosed,
              teacherList: people(run.teacherIds, "teacher"),
              tutorList: people(run.tutorIds, "tutor"),
              venueName: point?.name ?? "",
              venueAddress: point?.address ?? "",
              venuePhone: point?.phone ?? "",
              isCompetition: course.isCompetition,
              curriculumPackageId: course.curriculumPackageId,
              channelId: course.channelId,
            }
          : null,
    };
  };

  const cards = rows.map((row) => ({ sku: row.sku, classEndsAt: row.run?.endsAt ?? null, card: cardOf(row) }));
  const order = new Map(skuIds.map((id, index) => [id, index]));
  return cards.sort((a, b) => order.get(a.sku.id)! - order.get(b.sku.id)!);
}

/** Names of reference data in the request's language, kept a minute per site and language. */
function referenceNames(ctx: HandlerContext) {
  const site = ctx.site();
  return ctx.memo(`catalogue-names:${site.locale}:${ctx.language()}`, async () => {
    const [subjects, terms, courseTypes, levelDegrees, grades, teachers, points] = await Promise.all([
      ctx.db.select().from(t.subjects),
      ctx.db.select().from(t.terms),
      ctx.db.select().from(t.courseTypes),
      ctx.db.select().from(t.levelDegrees),
      ctx.db.select().from(t.grades).where(eq(t.grades.system, site.gradeSystem)),
      ctx.db.select().from(t.teachers).where(eq(t.teachers.locale, site.locale)),
      ctx.db.select().from(t.teachingPoints).where(eq(t.teachingPoints.locale, site.locale)),
    ]);
    const named = (rows: { id: number; names: Parameters<HandlerContext["text"]>[0] }[]) => new Map(rows.map((row) => [row.id, ctx.text(row.names)]));
    return {
      subjects: named(subjects),
      terms: named(terms),
      courseTypes: named(courseTypes),
      levelDegrees: named(levelDegrees),
      grades: named(grades),
      teachers: new Map(teachers.map((teacher) => [teacher.id, teacher])),
      points: new Map(points.map((point) => [point.id, point])),
    };
  });
}
