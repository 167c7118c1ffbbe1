import { and, eq, gt, isNull, or } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { CourseContentByLanguage, SkuKind } from "../../schemas/catalogue.js";
import type { HandlerContext } from "../service/context.js";
import * as t from "../db/schema.js";
import { contentIn, loadCards, siteSku } from "./cards.js";

/** A SKU of the site of the one kind a product page shows; any other (or none) answers 4003. */
async function siteProduct(ctx: HandlerContext, skuId: string, kind: Extract<SkuKind, "recorded" | "goods">) {
  const { sku } = await siteSku(ctx, skuId);
  if (sku.kind !== kind) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return sku;
}

function titleIn(ctx: HandlerContext, content: CourseContentByLanguage) {
  return contentIn(content, ctx.language(), ctx.site().defaultLanguage).title;
}

/** A recorded course as its page shows it; `uid` marks the student's wish. */
export async function recordedCourseDetail(ctx: HandlerContext, skuId: string, uid: string | null): Promise<ResponseOf<"queryRecordedCourseDetail">> {
  const sku = await siteProduct(ctx, skuId, "recorded");
  const [cards, [course]] = await Promise.all([
    loadCards(ctx, [skuId], uid),
    sku.courseId ? ctx.db.select({ id: t.courses.id, content: t.courses.content }).from(t.courses).where(eq(t.courses.id, sku.courseId)) : [],
  ]);
  const syllabusOf = (content: CourseContentByLanguage | null) => contentIn(content, ctx.language(), ctx.site().defaultLanguage).syllabus;
  const own = syllabusOf(sku.content);
  return {
    card: cards[0]!,
    // A recorded course without a syllabus of its own follows its course's.
    syllabus: own.length > 0 || !course ? own : syllabusOf(course.content),
    validDays: sku.validDays,
    course: course ? { id: course.id, title: titleIn(ctx, course.content) } : null,
  };
}

/** Goods as their page shows them, with the courses whose classes still on offer sell them as material. */
export async function goodsDetail(ctx: HandlerContext, skuId: string, uid: string | null): Promise<ResponseOf<"queryGoodsDetail">> {
  await siteProduct(ctx, skuId, "goods");
  const [cards, courses] = await Promise.all([
    loadCards(ctx, [skuId], uid),
    ctx.db
      .selectDistinct({ id: t.courses.id, content: t.courses.content })
      .from(t.skuAttachments)
      .innerJoin(t.skus, eq(t.skus.id, t.skuAttachments.skuId))
      .innerJoin(t.courses, eq(t.courses.id, t.skus.courseId))
      .leftJoin(t.classes, eq(t.classes.id, t.skus.classId))
      .where(
        and(
          eq(t.skuAttachments.attachedSkuId, skuId),
          eq(t.skus.locale, ctx.site().locale),
          or(isNull(t.skus.classId), gt(t.classes.endsAt, ctx.now)),
        ),
      ),
  ]);
  const language = ctx.language();
  return {
    card: cards[0]!,
    materialFor: courses
      .map((course) => ({ id: course.id, title: titleIn(ctx, course.content) }))
      .sort((a, b) => a.title.localeCompare(b.title, language) || a.id.localeCompare(b.id)),
  };
}
