import { eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { DEFAULT_TEST_CARD } from "../../schemas/api/calls/auto-pay.js";
import { savesCard } from "../auto-pay/mandates.js";
import type { PaymentEventType } from "../payments/gateway.js";
import { signedInFamilyId } from "../accounts/accounts.js";
import { preparedQuery } from "../db/prepared.js";
import * as t from "../db/schema.js";
import type { HandlerContext, Handlers } from "../service/context.js";

const { payments, orders } = t;
const testPaymentColumns = {
  payments: { id: payments.id, gateway: payments.gateway, amount: payments.amount, currency: payments.currency, status: payments.status, returnPath: payments.returnPath },
  orders: { id: orders.id, status: orders.status, expiresAt: orders.expiresAt, paymentMethod: orders.paymentMethod, debitMethod: orders.debitMethod, origin: orders.origin },
};

const paymentWithOrder = preparedQuery((db) =>
  db.select(testPaymentColumns).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, sql.placeholder("paymentId"))).prepare("test_payment_with_order"),
);

/** A payment of the test gateway and its order; a missing id is 'The payment link is empty'. */
async function testPayment(ctx: HandlerContext, paymentId: string) {
  const [row] = await paymentWithOrder(ctx.db).execute({ paymentId });
  if (!row || row.payments.gateway !== "test") throw new ApiError(ErrorCode.PAYMENT_LINK_EMPTY);
  return row;
}

function view({ payments: payment, orders: order }: Awaited<ReturnType<typeof testPayment>>): ResponseOf<"queryTestPayment"> {
  return { paymentId: payment.id, orderId: order.id, amount: payment.amount, currency: payment.currency, status: payment.status, returnUrl: payment.returnPath, expiresAt: order.expiresAt.toISOString(), savesCard: savesCard(order) };
}

/** A payment the payer can still act on: open at the gateway, for an order waiting for it within its time. */
function payable({ payments: payment, orders: order }: Awaited<ReturnType<typeof testPayment>>, now: Date): boolean {
  const open = payment.status === "pending" || payment.status === "requires_action";
  return open && order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() > now.getTime();
}

/** What the payer's choice makes the gateway report; extra authentication is asked first, then passed or failed. */
const eventFor = {
  pay: "payment.succeeded",
  decline: "payment.failed",
  require_authentication: "payment.requires_action",
  authenticate: "payment.succeeded",
  fail_authentication: "payment.failed",
  abandon: "payment.cancelled",
} satisfies Record<string, PaymentEventType>;

export const paymentHandlers: Handlers<"queryTestPayment" | "actTestPayment" | "openPayment"> = {
  async openPayment({ paymentId }, ctx) {
    const familyId = signedInFamilyId(ctx);
    return ctx.payments.open(familyId, paymentId, ctx.now);
  },

  async queryTestPayment({ paymentId }, ctx) {
    const row = await testPayment(ctx, paymentId);
    if (!payable(row, ctx.now)) throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
    return view(row);
  },

  async actTestPayment({ paymentId, action, card = DEFAULT_TEST_CARD }, ctx) {
    const row = await testPayment(ctx, paymentId);
    if (!payable(row, ctx.now)) throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
    const answersAuthentication = action === "authenticate" || action === "fail_authentication";
    const awaitsAuthentication = row.payments.status === "requires_action";
    if (answersAuthentication && !awaitsAuthentication) throw new ApiError(ErrorCode.INVALID_INPUT, "data.action: no authentication was asked");
    // Asked to authenticate, the payer authenticates or leaves: paying anew is not offered.
    if (awaitsAuthentication && !answersAuthentication && action !== "abandon") throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
    // The gateway's confirmation travels as its signed webhook, through the same check as a delivery over HTTP.
    const delivery = ctx.payments.test.signedEvent(paymentId, eventFor[action], ctx.now.getTime(), card);
    const { paymentStatus } = await ctx.payments.receive("test", delivery.body, delivery.headers, ctx.now);
    // The payment's status after the event is all that changed of what the page shows; a repeated delivery reads it.
    return view(paymentStatus ? { ...row, payments: { ...row.payments, status: paymentStatus } } : await testPayment(ctx, paymentId));
  },
};
