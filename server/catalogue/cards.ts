import { and, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { availabilityTag } from "../../rules/catalogue/availability.js";
import { seatsLeft } from "../../rules/catalogue/seats.js";
import type { CourseCard } from "../../schemas/api/calls/catalogue.js";
import type { CourseContent, CourseContentByLanguage } from "../../schemas/catalogue.js";
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

/** A SKU of the request's site with its class's end and its course's words and grades; another site's, or none, answers 4003. */
export async function siteSku(ctx: HandlerContext, skuId: string) {
  return (await siteSkus(ctx, [skuId]))[0]!;
}

const siteSkuRows = preparedQuery((db) =>
  db
    .select({ sku: t.skus, endsAt: t.classes.endsAt, courseContent: t.courses.content, gradeIds: t.courses.gradeIds })
    .from(t.skus)
    .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .where(and(sql`${t.skus.id} = any(${sql.placeholder("ids")})`, eq(t.skus.locale, sql.placeholder("locale"))))
    .prepare("site_skus"),
);

/** The same for several SKUs at once, in the order asked; any id that is not the site's answers 4003. */
export async function siteSkus(ctx: HandlerContext, skuIds: readonly string[]) {
  const rows = await siteSkuRows(ctx.db).execute({ ids: [...skuIds], locale: ctx.site().locale });
  const byId = new Map(rows.map((row) => [row.sku.id, row]));
  return skuIds.map((skuId) => {
    const row = byId.get(skuId);
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    return row;
  });
}

const cardRows = preparedQuery((db) =>
  db
    .select({ sku: t.skus, course: t.courses, run: t.classes })
    .from(t.skus)
    .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
    .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .where(and(eq(t.skus.locale, sql.placeholder("locale")), sql`${t.skus.id} = any(${sql.placeholder("ids")})`))
    .prepare("card_rows"),
);

const cardLessonCounts = preparedQuery((db) =>
  db
    .select({
      classId: t.lessons.classId,
      total: sql<number>`count(*)`.mapWith(Number),
      left: sql<number>`count(*) filter (where ${t.lessons.startsAt} > ${sql.placeholder("now")})`.mapWith(Number),
    })
    .from(t.lessons)
    .where(sql`${t.lessons.classId} = any(${sql.placeholder("classIds")})`)
    .groupBy(t.lessons.classId)
    .prepare("card_lesson_counts"),
);

const cardAttachments = preparedQuery((db) =>
  db
    .select({ attachment: t.skuAttachments, content: t.skus.content, price: t.skus.price })
    .from(t.skuAttachments)
    .innerJoin(t.skus, eq(t.skus.id, t.skuAttachments.attachedSkuId))
    .where(sql`${t.skuAttachments.skuId} = any(${sql.placeholder("ids")})`)
    .prepare("card_attachments"),
);

const cardWishes = preparedQuery((db) =>
  db
    .select({ skuId: t.wishes.skuId, alertSetAt: t.wishes.alertSetAt, alertSentAt: t.wishes.alertSentAt })
    .from(t.wishes)
    .where(and(eq(t.wishes.uid, sql.placeholder("uid")), sql`${t.wishes.skuId} = any(${sql.placeholder("ids")})`))
    .prepare("card_wishes"),
);

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
  const rows = await cardRows(ctx.db).execute({ ids, locale: site.locale });
  const runIds = rows.flatMap((row) => (row.run ? [row.run.id] : []));
  const [reference, lessonCounts, attachments, wishes] = await Promise.all([
    referenceNames(ctx),
    runIds.length ? cardLessonCounts(ctx.db).execute({ classIds: runIds, now: ctx.now.toISOString() }) : [],
    cardAttachments(ctx.db).execute({ ids }),
    uid ? cardWishes(ctx.db).execute({ uid, ids }) : [],
  ]);
  const lessonsOf = new Map(lessonCounts.map((row) => [row.classId, row]));
  const wishOf = new Map(wishes.map((row) => [row.skuId, row]));
  const text = (content: CourseContentByLanguage | null) => contentIn(content, language, site.defaultLanguage);
  const people = (ids: number[], identityType: "teacher" | "tutor") =>
    ids.flatMap((id) => {
      const teacher = reference.teachers.get(id);
      return teacher ? [{ id, name: teacher.name, avatar: teacher.avatar, identityType }] : [];
    });

  const cardOf = ({ sku, course, run }: (typeof rows)[number]): CourseCard => {
    const words = text(sku.content ?? course?.content ?? null);
    const lessons = run ? lessonsOf.get(run.id) : undefined;
    const point = run?.teachingPointId ? reference.points.get(run.teachingPointId) : undefined;
    const wish = wishOf.get(sku.id);
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
      perSellPrice: lessons?.total ? Math.round(sku.price / lessons.total) : null,
      showPriceIsInclude: site.commerce.tax?.included ?? true,
      inWish: wish !== undefined,
      alertSet: wish?.alertSetAt != null && wish.alertSentAt == null,
      existStage: false,
      activityInfo: sku.activity,
      attachedItems: attachments
        .filter((row) => row.attachment.skuId === sku.id)
        .map((row) => ({
          skuId: row.attachment.attachedSkuId,
          title: text(row.content).title,
          category: row.attachment.category,
          price: row.price,
          required: row.attachment.required,
          selected: row.attachment.selected,
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
              lessonCount: lessons?.total ?? 0,
              leftLesson: lessons?.left ?? 0,
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
