import { shownTaxRule } from "../../rules/commerce/order-totals.js";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { amountDueNow, instalmentsOffered, STAGE_STATUS } from "../../rules/commerce/stages.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { ORDER_CREATE_WAYS, ORDER_STATUS, PAYMENT_METHODS, type PaymentStatus } from "../../schemas/commerce.js";
import { contentIn, siteSkus } from "../catalogue/cards.js";
import { hasBoughtBefore, signUpStatusOf } from "../catalogue/sign-up-check.js";
import { familyMember, signedInFamily, signedInFamilyId, type AccountRow } from "../accounts/accounts.js";
import { buildCheckout, cartCheckoutItems, pricedForCoupons, registrationComplete, type Checkout, type CheckoutItem } from "../commerce/checkout.js";
import { bestFamilyCoupons } from "../commerce/coupons.js";
import { siteActivity } from "../commerce/group-buy/activities.js";
import { closeUnpaidOrder, createOrder, familyOrder, paymentWindowMs } from "../commerce/orders.js";
import { familyOrderPage, shownStatus } from "../commerce/order-list.js";
import { preparedQuery } from "../db/prepared.js";
import { createStageOrder, paysStagesByHand } from "../unpaid/stage-orders.js";
import * as t from "../db/schema.js";
import type { HandlerContext, Handlers } from "../service/context.js";

type CheckoutData = ParsedRequestOf<"queryCheckout">;

async function checkoutItems(ctx: HandlerContext, uid: string, source: CheckoutData["source"]): Promise<CheckoutItem[]> {
  return source.kind === "cart" ? cartCheckoutItems(ctx, uid, source.cartIds) : [{ skuId: source.skuId, quantity: source.quantity, attachmentSkuIds: source.attachmentSkuIds }];
}

/** A stage as planned at checkout or as stored with an order. */
type StageRow = Pick<Checkout["stages"][number], "stageNo" | "lessonCount" | "amount" | "couponDiscount" | "dueAt"> & { status: number };

const stageView = (stage: StageRow) => ({
  stageNo: stage.stageNo,
  lessonCount: stage.lessonCount,
  sellPrice: stage.amount,
  couponDiscount: stage.couponDiscount,
  // Paid after checkout: the stages whose registration opens later.
  continuePay: stage.status === STAGE_STATUS.registrationOpens,
  dueAt: stage.dueAt.toISOString(),
  status: stage.status,
});

/** The figures of a checkout or an order as every screen shows them (SPEC §3 Order). */
function figures(ctx: HandlerContext, checkout: Pick<Checkout, "lines" | "totals" | "dueNow"> & { stages: readonly StageRow[] }, couponIds: string[]) {
  const site = ctx.site();
  const language = ctx.language();
  return {
    currency: site.currency.code,
    lines: checkout.lines.map((line) => ({
      lineNo: line.lineNo,
      skuId: line.skuId,
      kind: line.kind,
      title: contentIn(line.content, language, site.defaultLanguage).title,
      attachedToLine: line.attachedToLine,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      couponSaving: line.couponSaving,
      groupDiscount: line.groupDiscount,
    })),
    stages: checkout.stages.map(stageView),
    ...checkout.totals,
    taxRule: shownTaxRule(site.commerce.tax),
    dueNow: checkout.dueNow,
    couponIds,
  };
}

/** A family's order, one row a line (in order), each with the status of the order's latest payment: one read for the result page. */
const familyOrderResult = preparedQuery((db) =>
  db
    .select({
      order: t.orders,
      line: t.orderItems,
      paymentStatus: sql<PaymentStatus | null>`(select ${t.payments.status} from ${t.payments} where ${t.payments.orderId} = ${t.orders.id} order by ${t.payments.createdAt} desc, ${t.payments.id} desc limit 1)`,
    })
    .from(t.orders)
    .leftJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
    .where(and(eq(t.orders.id, sql.placeholder("orderId")), eq(t.orders.familyId, sql.placeholder("familyId"))))
    .orderBy(asc(t.orderItems.lineNo))
    .prepare("family_order_result"),
);

/**
 * The group-buy activity a create way 4 checkout names (decision 0036): one of the site, of the activity type given,
 * paid at once. Other ways have none.
 */
async function groupBuyOf(ctx: HandlerContext, data: Pick<ParsedRequestOf<"queryCheckout">, "createWay" | "activityId" | "activityType" | "paymentMethod">) {
  if (data.createWay !== ORDER_CREATE_WAYS.groupBuy) return {};
  if (data.activityId === undefined) throw new ApiError(ErrorCode.INVALID_INPUT, "data.activityId: a group buy names its activity");
  if (data.paymentMethod !== PAYMENT_METHODS.oneTime) throw new ApiError(ErrorCode.INVALID_INPUT, "data.paymentMethod: a group buy is paid at once");
  const groupBuy = await siteActivity(ctx, data.activityId);
  if (data.activityType !== undefined && data.activityType !== groupBuy.activityType) throw new ApiError(ErrorCode.INVALID_INPUT, "data.activityType: not this activity's type");
  return { groupBuy };
}

export const orderHandlers: Handlers<"studentList" | "queryCategoryTax" | "getGenerate" | "queryCheckout" | "createOrder" | "payOrder" | "cancelOrder" | "queryOrderList" | "queryOrderResult"> = {
  async studentList({ products }, ctx) {
    const { members, account, family } = await signedInFamily(ctx);
    const rows = await siteSkus(ctx, products);
    const hasBought = await hasBoughtBefore(ctx, family.id, rows);
    // A student's verdict is the first product's refusal, or 0 when every product may be bought for them.
    const verdictFor = (member: AccountRow) => rows.map((row) => signUpStatusOf(ctx, { member, account, hasBought }, row)).find((check) => check.status !== 0) ?? { status: 0, message: "" };
    return {
      studentList: members.map((member) => ({ uid: member.uid, nickName: member.nickName ?? "", firstName: member.firstName ?? "", lastName: member.lastName ?? "", avatar: member.avatar ?? "", ...verdictFor(member) })),
    };
  },

  async queryCategoryTax({ categorys }, ctx) {
    const { tax, delivery } = ctx.site().commerce;
    const taxLines = tax ? categorys.map((category) => ({ kind: "tax" as const, category, label: "GST" as const, rateBasisPoints: tax.rateBasisPoints, included: tax.included })) : [];
    const feeLines = categorys.includes("materials") ? delivery.map((option) => ({ kind: "fee" as const, option: option.id, amount: option.fee, minWorkingDays: option.minWorkingDays, maxWorkingDays: option.maxWorkingDays })) : [];
    return { list: [...taxLines, ...feeLines] };
  },

  async getGenerate({ skuId, studentId }, ctx) {
    const { family, member } = await familyMember(ctx, studentId);
    const items = [{ skuId, quantity: 1 }];
    const oneTime = await buildCheckout(ctx, family, member, { items, couponIds: [], paymentMethod: 0 });
    const checkout = oneTime.instalmentsOffered ? await buildCheckout(ctx, family, member, { items, couponIds: [], paymentMethod: 1 }) : oneTime;
    return {
      instalmentsOffered: instalmentsOffered(checkout.stages),
      remainNoPayCount: checkout.stages.length ? amountDueNow(checkout.stages, 1).remainNoPayCount : 0,
      stageList: checkout.stages.map(stageView),
      useCouponInfo: await bestFamilyCoupons(ctx, family.id, pricedForCoupons(oneTime.lines)),
    };
  },

  async queryCheckout(data, ctx) {
    const { family, member } = await familyMember(ctx, data.studentId);
    const checkout = await buildCheckout(ctx, family, member, { ...data, ...(await groupBuyOf(ctx, data)), items: await checkoutItems(ctx, member.uid, data.source) });
    return {
      ...figures(ctx, checkout, checkout.coupons.map(({ coupon }) => coupon.id)),
      needsAddress: checkout.needsAddress,
      registrationComplete: registrationComplete(member),
      deliveryOptions: ctx.site().commerce.delivery.map((option) => ({ option: option.id, fee: option.fee, minWorkingDays: option.minWorkingDays, maxWorkingDays: option.maxWorkingDays })),
      instalmentsOffered: checkout.instalmentsOffered,
      problem: checkout.problem && { code: checkout.problem.code, message: checkout.problem.message ?? null },
    };
  },

  async createOrder(data, ctx) {
    const { family, member, account } = await familyMember(ctx, data.studentId);
    const stageOrder = paysStagesByHand(data) ? await createStageOrder(ctx, { family, member, account }, data, paymentWindowMs(ctx)) : null;
    if (stageOrder) return stageOrder;
    const items = await checkoutItems(ctx, member.uid, data.source);
    const groupBuy = data.createWay === 4;
    const origin = {
      ...(data.fromPage ? { fromPage: data.fromPage } : {}),
      ...(data.activityId ? { activityId: data.activityId } : {}),
      ...(data.activityType !== undefined ? { activityType: data.activityType } : {}),
      ...(data.groupId ? { groupId: data.groupId } : {}),
      // SPEC §4: a group buy's event type is '31' followed by the activity type.
      ...(groupBuy && data.activityType !== undefined ? { eventType: `31${data.activityType}` } : {}),
    };
    return createOrder(ctx, { family, member, account }, { ...data, ...(await groupBuyOf(ctx, data)), items, origin }, paymentWindowMs(ctx));
  },

  async payOrder({ orderId, returnUrl }, ctx) {
    const familyId = signedInFamilyId(ctx);
    const order = await familyOrder(ctx.db, familyId, orderId);
    return ctx.payments.start(ctx.db, order, returnUrl ?? `/order/result/${order.id}`, ctx.now);
  },

  async cancelOrder({ orderId }, ctx) {
    const familyId = signedInFamilyId(ctx);
    const order = await familyOrder(ctx.db, familyId, orderId);
    if (order.status !== ORDER_STATUS.toBePaid) throw new ApiError(ErrorCode.ORDER_NOT_PAYABLE, ctx.say("onlyUnpaidCancel"));
    await closeUnpaidOrder(ctx.db, order.id, ORDER_STATUS.cancelled, ctx.now);
    return { status: ORDER_STATUS.cancelled };
  },

  async queryOrderList(query, ctx) {
    const familyId = signedInFamilyId(ctx);
    return familyOrderPage(ctx.db, familyId, query, ctx.now, { language: ctx.language(), fallback: ctx.site().defaultLanguage });
  },

  async queryOrderResult({ orderId }, ctx): Promise<ResponseOf<"queryOrderResult">> {
    const rows = await familyOrderResult(ctx.db).execute({ orderId, familyId: signedInFamilyId(ctx) });
    if (!rows[0]) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    const { order, paymentStatus } = rows[0];
    const lines = rows.flatMap((row) => (row.line ? [row.line] : []));
    // Only instalment orders keep stages, and only an order that saves by coupon holds coupons (as captureOrder knows).
    const [stages, coupons] = await Promise.all([
      order.paymentMethod === PAYMENT_METHODS.instalments ? ctx.db.select().from(t.orderStages).where(eq(t.orderStages.orderId, order.id)).orderBy(asc(t.orderStages.stageNo)) : [],
      order.couponSaving > 0 ? ctx.db.select({ id: t.familyCoupons.id }).from(t.familyCoupons).where(eq(t.familyCoupons.orderId, order.id)) : [],
    ]);
    const totals = { subtotal: order.subtotal, couponSaving: order.couponSaving, groupDiscount: order.groupDiscount, fees: order.fees, feeTotal: order.feeTotal, tax: order.tax, taxIncluded: order.taxIncluded, total: order.total };
    return {
      ...figures(ctx, { lines, totals, stages, dueNow: order.dueNow }, coupons.map((coupon) => coupon.id)),
      currency: order.currency,
      orderId: order.id,
      status: shownStatus(order, ctx.now),
      studentId: order.uid,
      createdAt: order.createdAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      remainPayMs: order.status === ORDER_STATUS.toBePaid ? Math.max(0, order.expiresAt.getTime() - ctx.now.getTime()) : 0,
      payment: paymentStatus ? { status: paymentStatus } : null,
      groupBuy: order.createWay === ORDER_CREATE_WAYS.groupBuy && order.origin.activityId && order.origin.groupId ? { activityId: order.origin.activityId, groupId: order.origin.groupId } : null,
    };
  },
};
