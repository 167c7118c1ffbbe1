import { judgeCoupon, type PricedLine } from "../../rules/commerce/coupons.js";
import { familyMember, signedInFamilyId } from "../accounts/accounts.js";
import { buildCheckout, pricedForCoupons } from "../commerce/checkout.js";
import { bestFamilyCoupons, couponTerms, couponViews, familyCouponDetail, listFamilyCoupons, redeemCouponCode, usableCoupons } from "../commerce/coupons.js";
import type { HandlerContext, Handlers } from "../service/context.js";

/** The checkout's lines priced for coupons (without coupons), or its first instalment only when asked. */
async function pricedLines(ctx: HandlerContext, studentId: string, products: { skuId: string; quantity: number; attachmentSkuIds?: string[] }[], firstStageOnly = false): Promise<{ familyId: string; lines: PricedLine[] }> {
  const { family, member } = await familyMember(ctx, studentId);
  const checkout = await buildCheckout(ctx, family, member, { items: products, couponIds: [], paymentMethod: 0 });
  const lines = pricedForCoupons(checkout.lines);
  if (!firstStageOnly || !checkout.instalmentsOffered) return { familyId: family.id, lines };
  // remainStagePriceAfterDiscount: coupons are judged against what the first instalment charges for the class.
  const instalments = await buildCheckout(ctx, family, member, { items: products, couponIds: [], paymentMethod: 1 });
  const firstStage = instalments.stages.find((stage) => stage.amount > 0)?.amount ?? 0;
  return { familyId: family.id, lines: lines.map((line, index) => (index === 0 ? { ...line, amount: Math.min(line.amount, firstStage) } : line)) };
}

export const couponHandlers: Handlers<"queryUserCoupons" | "queryCouponDetail" | "redeemCoupon" | "queryAvalibaleCoupons" | "recommendCoupons"> = {
  async queryUserCoupons({ list }, ctx) {
    const familyId = signedInFamilyId(ctx);
    return { list: await listFamilyCoupons(ctx, familyId, list) };
  },
  async queryCouponDetail({ couponId }, ctx) {
    const familyId = signedInFamilyId(ctx);
    return familyCouponDetail(ctx, familyId, couponId);
  },
  async redeemCoupon({ code }, ctx) {
    const familyId = signedInFamilyId(ctx);
    return redeemCouponCode(ctx, familyId, code);
  },
  async queryAvalibaleCoupons({ studentId, products, historyUseCouponIds, remainStagePriceAfterDiscount }, ctx) {
    const { familyId, lines } = await pricedLines(ctx, studentId, products, remainStagePriceAfterDiscount);
    const held = await usableCoupons(ctx, familyId);
    const chosen = held.filter(({ coupon }) => historyUseCouponIds.includes(coupon.id)).map(couponTerms);
    const views = await couponViews(ctx, held);
    const effectCoupons = held.map((coupon, index) => {
      const terms = couponTerms(coupon);
      const others = chosen.filter((other) => other.id !== terms.id && other.category !== terms.category);
      const use = judgeCoupon(terms, lines, others, ctx.now);
      return { ...views[index]!, usable: use.usable, reason: use.usable ? null : use.reason, saving: use.usable ? use.saving : 0 };
    });
    return {
      canUseCount: effectCoupons.filter((coupon) => coupon.usable).length,
      useCouponInfo: await bestFamilyCoupons(ctx, familyId, lines),
      effectCoupons,
    };
  },
  async recommendCoupons({ studentId, products }, ctx) {
    const { familyId, lines } = await pricedLines(ctx, studentId, products);
    return bestFamilyCoupons(ctx, familyId, lines);
  },
};
