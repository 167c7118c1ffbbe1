import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { PaymentGatewayName, PaymentStatus } from "../../schemas/commerce.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { captureOrder, closeUnpaidOrder } from "../commerce/orders.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import type { PaymentEvent, PaymentEventType, PaymentGateway } from "./gateway.js";
import { testGateway } from "./test-gateway.js";

const statusAfter: Record<PaymentEventType, PaymentStatus> = {
  "payment.succeeded": "succeeded",
  "payment.failed": "failed",
  "payment.requires_action": "requires_action",
  "payment.cancelled": "cancelled",
};

type OrderRow = typeof t.orders.$inferSelect;

/** The gateways this deployment takes payments through, and what their webhooks do to orders (decision 0016). */
export class Payments {
  readonly test: ReturnType<typeof testGateway>;
  /** The gateway new payments go through. */
  readonly primary: PaymentGateway;
  private readonly gateways: Map<PaymentGatewayName, PaymentGateway>;

  constructor(
    private readonly db: Database,
    options: { testGatewaySecret: string; primary?: PaymentGateway },
  ) {
    this.test = testGateway(options.testGatewaySecret);
    this.gateways = new Map<PaymentGatewayName, PaymentGateway>([["test", this.test]]);
    if (options.primary) this.gateways.set(options.primary.name, options.primary);
    this.primary = options.primary ?? this.test;
  }

  /**
   * Starts paying an unpaid order: a new payment of what is due now at the primary gateway (an earlier one still
   * open is cancelled: the payer starts again). An order past its deadline is expired here and refused.
   */
  async start(db: Database, order: OrderRow, returnUrl: string, now: Date) {
    if (order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() <= now.getTime()) await closeUnpaidOrder(db, order.id, ORDER_STATUS.expired, now);
    if (order.status !== ORDER_STATUS.toBePaid || order.expiresAt.getTime() <= now.getTime()) throw new ApiError(ErrorCode.ORDER_NOT_PAYABLE);
    await db
      .update(t.payments)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(t.payments.orderId, order.id), inArray(t.payments.status, ["pending", "requires_action"])));
    const id = randomBytes(18).toString("base64url");
    const gateway = this.primary;
    const started = await gateway.start({ id, orderId: order.id, amount: order.dueNow, currency: order.currency, returnUrl });
    await db.insert(t.payments).values({ id, orderId: order.id, gateway: gateway.name, gatewayRef: started.gatewayRef, amount: order.dueNow, currency: order.currency, status: "pending", createdAt: now, updatedAt: now });
    return { paymentId: id, redirectUrl: started.redirectUrl };
  }

  /**
   * Applies a webhook delivery of a gateway: its signature verified (the gateway throws otherwise), its event
   * applied once (a delivery seen before changes nothing), all in one transaction. Answers what was done.
   */
  async receive(name: string, body: string, headers: Record<string, string | undefined>, now: Date): Promise<"applied" | "duplicate" | "ignored"> {
    const gateway = this.gateways.get(name as PaymentGatewayName);
    if (!gateway) return "ignored";
    const event = gateway.readWebhook(body, headers, now.getTime());
    if (!event) return "ignored";
    return this.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(t.paymentEvents)
        .values({ gateway: gateway.name, eventId: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: t.paymentEvents.eventId });
      if (fresh.length === 0) return "duplicate";
      await applyEvent(tx as unknown as Database, gateway.name, event, now);
      return "applied";
    });
  }
}

async function applyEvent(db: Database, gateway: PaymentGatewayName, event: PaymentEvent, now: Date) {
  const match = "id" in event.payment ? eq(t.payments.id, event.payment.id) : eq(t.payments.gatewayRef, event.payment.gatewayRef);
  const [payment] = await db.select().from(t.payments).where(and(eq(t.payments.gateway, gateway), match)).for("update");
  if (!payment) return log.warn("payment event for no payment", { gateway, event: event.id });
  // A final payment stays final: a late "requires action" or "failed" after success changes nothing.
  if (payment.status === "succeeded") return;
  await db.update(t.payments).set({ status: statusAfter[event.type], updatedAt: now }).where(eq(t.payments.id, payment.id));
  if (event.type !== "payment.succeeded") return;
  const captured = await captureOrder(db, payment.orderId, now);
  if (!captured) log.warn("payment succeeded for an order no longer waiting for it: refund it", { order: payment.orderId, payment: payment.id });
}
