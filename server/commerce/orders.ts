import { randomInt } from "node:crypto";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS, PAYMENT_METHODS, type OrderOrigin } from "../../schemas/commerce.js";
import { STAGE_STATUS } from "../../rules/commerce/stages.js";
import { DEFAULT_SUBSCRIPTION_PERIOD } from "../../schemas/learning.js";
import { canWatch, recordedAccess } from "../../rules/learning/recorded-courses.js";
import type { AccountRow } from "../accounts/accounts.js";
import type { Database } from "../db/connection.js";
import { columnNames, columnsAsKeys, columnsByKey, placeholderRow, preparedQuery, preparedStatement } from "../db/prepared.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { entranceRefusal, hasBoughtBefore, SIGN_UP_STATUS, signUpStatusOf } from "../catalogue/sign-up-check.js";
import { buildCheckout, registrationComplete, type CheckoutRequest } from "./checkout.js";
import { enrolPaidOrder } from "../learning/enrolments.js";
import { cancelUnpaidTransfer, passPaidTransfer } from "../learning/transfers/paid-transfers.js";
import { releaseBill, settleBill, startSubscription } from "../learning/subscriptions/lifecycle.js";
import { releaseStagesPaidByHand, settleStagesPaidByHand } from "../unpaid/stage-settlement.js";
import type { SellableProduct } from "./products.js";
import { takeSeats } from "./seats.js";
import { releaseGroupPlace, settleGroupPlace, takeGroupPlace } from "./group-buy/places.js";

type OrderRow = typeof t.orders.$inferSelect;

/** An order number: the day it was made and ten random digits (readable over the phone, not guessable). */
export function orderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return `${day}${String(randomInt(1e9)).padStart(9, "0")}${randomInt(10)}`;
}

/** How long a parent has to pay an order made now: the site's payment window, or the deployment's (tests shorten it). */
export const paymentWindowMs = (ctx: Pick<HandlerContext, "env" | "site">) => (ctx.env.ORDER_PAYMENT_WINDOW_SECONDS ?? ctx.site().commerce.paymentWindowMinutes * 60) * 1000;

/**
 * Gives back the seats and items an unpaid order took, in one statement. The SKUs' rows are locked in id order
 * first, the order every order takes them in (createOrder), so two orders never deadlock.
 */
async function releaseTakenItems(db: Database, orderId: string): Promise<void> {
  await db.execute(sql`
    with taken as (select sku_id, sum(quantity) as quantity from order_items where order_id = ${orderId} group by sku_id),
      locked as materialized (select id from skus where id in (select sku_id from taken) order by id for update)
    update skus set taken = skus.taken - taken.quantity
    from taken where skus.id = taken.sku_id and skus.id in (select id from locked)`);
}

/**
 * A new order, its lines and the cart lines it buys (which leave the cart), in one statement of one shape whatever the
 * order holds: the lines come as one JSON array, the cart lines' ids as one array (none: nothing leaves the cart). The
 * lines' reference to the order is checked at the statement's end, and a refusal after it rolls all of it back.
 */
const placeOrder = preparedStatement("place_order", (db) => {
  const { orders, orderItems, cartItems } = t;
  const fromCart = db.delete(cartItems).where(and(eq(cartItems.uid, sql.placeholder("uid")), sql`${cartItems.id} = any(${sql.placeholder("cartIds")})`));
  const lineRecord = sql.join(lineColumns.map(({ key, column }) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`), sql`, `);
  return sql`with new_order as (insert into ${orders} ${placeholderRow(orderColumns)}), from_cart as (${fromCart.getSQL()})
    insert into ${orderItems} (${sql.identifier(orderItems.orderId.name)}, ${columnNames(lineColumns)})
    select ${sql.placeholder("id")}::text, line.* from jsonb_to_recordset(${sql.placeholder("lines")}::jsonb) as line(${lineRecord})`;
});

/** The order's columns placeOrder writes (paid and closed come later). */
const orderColumns = columnsByKey(t.orders, ["id", "familyId", "uid", "locale", "currency", "status", "createWay", "origin", "paymentMethod", "debitMethod", "subtotal", "couponSaving", "groupDiscount", "fees", "feeTotal", "tax", "taxIncluded", "total", "dueNow", "address", "expiresAt", "createdAt"]);
/** An order line's columns, which a checkout line gives by the same keys. */
const lineColumns = columnsByKey(t.orderItems, ["lineNo", "skuId", "kind", "attachedToLine", "quantity", "unitPrice", "couponSaving", "groupDiscount", "content"]);

/**
 * Makes an unpaid order (100) that holds its seats and coupons (decision 0016). Each seat is taken with one
 * conditional update (`store - taken >= n`), so the last seats go to exactly as many orders as there are
 * seats, whatever the number of buyers at once; a coupon is taken the same way. Any refusal throws, and the
 * caller's transaction leaves nothing behind.
 */
export async function createOrder(
  ctx: HandlerContext,
  { family, member, account }: { family: { id: string }; member: AccountRow; account: AccountRow },
  request: CheckoutRequest & { debitMethod: 0 | 1; origin: OrderOrigin },
  paymentWindowMs: number,
) {
  if (!registrationComplete(member)) throw new ApiError(ErrorCode.REGISTRATION_INCOMPLETE);
  const checkout = await buildCheckout(ctx, family, member, request);
  if (checkout.problem) throw new ApiError(checkout.problem.code, checkout.problem.message);
  await refuseIneligibleStudent(ctx, { family, member, account }, [...checkout.products.values()]);
  if (checkout.needsAddress && !checkout.address) throw new ApiError(ErrorCode.ADDRESS_REQUIRED);
  await refuseRepeatPurchase(ctx, member.uid, checkout.lines.filter((line) => line.kind !== "goods").map((line) => line.skuId));

  const site = ctx.site();
  const id = orderNumber(ctx.now);
  const { totals } = checkout;
  // A plan is bought on its own, for the period asked: paying the order starts the subscription (decision 0031).
  const origin = checkout.lines.some((line) => line.kind === "subscription") ? { ...request.origin, subscription: { periodType: request.periodType ?? DEFAULT_SUBSCRIPTION_PERIOD } } : request.origin;
  const expiresAt = new Date(ctx.now.getTime() + paymentWindowMs);
  await placeOrder(ctx.db).execute({
    id,
    familyId: family.id,
    uid: member.uid,
    locale: site.locale,
    currency: site.currency.code,
    status: ORDER_STATUS.toBePaid,
    createWay: request.createWay ?? 1,
    origin: JSON.stringify(origin),
    paymentMethod: request.paymentMethod,
    debitMethod: request.debitMethod,
    subtotal: totals.subtotal,
    couponSaving: totals.couponSaving,
    groupDiscount: totals.groupDiscount,
    fees: JSON.stringify(totals.fees),
    feeTotal: totals.feeTotal,
    tax: totals.tax,
    taxIncluded: totals.taxIncluded,
    total: totals.total,
    dueNow: checkout.dueNow,
    address: checkout.address ? JSON.stringify(checkout.address) : null,
    expiresAt: expiresAt.toISOString(),
    createdAt: ctx.now.toISOString(),
    lines: JSON.stringify(checkout.lines),
    cartIds: request.items.flatMap((item) => (item.cartId ? [item.cartId] : [])),
  });
  if (checkout.stages.length > 0) {
    const lineNo = checkout.lines.find((line) => line.attachedToLine === null)!.lineNo;
    await ctx.db.insert(t.orderStages).values(
      checkout.stages.map((stage) => ({ orderId: id, lineNo, stageNo: stage.stageNo, firstLesson: stage.firstLesson, lessonCount: stage.lessonCount, amount: stage.amount, couponDiscount: stage.couponDiscount, dueAt: stage.dueAt, status: stage.status })),
    );
  }
  if (checkout.coupons.length > 0) {
    const ids = checkout.coupons.map(({ coupon }) => coupon.id);
    const taken = await ctx.db
      .update(t.familyCoupons)
      .set({ orderId: id })
      .where(and(inArray(t.familyCoupons.id, ids), eq(t.familyCoupons.familyId, family.id), isNull(t.familyCoupons.orderId), isNull(t.familyCoupons.usedAt)))
      .returning({ id: t.familyCoupons.id });
    if (taken.length !== ids.length) throw new ApiError(ErrorCode.COUPON_INVALID);
  }
  const answer = { orderId: id, status: ORDER_STATUS.toBePaid, total: totals.total, dueNow: checkout.dueNow, expiresAt: expiresAt.toISOString() };
  // The seats last but for a group's place (the order locks are taken in: SKUs, then groups), after the answer is kept:
  // a SKU many buy at once stays locked by this order only until its commit.
  await ctx.keepAnswer?.(answer);
  for (const item of takenByLines(checkout.lines)) {
    if (!(await takeSeats(ctx.db, item.skuId, item.quantity, ctx.now))) throw new ApiError(ErrorCode.OUT_OF_STOCK);
  }
  // A group buy's place is taken with the order, in its transaction (decision 0036); a launched group's id is kept with it.
  if (request.groupBuy) {
    const groupId = await takeGroupPlace(ctx.db, { activity: request.groupBuy, groupId: request.origin.groupId, familyId: family.id, uid: member.uid, orderId: id, now: ctx.now });
    if (!request.origin.groupId) await ctx.db.update(t.orders).set({ origin: { ...origin, groupId } }).where(eq(t.orders.id, id));
  }
  return answer;
}

/** What lines take, by SKU, in id order: the order every order takes and gives back seats in. */
export function takenByLines(lines: readonly { skuId: string; quantity: number }[]) {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.skuId, (bySku.get(line.skuId) ?? 0) + line.quantity);
  return [...bySku].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([skuId, quantity]) => ({ skuId, quantity }));
}

/**
 * The sign-up check (SPEC §4) holds for orders made through the API as for the enrol button: a contact to bind,
 * student details to complete, a course for new families only (604) or an entrance test the child has not passed
 * (decision 0035) refuse the order. A class for other grades
 * (3) was confirmed by going on, and a sale that is over, not open or sold out is the checkout's own refusal.
 */
async function refuseIneligibleStudent(ctx: HandlerContext, { family, member, account }: { family: { id: string }; member: AccountRow; account: AccountRow }, products: readonly SellableProduct[]) {
  const taught = products.filter((product) => product.sku.kind === "class" || product.sku.kind === "package");
  const hasBought = await hasBoughtBefore(ctx, family.id, taught);
  for (const product of taught) {
    const { status, message } = signUpStatusOf(ctx, { member, account, hasBought }, { sku: product.sku, endsAt: product.classEndsAt, gradeIds: product.gradeIds });
    if (status === SIGN_UP_STATUS.completeStudentInfo) throw new ApiError(ErrorCode.REGISTRATION_INCOMPLETE);
    if (status === SIGN_UP_STATUS.bindEmail || status === SIGN_UP_STATUS.bindPhone || status === SIGN_UP_STATUS.newFamiliesOnly) throw new ApiError(ErrorCode.CANNOT_CREATE_ORDER, message);
    const entrance = await entranceRefusal(ctx, member, product.sku.id);
    if (entrance) throw new ApiError(ErrorCode.CANNOT_CREATE_ORDER, entrance.message);
  }
}

/**
 * A seat or course the student already has, or waits to pay for, is not sold again (SPEC §8 'unpaid order exists'):
 * a recorded course may be bought again once the purchase can no longer be watched.
 */
async function refuseRepeatPurchase(ctx: HandlerContext, uid: string, skuIds: string[]) {
  if (skuIds.length === 0) return;
  const earlier = await ctx.db
    .select({ status: t.orders.status, paidAt: t.orders.paidAt, kind: t.orderItems.kind, validDays: t.skus.validDays })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .innerJoin(t.skus, eq(t.skus.id, t.orderItems.skuId))
    .where(and(eq(t.orders.uid, uid), inArray(t.orderItems.skuId, skuIds), inArray(t.orders.status, [ORDER_STATUS.toBePaid, ORDER_STATUS.paid])));
  if (earlier.some((order) => order.status === ORDER_STATUS.toBePaid)) throw new ApiError(ErrorCode.UNPAID_ORDER_EXISTS);
  // A plan is held while its subscription runs, whatever order bought it; a recorded course while it can be watched.
  const stillHeld = (order: (typeof earlier)[number]) =>
    order.kind === "recorded" ? canWatch(recordedAccess([order.paidAt!], order.validDays, ctx.site().timezone, ctx.now)) : order.kind !== "subscription";
  if (earlier.some(stillHeld) || (await heldWithoutItsOrder(ctx.db, uid, skuIds))) throw new ApiError(ErrorCode.CANNOT_CREATE_ORDER, ctx.say("alreadyBought"));
}

/** A class the student moved into by a transfer (decision 0028), or a plan that runs for them (decision 0031). */
async function heldWithoutItsOrder(db: Database, uid: string, skuIds: string[]): Promise<boolean> {
  const [seated] = await db
    .select({ id: t.enrolments.id })
    .from(t.enrolments)
    .where(and(eq(t.enrolments.uid, uid), inArray(t.enrolments.skuId, skuIds), eq(t.enrolments.status, "active")))
    .limit(1);
  if (seated) return true;
  const [subscribed] = await db
    .select({ id: t.subscriptions.id })
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.uid, uid), inArray(t.subscriptions.planSkuId, skuIds), eq(t.subscriptions.status, "running")))
    .limit(1);
  return subscribed !== undefined;
}

const orderOfFamily = preparedQuery((db) =>
  db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.id, sql.placeholder("orderId")), eq(t.orders.familyId, sql.placeholder("familyId"))))
    .prepare("order_of_family"),
);

/** The family's order; another family's, or none, answers 4003. */
export async function familyOrder(db: Database, familyId: string, orderId: string): Promise<OrderRow> {
  const [order] = await orderOfFamily(db).execute({ orderId, familyId });
  if (!order) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return order;
}

/**
 * Closes an unpaid order as cancelled (300) or expired (301) and gives back its seats, items and coupons. The
 * status moves from 100 in one conditional update, so a close that loses a race to a payment (or another close)
 * changes nothing. Answers whether this call closed it.
 */
export async function closeUnpaidOrder(db: Database, orderId: string, status: typeof ORDER_STATUS.cancelled | typeof ORDER_STATUS.expired, now: Date): Promise<boolean> {
  const [closed] = await db
    .update(t.orders)
    .set({ status, closedAt: now })
    .where(and(eq(t.orders.id, orderId), eq(t.orders.status, ORDER_STATUS.toBePaid)))
    .returning({ couponSaving: t.orders.couponSaving, origin: t.orders.origin });
  if (!closed) return false;
  if (closed.origin.paysStages) {
    // It held no seat or coupon, only the stages it pays: they can be paid again.
    await releaseStagesPaidByHand(db, closed.origin.paysStages, now);
  } else if (closed.origin.subscriptionBill) {
    await releaseBill(db, orderId, closed.origin.subscriptionBill);
  } else {
    await releaseTakenItems(db, orderId);
    if (closed.couponSaving > 0) await db.update(t.familyCoupons).set({ orderId: null }).where(and(eq(t.familyCoupons.orderId, orderId), isNull(t.familyCoupons.usedAt)));
  }
  if (closed.origin.transfer) await cancelUnpaidTransfer(db, closed.origin.transfer.applicationId, status, now);
  if (closed.origin.groupId) await releaseGroupPlace(db, orderId, now);
  await db.update(t.payments).set({ status: "cancelled", updatedAt: now }).where(and(eq(t.payments.orderId, orderId), inArray(t.payments.status, ["pending", "requires_action"])));
  return true;
}

/**
 * Expires every unpaid order past its deadline. Rows are picked with SKIP LOCKED, so processes sweeping at the
 * same time share the work and none closes an order twice; a restart loses nothing, as the deadline is the row's.
 */
export async function expireDueOrders(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(eq(t.orders.status, ORDER_STATUS.toBePaid), lte(t.orders.expiresAt, now)))
      .for("update", { skipLocked: true })
      .limit(100);
    for (const order of due) await closeUnpaidOrder(tx as unknown as Database, order.id, ORDER_STATUS.expired, now);
    return due.length;
  });
}

/** What paying an order answers of it: enough for what follows its payment. */
const paidOrderColumns = columnsByKey(t.orders, ["id", "familyId", "couponSaving", "paymentMethod", "debitMethod", "origin"]);

export type PaidOrder = Pick<OrderRow, (typeof paidOrderColumns)[number]["key"]> & {
  /** Whether it bought places in classes: an order of goods or recorded courses then runs no enrolment statement. */
  buysPlaces: boolean;
};

/** An unpaid order marked paid, and its receipt owed when asked, in one statement. */
const payUnpaidOrder = preparedStatement<PaidOrder>("pay_unpaid_order", () => {
  const { orders, orderItems, orderMails } = t;
  return sql`with paid as (
      update ${orders} set ${sql.identifier(orders.status.name)} = ${ORDER_STATUS.paid}, ${sql.identifier(orders.paidAt.name)} = ${sql.placeholder("paidAt")}::timestamptz
      where ${orders.id} = ${sql.placeholder("orderId")} and ${orders.status} = ${ORDER_STATUS.toBePaid}
      returning ${columnsAsKeys(paidOrderColumns)},
        exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} in ('class', 'package')) as "buysPlaces"),
    receipt as (
      insert into ${orderMails} (${sql.identifier(orderMails.orderId.name)}, ${sql.identifier(orderMails.kind.name)})
      select id, 'receipt' from paid where ${sql.placeholder("owesReceipt")}::boolean on conflict do nothing)
    select * from paid`;
});

/**
 * Marks an order paid (100 → 200) on a verified confirmation from its gateway: its coupons become used, the
 * stages paid at checkout paid, its receipt owed if `owesReceipt`; the seats it took stay taken (the SKUs' rows are
 * left alone). Answers the order as paid, or null when it was not waiting for payment (already paid: a repeated
 * confirmation changes nothing, and owes no second receipt).
 */
export async function captureOrder(db: Database, orderId: string, now: Date, { owesReceipt }: { owesReceipt: boolean }): Promise<PaidOrder | null> {
  const [paid] = (await payUnpaidOrder(db).execute({ orderId, paidAt: now.toISOString(), owesReceipt })).rows;
  if (!paid) return null;
  // An order made from the unpaid list holds no seat or coupon: it pays stages of the order that sold the class.
  if (paid.origin.paysStages) {
    await settleStagesPaidByHand(db, orderId, paid.origin.paysStages, now);
    return paid;
  }
  // A subscription's bill holds nothing either: it pays the next period (decision 0031).
  if (paid.origin.subscriptionBill) {
    await settleBill(db, orderId, paid.origin.subscriptionBill, now);
    return paid;
  }
  // A coupon held by an order saves something (one that saves nothing cannot be chosen, reason 8).
  if (paid.couponSaving > 0) await db.update(t.familyCoupons).set({ usedAt: now }).where(eq(t.familyCoupons.orderId, orderId));
  // An order paying a class transfer's difference moves the student's place rather than making one (decision 0029).
  if (paid.origin.transfer) await passPaidTransfer(db, paid.origin.transfer.applicationId, orderId, now);
  else if (paid.origin.subscription) await startSubscription(db, orderId, paid.origin.subscription.periodType, now);
  else if (paid.buysPlaces) await enrolPaidOrder(db, orderId);
  if (paid.origin.groupId) await settleGroupPlace(db, orderId, now);
  // Only instalment orders keep stages: the one paid at checkout is the stage that begins the course or joins it mid-way.
  const paidNow = [STAGE_STATUS.courseBegins, STAGE_STATUS.midCourseSignUp];
  if (paid.paymentMethod === PAYMENT_METHODS.instalments) {
    await db.update(t.orderStages).set({ status: STAGE_STATUS.paid, paidAt: now }).where(and(eq(t.orderStages.orderId, orderId), inArray(t.orderStages.status, paidNow)));
  }
  return paid;
}
