import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { CouponView } from "../../schemas/api/calls/coupons.js";
import { bestCoupons, couponHistoryStatus, couponTimeStatus, type CouponTerms, type PricedLine } from "../../rules/commerce/coupons.js";
import { contentIn } from "../catalogue/cards.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";

type CampaignRow = typeof t.couponCampaigns.$inferSelect;
type FamilyCouponRow = typeof t.familyCoupons.$inferSelect;
export interface HeldCoupon {
  coupon: FamilyCouponRow;
  campaign: CampaignRow;
}

export function couponTerms({ coupon, campaign }: HeldCoupon): CouponTerms {
  return {
    id: coupon.id,
    category: campaign.category,
    discount: campaign.discountKind === "amount" ? { kind: "amount", amount: campaign.discountValue } : { kind: "percent", basisPoints: campaign.discountValue },
    minimumSpend: campaign.minimumSpend,
    maxSaving: campaign.maxSaving,
    skuIds: campaign.skuIds,
    startsAt: campaign.startsAt,
    endsAt: campaign.endsAt,
    combinable: campaign.combinable,
  };
}

const heldCoupons = (db: Database) =>
  db.select({ coupon: t.familyCoupons, campaign: t.couponCampaigns }).from(t.familyCoupons).innerJoin(t.couponCampaigns, eq(t.couponCampaigns.id, t.familyCoupons.campaignId));

/** The family's coupons that can still be used: not used, not held by an unpaid order, not ended. */
export function usableCoupons(ctx: HandlerContext, familyId: string): Promise<HeldCoupon[]> {
  return heldCoupons(ctx.db)
    .where(and(eq(t.familyCoupons.familyId, familyId), isNull(t.familyCoupons.usedAt), isNull(t.familyCoupons.orderId), gt(t.couponCampaigns.endsAt, ctx.now)))
    .orderBy(asc(t.couponCampaigns.endsAt), asc(t.familyCoupons.id));
}

function historyCoupons(ctx: HandlerContext, familyId: string): Promise<HeldCoupon[]> {
  return heldCoupons(ctx.db)
    .where(and(eq(t.familyCoupons.familyId, familyId), or(isNotNull(t.familyCoupons.usedAt), lte(t.couponCampaigns.endsAt, ctx.now))))
    .orderBy(desc(sql`coalesce(${t.familyCoupons.usedAt}, ${t.couponCampaigns.endsAt})`));
}

/** The best legal choice among the family's usable coupons for these lines (useCouponInfo, recommendCoupons). */
export async function bestFamilyCoupons(ctx: HandlerContext, familyId: string, lines: readonly PricedLine[]): Promise<{ couponIds: string[]; saving: number }> {
  const best = bestCoupons((await usableCoupons(ctx, familyId)).map(couponTerms), lines, ctx.now);
  return { couponIds: best.chosen.map((coupon) => coupon.id), saving: best.saving };
}

/** The family's coupons with these ids, usable now; one that is not the family's answers 4003, one used or held 'Coupon invalid'. */
export async function chosenCoupons(ctx: HandlerContext, familyId: string, couponIds: readonly string[]): Promise<HeldCoupon[]> {
  const ids = [...new Set(couponIds)];
  if (ids.length === 0) return [];
  const rows = await heldCoupons(ctx.db).where(and(eq(t.familyCoupons.familyId, familyId), inArray(t.familyCoupons.id, ids)));
  if (rows.length !== ids.length) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  if (rows.some(({ coupon, campaign }) => coupon.usedAt || coupon.orderId || campaign.endsAt.getTime() <= ctx.now.getTime())) throw new ApiError(ErrorCode.COUPON_INVALID);
  return rows;
}

/** Coupons as the pages show them, with the titles of the products they are limited to. */
export async function couponViews(ctx: HandlerContext, held: readonly HeldCoupon[]): Promise<CouponView[]> {
  const site = ctx.site();
  const language = ctx.language();
  const limitedTo = [...new Set(held.flatMap(({ campaign }) => campaign.skuIds ?? []))];
  const products = limitedTo.length
    ? await ctx.db
        .select({ id: t.skus.id, content: t.skus.content, courseContent: t.courses.content })
        .from(t.skus)
        .leftJoin(t.courses, eq(t.courses.id, t.skus.courseId))
        .where(inArray(t.skus.id, limitedTo))
    : [];
  const titleOf = new Map(products.map((product) => [product.id, contentIn(product.content ?? product.courseContent, language, site.defaultLanguage).title]));
  return held.map(({ coupon, campaign }) => {
    const words = contentIn(campaign.content, language, site.defaultLanguage);
    const terms = couponTerms({ coupon, campaign });
    return {
      id: coupon.id,
      title: words.title,
      terms: words.summary,
      category: campaign.category,
      discount: terms.discount,
      minimumSpend: campaign.minimumSpend,
      maxSaving: campaign.maxSaving,
      products: (campaign.skuIds ?? []).flatMap((skuId) => (titleOf.has(skuId) ? [{ skuId, title: titleOf.get(skuId)! }] : [])),
      combinable: campaign.combinable,
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
      timeStatus: coupon.usedAt ? null : couponTimeStatus(terms, coupon.receivedAt, ctx.now),
      historyStatus: couponHistoryStatus(terms, coupon.usedAt, ctx.now),
    };
  });
}

export async function listFamilyCoupons(ctx: HandlerContext, familyId: string, list: "available" | "history") {
  const held = list === "available" ? await usableCoupons(ctx, familyId) : await historyCoupons(ctx, familyId);
  return couponViews(ctx, held);
}

export async function familyCouponDetail(ctx: HandlerContext, familyId: string, couponId: string): Promise<CouponView> {
  const [held] = await heldCoupons(ctx.db).where(and(eq(t.familyCoupons.familyId, familyId), eq(t.familyCoupons.id, couponId)));
  if (!held) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return (await couponViews(ctx, [held]))[0]!;
}

/**
 * Gives the family the coupon of a promo code of the site. The campaign's count of redemptions is taken with a
 * conditional update, so a limited code is never redeemed more often than its limit, however many try at once.
 */
export async function redeemCouponCode(ctx: HandlerContext, familyId: string, code: string): Promise<CouponView> {
  const [campaign] = await ctx.db
    .select()
    .from(t.couponCampaigns)
    .where(and(eq(t.couponCampaigns.locale, ctx.site().locale), eq(t.couponCampaigns.redeemCode, code.toUpperCase())));
  if (!campaign) throw new ApiError(ErrorCode.COUPON_NOT_FOUND);
  if (campaign.endsAt.getTime() <= ctx.now.getTime()) throw new ApiError(ErrorCode.COUPON_INVALID);
  const [coupon] = await ctx.db.insert(t.familyCoupons).values({ familyId, campaignId: campaign.id, receivedAt: ctx.now }).onConflictDoNothing().returning();
  if (!coupon) throw new ApiError(ErrorCode.COUPON_INVALID, ctx.say("couponAlreadyHeld"));
  const counted = await ctx.db
    .update(t.couponCampaigns)
    .set({ redeemed: sql`${t.couponCampaigns.redeemed} + 1` })
    .where(and(eq(t.couponCampaigns.id, campaign.id), or(isNull(t.couponCampaigns.redeemLimit), sql`${t.couponCampaigns.redeemed} < ${t.couponCampaigns.redeemLimit}`)))
    .returning({ id: t.couponCampaigns.id });
  // Used up: the caller's transaction (redeemCoupon is idempotent, so it runs in one) takes the coupon back.
  if (counted.length === 0) throw new ApiError(ErrorCode.COUPON_INVALID, ctx.say("promoCodeUsedUp"));
  return (await couponViews(ctx, [{ coupon, campaign }]))[0]!;
}
