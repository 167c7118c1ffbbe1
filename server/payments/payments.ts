import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { PaymentGatewayName, PaymentStatus } from "../../schemas/commerce.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import type { Locale } from "../../schemas/site.js";
import { captureOrder, closeUnpaidOrder } from "../commerce/orders.js";
import type { Database } from "../db/connection.js";
import { columnsByKey, placeholderRow, preparedQuery, preparedStatement } from "../db/prepared.js";
import * as t from "../db/schema.js";
import { log } from "../log.js";
import { applyAuthorization, recordCheckoutMandate, savesCard } from "../auto-pay/mandates.js";
import { isAuthorizationEvent, type PaymentEvent, type PaymentEventType, type PaymentGateway } from "./gateway.js";
import { testGateway } from "./test-gateway.js";

const statusAfter: Record<PaymentEventType, PaymentStatus> = {
  "payment.succeeded": "succeeded",
  "payment.failed": "failed",
  "payment.requires_action": "requires_action",
  "payment.cancelled": "cancelled",
};

type OrderRow = typeof t.orders.$inferSelect;

/** What a webhook delivery did, and the status of the payment it was about (an applied payment event's). */
export interface WebhookDelivery {
  outcome: "applied" | "duplicate" | "irrelevant" | "ignored";
  paymentStatus?: PaymentStatus;
}

/** The gateways this deployment takes payments through, and what their webhooks do to orders (decision 0016). */
export class Payments {
  readonly test: ReturnType<typeof testGateway>;
  /** The gateway new payments go through. */
  readonly primary: PaymentGateway;
  private readonly gateways: Map<PaymentGatewayName, PaymentGateway>;
  private readonly siteOrigin: (locale: Locale) => string;

  constructor(
    private readonly db: Database,
    options: {
      testGatewaySecret: string;
      primary?: PaymentGateway;
      /** Where a payer coming back from a gateway's hosted page lands: the origin of the order's site. */
      siteOrigin: (locale: Locale) => string;
    },
  ) {
    this.siteOrigin = options.siteOrigin;
    this.test = testGateway(options.testGatewaySecret);
    this.gateways = new Map<PaymentGatewayName, PaymentGateway>([["test", this.test]]);
    if (options.primary) this.gateways.set(options.primary.name, options.primary);
    this.primary = options.primary ?? this.test;
  }

  /** The gateway a payment went through, which gives it back (refunds); undefined for one this deployment has not. */
  gateway(name: PaymentGatewayName): PaymentGateway | undefined {
    return this.gateways.get(name);
  }

  /** An address on an order's site, whole: where a gateway elsewhere sends the payer back to. */
  siteUrl(locale: Locale, path: string): string {
    return new URL(path, this.siteOrigin(locale)).href;
  }

  /**
   * Starts paying an unpaid order: a new payment of what is due now at the primary gateway (an earlier one still
   * open is cancelled: the payer starts again). An order past its deadline is expired here and refused. Runs in
   * the payOrder call's transaction, so a gateway elsewhere is not asked here: the payer is sent to the
   * storefront's hand-off (/pay/handoff/{id}), which opens the payment there (`open`).
   */
  async start(db: Database, order: OrderRow, returnPath: string, now: Date) {
    if (order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() <= now.getTime()) await closeUnpaidOrder(db, order.id, ORDER_STATUS.expired, now);
    if (order.status !== ORDER_STATUS.toBePaid || order.expiresAt.getTime() <= now.getTime()) throw new ApiError(ErrorCode.ORDER_NOT_PAYABLE);
    const id = randomBytes(18).toString("base64url");
    const gateway = this.primary;
    const payment = { id, orderId: order.id, gateway: gateway.name, amount: order.dueNow, currency: order.currency, returnPath, status: "pending" as const, createdAt: now };
    if (gateway.remote) {
      await insertReplacingOpenPayments(db, payment);
      return { paymentId: id, redirectUrl: `/pay/handoff/${id}` };
    }
    const started = await gateway.start({ id, orderId: order.id, amount: order.dueNow, currency: order.currency, returnUrl: returnPath, payBy: order.expiresAt, saveCard: savesCard(order) });
    await insertReplacingOpenPayments(db, { ...payment, gatewayRef: started.gatewayRef, redirectUrl: started.redirectUrl });
    return { paymentId: id, redirectUrl: started.redirectUrl };
  }

  /**
   * Where the family's payer pays a payment: its page at the gateway, asked for outside any transaction the
   * first time (a slow gateway holds no lock) and kept, so a reload or a second tab goes to the same page. The
   * gateway's own idempotency (one session per payment id) makes two first asks at once open one page.
   */
  async open(familyId: string, paymentId: string, now: Date): Promise<{ redirectUrl: string }> {
    const [row] = await this.db
      .select()
      .from(t.payments)
      .innerJoin(t.orders, eq(t.orders.id, t.payments.orderId))
      .where(and(eq(t.payments.id, paymentId), eq(t.orders.familyId, familyId)));
    if (!row) throw new ApiError(ErrorCode.PAYMENT_LINK_EMPTY);
    const { payments: payment, orders: order } = row;
    if (payment.redirectUrl) return { redirectUrl: payment.redirectUrl };
    const payable = payment.status === "pending" && order.status === ORDER_STATUS.toBePaid && order.expiresAt.getTime() > now.getTime();
    const gateway = this.gateways.get(payment.gateway);
    if (!payable || !gateway) throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
    await this.closeSuperseded(gateway, payment.orderId, payment.id);
    const returnUrl = this.siteUrl(order.locale, payment.returnPath);
    const started = await gateway.start({ id: payment.id, orderId: order.id, amount: payment.amount, currency: payment.currency, returnUrl, payBy: order.expiresAt, saveCard: savesCard(order) });
    await this.db
      .update(t.payments)
      .set({ gatewayRef: started.gatewayRef, redirectUrl: started.redirectUrl, updatedAt: now })
      .where(and(eq(t.payments.id, payment.id), isNull(t.payments.redirectUrl)));
    return { redirectUrl: started.redirectUrl };
  }

  /**
   * Closes at the gateway the pages of the order's earlier payments, which starting this one cancelled here: a
   * payer who kept such a page open cannot pay twice. A page that is closed already is the gateway's to refuse.
   */
  private async closeSuperseded(gateway: PaymentGateway, orderId: string, paymentId: string) {
    if (!gateway.close) return;
    const earlier = await this.db
      .select({ id: t.payments.id, gatewayRef: t.payments.gatewayRef })
      .from(t.payments)
      .where(and(eq(t.payments.orderId, orderId), eq(t.payments.gateway, gateway.name), eq(t.payments.status, "cancelled"), isNotNull(t.payments.gatewayRef)));
    for (const payment of earlier.filter((candidate) => candidate.id !== paymentId)) {
      await gateway.close(payment.gatewayRef!).catch((error: unknown) => log.info("payment page not closed at the gateway", { payment: payment.id, error: String(error) }));
    }
  }

  /**
   * Applies a webhook delivery of a gateway: its signature verified (the gateway throws otherwise), its event
   * applied once (a delivery seen before changes nothing), all in one transaction. Answers what was done:
   * "ignored" for no such gateway; "irrelevant" for a verified event of no concern, which the gateway must
   * see acknowledged (Stripe sends every event type an endpoint subscribes to, and retries any it sees refused).
   * An applied payment event also answers the status its payment has after it.
   */
  async receive(name: string, body: string, headers: Record<string, string | undefined>, now: Date): Promise<WebhookDelivery> {
    const gateway = this.gateways.get(name as PaymentGatewayName);
    if (!gateway) return { outcome: "ignored" };
    const event = gateway.readWebhook(body, headers, now.getTime());
    if (!event) return { outcome: "irrelevant" };
    return this.db.transaction(async (transaction): Promise<WebhookDelivery> => {
      const tx = transaction as unknown as Database;
      const seen = { gateway: gateway.name, eventId: event.id, type: event.type, receivedAt: now };
      if (isAuthorizationEvent(event)) {
        if ((await recordEvent(tx).execute(seen)).length === 0) return { outcome: "duplicate" };
        await applyAuthorization(tx, gateway.name, event, now);
        return { outcome: "applied" };
      }
      const move = { paymentId: event.paymentId, status: statusAfter[event.type], updatedAt: now.toISOString(), chargeRef: event.chargeRef ?? null };
      const { rows } = await recordPaymentEvent(tx).execute({ ...seen, ...move });
      const { fresh, moved } = rows[0]!;
      if (!fresh) return { outcome: "duplicate" };
      return { outcome: "applied", paymentStatus: await applyEvent(tx, gateway.name, event, moved, now) };
    });
  }
}

/** A new payment of an order, which cancels the order's payments still open, in one statement. */
const replaceOpenPayments = preparedStatement("replace_open_payments", (db) => {
  const { payments } = t;
  const cancelOpen = db
    .update(payments)
    .set({ status: "cancelled", updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz` })
    .where(and(eq(payments.orderId, sql.placeholder("orderId")), inArray(payments.status, ["pending", "requires_action"])));
  return sql`with cancelled as (${cancelOpen.getSQL()}) insert into ${payments} ${placeholderRow(newPaymentColumns)}`;
});

const newPaymentColumns = columnsByKey(t.payments, ["id", "orderId", "gateway", "gatewayRef", "redirectUrl", "returnPath", "amount", "currency", "status", "createdAt", "updatedAt"]);

type NewPayment = Pick<typeof t.payments.$inferInsert, "id" | "orderId" | "gateway" | "gatewayRef" | "redirectUrl" | "returnPath" | "amount" | "currency" | "status"> & { createdAt: Date };

async function insertReplacingOpenPayments(db: Database, { createdAt, ...payment }: NewPayment) {
  const at = createdAt.toISOString();
  await replaceOpenPayments(db).execute({ ...payment, gatewayRef: payment.gatewayRef ?? null, redirectUrl: payment.redirectUrl ?? null, createdAt: at, updatedAt: at });
}

/** A gateway's event, once: answers it only the first time it is recorded. */
const eventOnce = (db: Database) =>
  db
    .insert(t.paymentEvents)
    .values({ gateway: sql.placeholder("gateway"), eventId: sql.placeholder("eventId"), type: sql.placeholder("type"), receivedAt: sql.placeholder("receivedAt") })
    .onConflictDoNothing()
    .returning({ id: t.paymentEvents.eventId });

const recordEvent = preparedQuery((db) => eventOnce(db).prepare("record_gateway_event"));

type MovedPayment = { id: string; orderId: string; status: PaymentStatus };

/**
 * A payment event, once, and with it the payment's new status (and the charge the gateway names, if it names one),
 * in one statement: a delivery seen before moves nothing. A final payment stays final: a late "requires action" or
 * "failed" after success changes nothing. A delivery racing another for the same payment waits on its row, and the
 * condition is checked again on what that one left. Answers whether the event was new, and the payment it moved.
 */
const recordPaymentEvent = preparedStatement<{ fresh: boolean; moved: MovedPayment | null }>("record_payment_event", (db) => {
  const { payments } = t;
  const move = db
    .update(payments)
    .set({ status: sql`${sql.placeholder("status")}`, updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz`, chargeRef: sql`coalesce(${sql.placeholder("chargeRef")}, ${payments.chargeRef})` })
    .where(and(eq(payments.gateway, sql.placeholder("gateway")), eq(payments.id, sql.placeholder("paymentId")), ne(payments.status, "succeeded"), sql`exists (select 1 from fresh)`))
    .returning({ id: payments.id, orderId: payments.orderId, status: payments.status });
  return sql`with fresh as (${eventOnce(db).getSQL()}), moved as (${move.getSQL()})
    select exists (select 1 from fresh) as fresh, (select json_build_object('id', id, 'orderId', order_id, 'status', status) from moved) as moved`;
});

/**
 * What a new payment event does beyond moving its payment (null: it moved none, as the payment was final or is not
 * there); answers the payment's status after it, or undefined for no such payment.
 */
async function applyEvent(db: Database, gateway: PaymentGatewayName, event: PaymentEvent, payment: MovedPayment | null, now: Date): Promise<PaymentStatus | undefined> {
  if (!payment) {
    const thePayment = and(eq(t.payments.gateway, gateway), eq(t.payments.id, event.paymentId));
    const [known] = await db.select({ status: t.payments.status }).from(t.payments).where(thePayment);
    if (!known) log.warn("payment event for no payment", { gateway, event: event.id });
    return known?.status;
  }
  if (event.type !== "payment.succeeded") return payment.status;
  const paid = await captureOrder(db, payment.orderId, now, { owesReceipt: true });
  if (!paid) {
    log.warn("payment succeeded for an order no longer waiting for it: refund it", { order: payment.orderId, payment: payment.id });
    return payment.status;
  }
  await recordCheckoutMandate(db, paid, gateway, event.savedCard ?? null, now);
  return payment.status;
}
