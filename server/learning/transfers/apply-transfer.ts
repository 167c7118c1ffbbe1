import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { differenceOrderTotals } from "../../../rules/learning/class-transfer.js";
import type { TransferRefusal, TransferResult } from "../../../schemas/api/calls/class-transfers.js";
import type { ParsedRequestOf } from "../../../schemas/api/contract.js";
import { DEBIT_METHODS, ORDER_CREATE_WAYS, ORDER_STATUS } from "../../../schemas/commerce.js";
import { insertOneLineOrder } from "../../commerce/one-line-orders.js";
import { closeUnpaidOrder, paymentWindowMs } from "../../commerce/orders.js";
import { releaseTakenSeat, takeSeats } from "../../commerce/seats.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import type { Place } from "../places.js";
import { lockedPlace, lockSkus, movePlace } from "./move-place.js";
import { refusalOf } from "./refusals.js";
import { placeSituation, quoteInto, transferTarget, type TransferClass } from "./transfer-facts.js";
import { activePlace } from "./transfer-queries.js";

/** The order page a transfer's order is made from, kept in its origin with the application it pays. */
const FROM_CLASS_TRANSFER = "class-transfer";

type NewApplication = typeof t.changeApplications.$inferInsert;

/**
 * applyClassTransfer, in the call's idempotency transaction (ctx.db), the place locked throughout: the rules decide
 * at once (rules/learning/class-transfer.ts), a refusal recorded as a rejected application. A difference of at most 0
 * moves the place now; above 0, an order holding the seat of the class joined waits for payment (decision 0029).
 */
export async function applyClassTransfer(ctx: HandlerContext, request: ParsedRequestOf<"applyClassTransfer">): Promise<TransferResult> {
  const place = await lockedPlace(ctx.db, (await activePlace(ctx, request)).id);
  if (place?.status !== "active") throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  await expireOverdueTransfer(ctx, place);
  const situation = await placeSituation(ctx, place);
  const to = transferTarget(situation, request.toClassId, ctx.now);
  const quote = quoteInto(situation, to, ctx.now);
  const application: NewApplication = {
    kind: "transfer",
    familyId: place.familyId,
    uid: place.uid,
    enrolmentId: place.id,
    fromClassId: place.classId,
    toClassId: to.classId,
    status: "pending",
    reason: request.reason,
    difference: quote.difference,
    createdAt: ctx.now,
  };
  if (quote.refusal) return reject(ctx, application, quote.refusal);
  return quote.difference > 0 ? transferToPay(ctx, application, to, quote.difference) : transferNow(ctx, application, { place, to, taken: quote.taken, difference: quote.difference });
}

/** A transfer of the place waiting for an order past its deadline (the sweep has not come yet) is closed here, as the order is. */
async function expireOverdueTransfer(ctx: HandlerContext, place: Place) {
  const overdue = await ctx.db
    .select({ orderId: t.orders.id })
    .from(t.changeApplications)
    .innerJoin(t.orders, eq(t.orders.id, t.changeApplications.orderId))
    .where(and(eq(t.changeApplications.enrolmentId, place.id), eq(t.changeApplications.status, "pending"), eq(t.orders.status, ORDER_STATUS.toBePaid), lte(t.orders.expiresAt, ctx.now)));
  for (const { orderId } of overdue) await closeUnpaidOrder(ctx.db, orderId, ORDER_STATUS.expired, ctx.now);
}

async function reject(ctx: HandlerContext, application: NewApplication, reason: TransferRefusal): Promise<TransferResult> {
  const [rejected] = await ctx.db
    .insert(t.changeApplications)
    .values({ ...application, status: "rejected", note: reason, decidedAt: ctx.now })
    .returning({ id: t.changeApplications.id });
  return { result: "failure", applicationId: rejected!.id, refusal: refusalOf(reason) };
}

/**
 * Nothing to pay: a seat of the class joined is taken (the last ones go to exactly as many transfers as there
 * are seats) and the place moves; what a cheaper class leaves owed is customer service's to give back.
 */
async function transferNow(ctx: HandlerContext, application: NewApplication, move: { place: Place; to: TransferClass; taken: Parameters<typeof movePlace>[3]; difference: number }): Promise<TransferResult> {
  const { place, to } = move;
  await lockSkus(ctx.db, place.holdsSeat ? [place.skuId, to.skuId] : [to.skuId]);
  if (!(await takeSeats(ctx.db, to.skuId, 1, ctx.now))) return reject(ctx, application, "full");
  if (!(await movePlace(ctx.db, place, to, move.taken, ctx.now))) {
    await releaseTakenSeat(ctx.db, to.skuId);
    return reject(ctx, application, "alreadyInClass");
  }
  const [passed] = await ctx.db
    .insert(t.changeApplications)
    .values({ ...application, status: "passed", decidedAt: ctx.now })
    .returning({ id: t.changeApplications.id });
  return { result: "success", applicationId: passed!.id, classId: to.classId, difference: move.difference, refundDue: Math.max(0, -move.difference) };
}

/**
 * A difference to pay: an unpaid order of one line (the class joined at the difference, with the site's tax) holding
 * one of its seats, paid through the checkout's payment pages. The application waits with it; paying it moves the
 * place (captureOrder), closing it unpaid cancels the application and gives the seat back (closeUnpaidOrder).
 */
async function transferToPay(ctx: HandlerContext, application: NewApplication, to: TransferClass, difference: number): Promise<TransferResult> {
  if (!(await takeSeats(ctx.db, to.skuId, 1, ctx.now))) return reject(ctx, application, "full");
  const site = ctx.site();
  const applicationId = randomUUID();
  const totals = differenceOrderTotals(to.skuId, difference, site.commerce.tax);
  const expiresAt = new Date(ctx.now.getTime() + paymentWindowMs(ctx));
  const orderId = await insertOneLineOrder(
    ctx.db,
    {
      familyId: application.familyId,
      uid: application.uid,
      locale: site.locale,
      currency: site.currency.code,
      createWay: ORDER_CREATE_WAYS.normal,
      origin: { fromPage: FROM_CLASS_TRANSFER, transfer: { applicationId } },
      debitMethod: DEBIT_METHODS.billPay,
      totals,
      line: { skuId: to.skuId, kind: "class", unitPrice: difference, couponSaving: 0, content: to.content },
      expiresAt,
    },
    ctx.now,
  );
  await ctx.db.insert(t.changeApplications).values({ ...application, id: applicationId, orderId });
  return { result: "toBePaid", applicationId, orderId, total: totals.total, expiresAt: expiresAt.toISOString() };
}
