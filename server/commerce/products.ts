import { asc, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { CouponCategory } from "../../schemas/commerce.js";
import type { CourseContentByLanguage, SkuKind } from "../../schemas/catalogue.js";
import { sellStatusOf, siteSku, siteSkus, type SiteSku } from "../catalogue/cards.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";

export type SkuRow = typeof t.skus.$inferSelect;

/** A product as the cart and the checkout need it: the SKU, its class's end and lesson starts, its attachments. */
export interface SellableProduct {
  sku: SkuRow;
  /** Its title and words: its own, or its course's for a class. */
  content: CourseContentByLanguage;
  classEndsAt: Date | null;
  /** The grades its course is for (the sign-up check's reminder); null for goods. */
  gradeIds: number[] | null;
  lessonStarts: Date[];
  attachments: SiteSku["attachments"];
}

/** Goods and materials are materials for coupons; everything that teaches is tuition (SPEC §3 Coupon). */
export function couponCategoryOf(kind: SkuKind): CouponCategory {
  return kind === "goods" ? "materials" : "tuition";
}

/** A seat or a course is bought once per order; goods by the item. */
export const soldByTheItem = (kind: SkuKind) => kind === "goods";

/**
 * The products of the request's site with these ids, by id. An id of another site or none answers 4003, as
 * every call does for what is not the caller's.
 */
export async function loadSellableProducts(ctx: HandlerContext, skuIds: readonly string[]): Promise<Map<string, SellableProduct>> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return new Map();
  const found = await siteSkus(ctx, ids);

  const classIds = found.flatMap((row) => (row.sku.classId ? [row.sku.classId] : []));
  const lessonRows = classIds.length
    ? await ctx.db.select({ classId: t.lessons.classId, startsAt: t.lessons.startsAt }).from(t.lessons).where(inArray(t.lessons.classId, classIds)).orderBy(asc(t.lessons.startsAt))
    : [];
  return new Map(
    found.map((row) => [
      row.sku.id,
      {
        sku: row.sku,
        content: row.sku.content ?? row.courseContent ?? {},
        classEndsAt: row.endsAt,
        gradeIds: row.gradeIds,
        lessonStarts: lessonRows.filter((lesson) => lesson.classId === row.sku.classId).map((lesson) => lesson.startsAt),
        attachments: row.attachments,
      },
    ]),
  );
}

/** One product of the site as the cart's rules need it, without attachments or lessons; a subscription plan answers 4003 (it is bought on its own, for a period). */
export async function sellableSku(ctx: HandlerContext, skuId: string): Promise<Pick<SellableProduct, "sku" | "classEndsAt">> {
  const { sku, endsAt } = await siteSku(ctx, skuId);
  if (sku.kind === "subscription") throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { sku, classEndsAt: endsAt };
}

/** Why a product cannot be bought at `now`, or null: its class or sale is over, its sale has not opened, or too few are left. */
export function purchaseProblem(product: Pick<SellableProduct, "sku" | "classEndsAt">, quantity: number, now: Date): "ended" | "notOnSale" | "soldOut" | null {
  const status = sellStatusOf(product.sku, product.classEndsAt, now);
  if (status.courseClosed || (product.sku.saleEndsAt && product.sku.saleEndsAt.getTime() <= now.getTime())) return "ended";
  if (status.remainSellTime > 0) return "notOnSale";
  if (status.sellStore < quantity) return "soldOut";
  return null;
}

/** Whether an attachment is bought with its product: a required one always, an optional one when chosen (or selected by default). */
export function isChosenAttachment(attachment: { required: boolean; selected: boolean }, skuId: string, chosenIds: readonly string[] | null | undefined): boolean {
  return attachment.required || (chosenIds ? chosenIds.includes(skuId) : attachment.selected);
}

/** The attachments bought with a product. */
export function chosenAttachments(product: SellableProduct, chosenIds: readonly string[] | null | undefined) {
  return product.attachments.filter((attachment) => isChosenAttachment(attachment, attachment.sku.id, chosenIds));
}
