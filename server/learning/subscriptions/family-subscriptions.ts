import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { cardStatusOf, deductionAt, listStatusOf, periodPrice, practiceOpen, SUBSCRIPTION_CARD_STATUS, YEARLY_DISCOUNT_PERCENT, yearlySaving } from "../../../rules/learning/subscriptions.js";
import { SUBSCRIPTION_CANCEL_REASONS, type SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { SOLD_SUBSCRIPTION_PERIODS, SUBSCRIPTION_PERIODS, type SubscriptionBillState } from "../../../schemas/learning.js";
import type { Language } from "../../../schemas/site.js";
import { signedInFamilyId } from "../../accounts/accounts.js";
import { contentIn } from "../../catalogue/cards.js";
import { closeUnpaidOrder, paymentWindowMs } from "../../commerce/orders.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { listedText } from "../../messaging/listed-text.js";
import type { HandlerContext } from "../../service/context.js";
import { createBillOrder, payableBills, periodAmountOf } from "./bill-orders.js";
import { sendCancellationNotice } from "./cancellation-notice.js";
import { theBill } from "./lifecycle.js";

/** The family side of subscriptions (decision 0031): plans on a course page, the cards and history, paying a bill, cancelling. */

type BillRow = typeof t.subscriptionBills.$inferSelect;
type SubscriptionRow = typeof t.subscriptions.$inferSelect;

/** What the contract calls a bill's status (SPEC §4 list status; 4: void). */
const BILL_STATUS: Record<SubscriptionBillState, 1 | 2 | 3 | 4> = { due: 1, paid: 2, failed: 3, void: 4 };
const isOpen = (bill: Pick<BillRow, "status">) => bill.status === "due" || bill.status === "failed";
const discountOf = (periodType: number) => (periodType === SUBSCRIPTION_PERIODS.year ? YEARLY_DISCOUNT_PERCENT : 0);

export const cancelReasonText = (language: Language, reasonId: number) =>
  listedText(language, "subscriptionCancelReasons", SUBSCRIPTION_CANCEL_REASONS.find((reason) => reason.reasonId === reasonId)?.key, reasonId);

export const cancelReasons = (language: Language) => SUBSCRIPTION_CANCEL_REASONS.map(({ reasonId }) => ({ reasonId, text: cancelReasonText(language, reasonId) }));

/** The plans of the site sold with the course, on sale now, with each period's price. */
export async function coursePlans(ctx: HandlerContext, courseId: string): Promise<ResponseOf<"querySubscriptionPlans">> {
  const site = ctx.site();
  const plans = await ctx.db
    .select({ id: t.skus.id, content: t.skus.content, price: t.skus.price })
    .from(t.skus)
    .where(
      and(
        eq(t.skus.locale, site.locale),
        eq(t.skus.kind, "subscription"),
        eq(t.skus.courseId, courseId),
        or(isNull(t.skus.saleStartsAt), lte(t.skus.saleStartsAt, ctx.now)),
        or(isNull(t.skus.saleEndsAt), gt(t.skus.saleEndsAt, ctx.now)),
      ),
    )
    .orderBy(asc(t.skus.price), asc(t.skus.id));
  return {
    list: plans.map((plan) => {
      const { title, summary } = contentIn(plan.content, ctx.language(), site.defaultLanguage);
      return {
        skuId: plan.id,
        title,
        summary,
        currency: site.currency.code,
        monthlyPrice: plan.price,
        periods: SOLD_SUBSCRIPTION_PERIODS.map((periodType) => ({
          periodType,
          price: periodPrice(plan.price, periodType),
          saving: periodType === SUBSCRIPTION_PERIODS.year ? yearlySaving(plan.price) : 0,
          discountPercent: discountOf(periodType),
        })),
      };
    }),
  };
}

/** The family's subscriptions (or the one asked: 4003 when it is not the family's) with everything a card shows. */
async function familySubscriptions(ctx: HandlerContext, subscriptionId?: string) {
  const familyId = signedInFamilyId(ctx);
  const rows = await ctx.db
    .select({
      subscription: t.subscriptions,
      content: t.skus.content,
      student: { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName },
      mandate: { open: t.autoPayMandates.open, authorization: t.autoPayMandates.authorization, brand: t.autoPayMandates.cardBrand, last4: t.autoPayMandates.cardLast4 },
    })
    .from(t.subscriptions)
    .innerJoin(t.skus, eq(t.skus.id, t.subscriptions.planSkuId))
    .innerJoin(t.accounts, eq(t.accounts.uid, t.subscriptions.uid))
    .leftJoin(t.autoPayMandates, eq(t.autoPayMandates.orderId, t.subscriptions.orderId))
    .where(and(eq(t.subscriptions.familyId, familyId), subscriptionId === undefined ? undefined : eq(t.subscriptions.id, subscriptionId)))
    .orderBy(desc(t.subscriptions.createdAt), desc(t.subscriptions.id));
  if (subscriptionId !== undefined && rows.length === 0) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const ids = rows.map((row) => row.subscription.id);
  const bills = ids.length ? await ctx.db.select().from(t.subscriptionBills).where(inArray(t.subscriptionBills.subscriptionId, ids)).orderBy(desc(t.subscriptionBills.billNo)) : [];
  const payingIds = bills.flatMap((bill) => (bill.payingOrderId ? [bill.payingOrderId] : []));
  const paying = payingIds.length ? await ctx.db.select({ id: t.orders.id, status: t.orders.status, expiresAt: t.orders.expiresAt, origin: t.orders.origin }).from(t.orders).where(inArray(t.orders.id, payingIds)) : [];
  // A deduction under way (the parent cannot pay now); an order the parent began by hand is theirs to take up again.
  const inProcess = new Set(paying.filter((order) => order.origin.subscriptionBill?.auto && order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() > ctx.now.getTime()).map((order) => order.id));
  return rows.map((row) => ({ ...row, bills: bills.filter((bill) => bill.subscriptionId === row.subscription.id), inProcess }));
}

type FamilySubscription = Awaited<ReturnType<typeof familySubscriptions>>[number];

const billView = (bill: BillRow) => ({
  billNo: bill.billNo,
  periodStart: bill.periodStart.toISOString(),
  periodEnd: bill.periodEnd.toISOString(),
  amount: bill.amount,
  status: BILL_STATUS[bill.status],
  dueAt: bill.periodStart.toISOString(),
  deductAt: deductionAt(bill.periodStart).toISOString(),
  method: bill.method,
  paidAt: bill.paidAt?.toISOString() ?? null,
  orderId: bill.orderId,
  description: bill.description,
});

function cardOf(ctx: HandlerContext, { subscription, content, student, mandate, bills, inProcess }: FamilySubscription): SubscriptionCard {
  const site = ctx.site();
  const openBill = bills.find(isOpen);
  const cancelRequested = subscription.cancelRequestedAt !== null;
  const card = mandate?.open && mandate.authorization === "authorized" ? { brand: mandate.brand, last4: mandate.last4 } : null;
  const periodAmount = periodAmountOf({ ...subscription, commerce: site.commerce }).totals.total;
  // Deducted next: the open bill once its 48 hours are over (not one that failed: that is paid by hand), or the next period's.
  const running = subscription.status === "running" && !cancelRequested && card !== null;
  const nextDeduction = !running ? null : openBill ? (openBill.status === "due" ? { at: deductionAt(openBill.periodStart), amount: openBill.amount } : null) : { at: deductionAt(subscription.paidUntil), amount: periodAmount };
  return {
    subscriptionId: subscription.id,
    planSkuId: subscription.planSkuId,
    title: contentIn(content, ctx.language(), site.defaultLanguage).title,
    student: { uid: student.uid, nickName: student.nickName ?? "", firstName: student.firstName ?? "", lastName: student.lastName ?? "" },
    periodType: subscription.periodType,
    discountPercent: discountOf(subscription.periodType),
    currency: subscription.currency,
    periodAmount,
    listStatus: listStatusOf(bills),
    cardStatus: cardStatusOf({ status: subscription.status, cancelRequested }, openBill !== undefined),
    startedAt: subscription.startedAt.toISOString(),
    paidUntil: subscription.paidUntil.toISOString(),
    billNo: bills[0]?.billNo ?? 1,
    openBill: openBill ? { ...billView(openBill), inProcess: openBill.payingOrderId !== null && inProcess.has(openBill.payingOrderId) } : null,
    nextDeduction: nextDeduction && { at: nextDeduction.at.toISOString(), amount: nextDeduction.amount },
    card,
    cancelRequestedAt: subscription.cancelRequestedAt?.toISOString() ?? null,
    endedAt: subscription.endedAt?.toISOString() ?? null,
    endReason: subscription.endReason,
  };
}

export async function subscriptionList(ctx: HandlerContext, { status }: ParsedRequestOf<"querySubscriptionList">): Promise<ResponseOf<"querySubscriptionList">> {
  const cards = (await familySubscriptions(ctx)).map((row) => cardOf(ctx, row));
  return { list: status === 0 ? cards : cards.filter((card) => card.listStatus === status) };
}

export async function subscriptionDetail(ctx: HandlerContext, subscriptionId: string): Promise<ResponseOf<"querySubscriptionDetail">> {
  const [row] = await familySubscriptions(ctx, subscriptionId);
  const { subscription } = row!;
  const cancellation =
    subscription.cancelRequestedAt && subscription.cancelReason !== null
      ? { reason: { reasonId: subscription.cancelReason, text: cancelReasonText(ctx.language(), subscription.cancelReason) }, note: subscription.cancelNote ?? "", requestedAt: subscription.cancelRequestedAt.toISOString() }
      : null;
  return { ...cardOf(ctx, row!), practiceOpen: practiceOpen(subscription, ctx.now), cancellation };
}

export async function subscriptionHistory(ctx: HandlerContext, subscriptionId: string): Promise<ResponseOf<"querySubscriptionHistory">> {
  const [row] = await familySubscriptions(ctx, subscriptionId);
  return { list: row!.bills.map(billView) };
}

/** The family's subscription, its row locked for the call's transaction; 4003 for another family's or none. */
async function lockedSubscription(ctx: HandlerContext, subscriptionId: string): Promise<SubscriptionRow> {
  const [subscription] = await ctx.db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.id, subscriptionId), eq(t.subscriptions.familyId, signedInFamilyId(ctx))))
    .for("update");
  if (!subscription) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return subscription;
}

/**
 * The order paying the bill now, if one is still open (waiting for payment within its time); one past its time is
 * closed here (the sweep would close it), which lets the bill be paid again.
 */
async function payingOrder(db: Database, orderId: string | null, now: Date) {
  if (!orderId) return null;
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order || order.status !== ORDER_STATUS.toBePaid) return null;
  if (order.expiresAt.getTime() > now.getTime()) return order;
  await closeUnpaidOrder(db, order.id, ORDER_STATUS.expired, now);
  return null;
}

/**
 * An unpaid order for the open bill (due or failed), made here or the one a parent made before and has not paid
 * yet; 1014 while a deduction takes it; 4129 when nothing is to be paid. The subscription's row is locked, so a
 * second call, or the sweep's deduction, waits for this one and then finds the bill taken.
 */
export async function payBill(ctx: HandlerContext, subscriptionId: string): Promise<ResponseOf<"paySubscription">> {
  await lockedSubscription(ctx, subscriptionId);
  const [bill] = await payableBills(ctx.db)
    .where(and(eq(t.subscriptionBills.subscriptionId, subscriptionId), inArray(t.subscriptionBills.status, ["due", "failed"]), eq(t.subscriptions.status, "running")))
    .for("update", { of: t.subscriptionBills });
  if (!bill) throw new ApiError(ErrorCode.ORDER_NOT_PAYABLE, ctx.say("subscriptionNothingToPay"));
  const waiting = await payingOrder(ctx.db, bill.payingOrderId, ctx.now);
  if (waiting?.origin.subscriptionBill?.auto) throw new ApiError(ErrorCode.AUTO_PAY_IN_PROCESS, ctx.say("subscriptionDeducting"));
  if (waiting) return { orderId: waiting.id, amount: waiting.total, expiresAt: waiting.expiresAt.toISOString() };
  const expiresAt = new Date(ctx.now.getTime() + paymentWindowMs(ctx));
  const { orderId, total } = await createBillOrder(ctx.db, { ...bill, payingOrderId: null }, { auto: false, expiresAt, now: ctx.now });
  return { orderId, amount: total, expiresAt: expiresAt.toISOString() };
}

/**
 * Records the request to cancel for the learning centre (SPEC §4) and tells the parent: no bill follows, and the
 * subscription ends when the time paid for does. When the current period is unpaid its bill is void and the subscription ends now (an order
 * paying it by hand is cancelled; a deduction under way answers 1014). 4135 once asked; 4003 once ended.
 */
export async function cancel(ctx: HandlerContext, request: ParsedRequestOf<"cancelSubscription">): Promise<ResponseOf<"cancelSubscription">> {
  const subscription = await lockedSubscription(ctx, request.subscriptionId);
  if (subscription.status === "ended") throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, ctx.say("subscriptionEnded"));
  if (subscription.cancelRequestedAt) throw new ApiError(ErrorCode.ALREADY_DECIDED, ctx.say("subscriptionCancelAsked"));
  const [openBill] = await ctx.db
    .select()
    .from(t.subscriptionBills)
    .where(and(eq(t.subscriptionBills.subscriptionId, subscription.id), inArray(t.subscriptionBills.status, ["due", "failed"])))
    .for("update");
  const waiting = openBill ? await payingOrder(ctx.db, openBill.payingOrderId, ctx.now) : null;
  if (waiting?.origin.subscriptionBill?.auto) throw new ApiError(ErrorCode.AUTO_PAY_IN_PROCESS, ctx.say("subscriptionDeducting"));
  if (waiting) await closeUnpaidOrder(ctx.db, waiting.id, ORDER_STATUS.cancelled, ctx.now);
  const asked = { cancelReason: request.reasonId, cancelNote: request.note, cancelRequestedAt: ctx.now };
  if (!openBill) {
    await ctx.db.update(t.subscriptions).set(asked).where(eq(t.subscriptions.id, subscription.id));
    await sendCancellationNotice(ctx, subscription, subscription.paidUntil);
    return { cardStatus: SUBSCRIPTION_CARD_STATUS.activeUntilEnd, endsAt: subscription.paidUntil.toISOString() };
  }
  await ctx.db.update(t.subscriptionBills).set({ status: "void", updatedAt: ctx.now }).where(theBill(openBill));
  await ctx.db.update(t.subscriptions).set({ ...asked, status: "ended", endedAt: ctx.now, endReason: "cancelled" }).where(eq(t.subscriptions.id, subscription.id));
  await sendCancellationNotice(ctx, subscription, ctx.now);
  return { cardStatus: SUBSCRIPTION_CARD_STATUS.cancelled, endsAt: ctx.now.toISOString() };
}
