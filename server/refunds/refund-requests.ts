import { randomUUID } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { refundArrivalDays, type RefundQuote } from "../../rules/commerce/refunds.js";
import { maskEmail, shownPhone } from "../../rules/contact-masks.js";
import { CodeScene } from "../../schemas/account-values.js";
import { REFUND_REASON_NEEDING_TEXT, type RefundDetail } from "../../schemas/api/calls/refunds.js";
import type { ParsedRequestOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { signedInFamily, signedInFamilyId } from "../accounts/accounts.js";
import { emailKey, phoneKey, type CodeCheck } from "../auth/one-time-codes.js";
import { contentIn } from "../catalogue/cards.js";
import { familyOrder } from "../commerce/orders.js";
import * as t from "../db/schema.js";
import { codeMessage } from "../messaging/code-message.js";
import type { RateLimitPolicy } from "../security/rate-limit.js";
import type { HandlerContext } from "../service/context.js";
import { refundReasonText } from "./reasons.js";
import { quoteOrderRefund, refundableQuote, refundFigures, type OrderRow } from "./refund-quote.js";

/**
 * A refund request's code is checked inside the request's transaction, where a wrong one cannot count against the
 * code (decision 0024): the family's attempts are counted here instead, as many as a code's tries.
 */
const applyAttempts: RateLimitPolicy = { name: "refund-apply", points: 5, durationSeconds: 600 };

/** The family's order and the refund of it as of now, or the refusal's code; 4003 for another family's order. */
async function quotedOrder(ctx: HandlerContext, orderId: string) {
  const order = await familyOrder(ctx.db, signedInFamilyId(ctx), orderId);
  const { verdict, lines } = await quoteOrderRefund(ctx.db, order, ctx.now);
  return { order, quote: refundableQuote(verdict), lines };
}

const figuresIn = (ctx: HandlerContext, quote: RefundQuote, order: OrderRow, lines: Parameters<typeof refundFigures>[2]) =>
  refundFigures(quote, order, lines, ctx.language(), ctx.site().defaultLanguage);

/** queryRefundPreview: what would come back, why, the coupons that return on approval and when the money arrives. */
export async function refundPreview(ctx: HandlerContext, orderId: string) {
  const { order, quote, lines } = await quotedOrder(ctx, orderId);
  const coupons = await ctx.db
    .select({ campaignId: t.familyCoupons.campaignId, content: t.couponCampaigns.content })
    .from(t.familyCoupons)
    .innerJoin(t.couponCampaigns, eq(t.couponCampaigns.id, t.familyCoupons.campaignId))
    .where(eq(t.familyCoupons.orderId, order.id))
    .orderBy(asc(t.familyCoupons.campaignId));
  return {
    ...figuresIn(ctx, quote, order, lines),
    orderId: order.id,
    coupons: coupons.map((coupon) => ({ campaignId: coupon.campaignId, title: contentIn(coupon.content, ctx.language(), ctx.site().defaultLanguage).title })),
    arrival: refundArrivalDays(ctx.language()),
  };
}

/**
 * Where a refund's code goes: the signed-in account's own e-mail, else its phone; an account with neither (a student
 * signed in by the parent) uses the family's sign-up account's.
 */
async function ownContact(ctx: HandlerContext) {
  const { account, family, members } = await signedInFamily(ctx);
  const holder = [account, members.find((member) => member.uid === family.registrationUid)].find((candidate) => candidate?.email || candidate?.phone);
  if (holder?.email) return { channel: "email" as const, recipient: holder.email, key: emailKey(holder.email), shown: maskEmail(holder.email) };
  if (holder?.phone && holder.countryCallingCode) {
    return { channel: "sms" as const, recipient: `${holder.countryCallingCode} ${holder.phone}`, key: phoneKey(holder.countryCallingCode, holder.phone), shown: shownPhone(holder.phone, holder.countryCallingCode)! };
  }
  throw new ApiError(ErrorCode.INVALID_INPUT, "orderId: the account has no e-mail or phone to send a code to");
}

const codeTarget = (ctx: HandlerContext, contact: { key: string }) => ({ schoolCode: ctx.site().schoolCode, contact: contact.key });

/** sendRefundCode: a one-time code (scene 5) for a refundable order, to the account's own contact; answers where it went, masked. */
export async function sendRefundCode(ctx: HandlerContext, orderId: string) {
  const { order } = await quotedOrder(ctx, orderId);
  const contact = await ownContact(ctx);
  const code = await ctx.codes.issue(codeTarget(ctx, contact), CodeScene.refund, ctx.clientIp, ctx.now);
  await ctx.messenger.send({ channel: contact.channel, recipient: contact.recipient, ...(await codeMessage(ctx.site(), ctx.language(), code)), orderId: order.id });
  return { channel: contact.channel, contact: contact.shown };
}

/**
 * applyRefund, in the call's idempotency transaction (ctx.db): the refund the parent was shown, asked for with the
 * code sent to their own contact and the terms agreed, becomes a refund waiting for customer service, and the order
 * moves 200 → 500, all at once or not at all. What would come back now differs from what was shown: 209, back to the
 * order's details. A second request meets the open refund (the unique index, 1852).
 */
export async function applyRefund(ctx: HandlerContext, request: ParsedRequestOf<"applyRefund">): Promise<RefundDetail> {
  const familyId = signedInFamilyId(ctx);
  await ctx.rateLimits.consume(applyAttempts, familyId);
  if (request.reasonId === REFUND_REASON_NEEDING_TEXT && !request.reasonText) throw new ApiError(ErrorCode.INVALID_INPUT, "data.reasonText: say why, for this reason");
  const { order, quote } = await quotedOrder(ctx, request.orderId);
  if (quote.amount !== request.amount) throw new ApiError(ErrorCode.REFUND_VIA_ORDER_DETAILS);
  const check: CodeCheck = { target: codeTarget(ctx, await ownContact(ctx)), scenes: [CodeScene.refund], code: request.verificationCode };
  await ctx.codes.consumeWithin(ctx.db, check, ctx.now);

  const [refund] = await ctx.db
    .insert(t.refunds)
    .values({
      id: randomUUID(),
      orderId: order.id,
      familyId,
      status: "waiting",
      reasonId: request.reasonId,
      reasonText: request.reasonText,
      amount: quote.amount,
      lessonCount: quote.lessonCount,
      breakdown: { ...quote },
      requestedAt: ctx.now,
    })
    // The open refund of the order (refunds_open_idx) is someone else's request that committed first.
    .onConflictDoNothing()
    .returning();
  if (!refund) throw new ApiError(ErrorCode.REFUND_ALREADY_REQUESTED);
  const [moved] = await ctx.db
    .update(t.orders)
    .set({ status: ORDER_STATUS.refundInProgress })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, ORDER_STATUS.paid)))
    .returning({ id: t.orders.id });
  if (!moved) throw new ApiError(ErrorCode.REFUND_ALREADY_REQUESTED);
  return refundDetail(ctx, { refundId: refund.id });
}

/** queryRefundDetail: a refund of the family by its id, or its order's latest; 4003 when there is none. */
export async function refundDetail(ctx: HandlerContext, by: { refundId?: string | undefined; orderId?: string | undefined }): Promise<RefundDetail> {
  const familyId = signedInFamilyId(ctx);
  const [found] = await ctx.db
    .select({ refund: t.refunds, order: t.orders })
    .from(t.refunds)
    .innerJoin(t.orders, eq(t.orders.id, t.refunds.orderId))
    .where(and(eq(t.refunds.familyId, familyId), by.refundId ? eq(t.refunds.id, by.refundId) : eq(t.refunds.orderId, by.orderId ?? "")))
    .orderBy(desc(t.refunds.requestedAt), desc(t.refunds.id))
    .limit(1);
  if (!found) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const { refund, order } = found;
  const lines = await ctx.db.select().from(t.orderItems).where(eq(t.orderItems.orderId, order.id));
  const language = ctx.language();
  return {
    ...figuresIn(ctx, refund.breakdown as unknown as RefundQuote, order, lines),
    refundId: refund.id,
    orderId: order.id,
    orderStatus: order.status,
    status: refund.status,
    reason: { reasonId: refund.reasonId, text: refundReasonText(language, refund.reasonId) },
    reasonText: refund.reasonText,
    note: refund.note,
    requestedAt: refund.requestedAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    refundedAt: refund.refundedAt?.toISOString() ?? null,
    arrival: refundArrivalDays(language),
  };
}
