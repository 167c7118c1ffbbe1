import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { stagePaymentFigures, TO_BE_PAID_HELPER } from "../../rules/commerce/unpaid.js";
import { FROM_UNPAID_LIST } from "../../rules/catalogue/product-paths.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { DEBIT_METHODS, ORDER_CREATE_WAYS, ORDER_STATUS, PAYMENT_METHODS } from "../../schemas/commerce.js";
import type { AccountRow } from "../accounts/accounts.js";
import { insertOneLineOrder } from "../commerce/one-line-orders.js";
import { closeUnpaidOrder } from "../commerce/orders.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { helperStatusOf, stagesToPayNow } from "./hand-payment.js";
import { overdueStageOrderIds, owedClasses } from "./owed-classes.js";

type CreateOrderRequest = ParsedRequestOf<"createOrder">;

/** createOrder from the unpaid list (SPEC §4 order create way 2 with fromPage=unpaid-courses-list) pays stages by hand. */
export function paysStagesByHand(request: Pick<CreateOrderRequest, "createWay" | "fromPage">): boolean {
  return request.createWay === ORDER_CREATE_WAYS.unpaidList && request.fromPage === FROM_UNPAID_LIST;
}

/** What an order paying stages cannot carry: the stages are paid at once, their coupon share given by the order that sold the class. */
function refuseOtherChoices(request: CreateOrderRequest) {
  if (request.couponIds.length > 0) throw new ApiError(ErrorCode.INVALID_INPUT, "data.couponIds: stages carry the coupon share of the order that sold the class");
  if (request.paymentMethod !== PAYMENT_METHODS.oneTime) throw new ApiError(ErrorCode.INVALID_INPUT, "data.paymentMethod: stages paid by hand are paid at once");
}

/**
 * Makes an unpaid order (100) for the next stages of a class the student has begun paying by instalments: the
 * stages due, or the next one (rules/commerce/unpaid.ts handPayment). It buys no seat (the seat is the student's
 * already) and uses no coupon; its one line is the class at what the stages cost, and its origin names the
 * instalment order and stages it pays, which paying it marks paid there (captureOrder). It claims each stage with
 * a manual debit attempt in process, whose unique index lets one payment of a stage be in process at a time: a
 * second order for the same stages, or auto-pay's debit, is refused while this one waits for payment.
 * Null when the student owes no stage of the product: then it is an ordinary purchase from the unpaid list.
 */
export async function createStageOrder(
  ctx: HandlerContext,
  { family, member, account }: { family: { id: string }; member: AccountRow; account: AccountRow },
  request: CreateOrderRequest,
  paymentWindowMs: number,
): Promise<ResponseOf<"createOrder"> | null> {
  if (request.source.kind !== "product") return null;
  // An earlier order for these stages whose time is up holds them until the sweep comes: it is closed here.
  for (const overdue of await overdueStageOrderIds(ctx.db, family.id, ctx.now)) await closeUnpaidOrder(ctx.db, overdue, ORDER_STATUS.expired, ctx.now);
  const [owed] = await owedClasses(ctx.db, family.id, { uid: member.uid, skuId: request.source.skuId });
  if (!owed) return null;
  refuseOtherChoices(request);
  const helper = helperStatusOf(ctx, { account, member });
  if (helper === TO_BE_PAID_HELPER.studentInfo) throw new ApiError(ErrorCode.REGISTRATION_INCOMPLETE);
  if (helper !== TO_BE_PAID_HELPER.goOn) throw new ApiError(ErrorCode.CANNOT_CREATE_ORDER, ctx.say(helper === TO_BE_PAID_HELPER.bindEmail ? "bindEmail" : "bindPhone"));

  const stages = stagesToPayNow(owed, ctx.now);
  const site = ctx.site();
  const figures = stagePaymentFigures(owed.skuId, stages, site.commerce.tax);
  const expiresAt = new Date(ctx.now.getTime() + paymentWindowMs);
  const stageNos = stages.map((stage) => stage.stageNo);
  const id = await insertOneLineOrder(
    ctx.db,
    {
      familyId: family.id,
      uid: member.uid,
      locale: site.locale,
      currency: site.currency.code,
      createWay: ORDER_CREATE_WAYS.unpaidList,
      origin: { fromPage: FROM_UNPAID_LIST, paysStages: { orderId: owed.orderId, lineNo: owed.lineNo, stageNos } },
      debitMethod: DEBIT_METHODS.billPay,
      totals: figures.totals,
      line: { skuId: owed.skuId, kind: owed.kind, unitPrice: figures.unitPrice, couponSaving: figures.couponSaving, content: owed.content },
      expiresAt,
    },
    ctx.now,
  );
  const claimed = await ctx.db
    .insert(t.debitAttempts)
    .values(stageNos.map((stageNo) => ({ orderId: owed.orderId, lineNo: owed.lineNo, stageNo, type: "manual" as const, result: "in_process" as const, attemptedAt: ctx.now })))
    .onConflictDoNothing()
    .returning({ stageNo: t.debitAttempts.stageNo });
  // Another payment of one of these stages began since they were read: this order is not made (the call's transaction).
  if (claimed.length !== stageNos.length) throw new ApiError(await inProcessCode(ctx, owed.orderId, owed.lineNo));
  return { orderId: id, status: ORDER_STATUS.toBePaid, total: figures.totals.total, dueNow: figures.totals.total, expiresAt: expiresAt.toISOString() };
}

/** Why a stage could not be claimed: auto-pay's debit (1014), or another order paying it by hand. */
async function inProcessCode(ctx: HandlerContext, orderId: string, lineNo: number) {
  const [auto] = await ctx.db
    .select({ id: t.debitAttempts.id })
    .from(t.debitAttempts)
    .where(and(eq(t.debitAttempts.orderId, orderId), eq(t.debitAttempts.lineNo, lineNo), eq(t.debitAttempts.type, "auto"), eq(t.debitAttempts.result, "in_process")))
    .limit(1);
  return auto ? ErrorCode.AUTO_PAY_IN_PROCESS : ErrorCode.UNPAID_ORDER_EXISTS;
}
