import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { orders, payments, skus } from "../../server/db/schema.js";
import { EnvError, loadEnv } from "../../server/env.js";
import { sessionExpiry, STRIPE_SIGNATURE_HEADER, stripeAmount } from "../../server/payments/stripe-gateway.js";
import { signIn, signInWithStudent } from "../helpers/accounts.js";
import { startStripeStub, stripeEvent, type StripeStub } from "../helpers/stripe-stub.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";

const SECRET_KEY = `sk_test_${randomBytes(12).toString("hex")}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const RECORDED = "us-fractions-video";

let stub: StripeStub;
let running: TestService;
let http: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  stub = await startStripeStub();
  running = await startTestService(
    { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    { stripeApi: { host: "127.0.0.1", port: stub.port, protocol: "http" } },
  );
  http = await startTestServer(running);
});
afterAll(async () => {
  await http?.close();
  await running?.close();
  await stub?.close();
});

type Family = Awaited<ReturnType<typeof signIn>>;

async function unpaidOrder(): Promise<{ family: Family; orderId: string }> {
  const family = await signInWithStudent(running);
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: RECORDED } }, family.call);
  return { family, orderId };
}

const paymentRow = async (id: string) => (await running.store.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const seatsTaken = async () => (await running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, RECORDED)))[0]!.taken;
const orderStatus = async (family: Family, orderId: string) => (await family.api.call("queryOrderResult", { orderId }, family.call)).status;

const paymentIntent = (paymentId: string, status: string) => ({ id: `pi_${randomBytes(8).toString("hex")}`, object: "payment_intent", status, metadata: { paymentId } });

const signed = (body: string, options: { secret?: string; atMs?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor((options.atMs ?? Date.now()) / 1000) });

async function deliver(body: string, signature: string | null) {
  const response = await fetch(`${http.baseUrl}/webhooks/payments/stripe`, { method: "POST", body, headers: signature === null ? {} : { [STRIPE_SIGNATURE_HEADER]: signature } });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe("payments through Stripe", () => {
  it("starts a Checkout Session for what is due, in the order's currency, with our payment id, and sends the payer to it", async () => {
    const { family, orderId } = await unpaidOrder();
    const [order] = await running.store.db.select().from(orders).where(eq(orders.id, orderId));
    const { paymentId, redirectUrl: handoff } = await family.api.call("payOrder", { orderId }, family.call);
    // payOrder's transaction does not wait on Stripe: the payer goes to the hand-off, which opens the session.
    expect(handoff).toBe(`/pay/handoff/${paymentId}`);
    expect(stub.requests.some((sent) => sent.form.get("metadata[paymentId]") === paymentId)).toBe(false);
    const { redirectUrl } = await family.api.call("openPayment", { paymentId }, family.call);

    const request = stub.requests.find((sent) => sent.form.get("payment_intent_data[metadata][paymentId]") === paymentId)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers["idempotency-key"]).toBe(`checkout-session-${paymentId}`);
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(order!.dueNow),
      "line_items[0][price_data][product_data][name]": orderId,
      client_reference_id: orderId,
      "metadata[paymentId]": paymentId,
      success_url: `http://us.localhost:${running.env.PORT}/order/result/${orderId}`,
      cancel_url: `http://us.localhost:${running.env.PORT}/order/result/${orderId}`,
    });
    expect(order!.dueNow).toBeGreaterThan(0);

    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({ gateway: "stripe", status: "pending", amount: order!.dueNow, currency: "USD" });
    expect(payment.gatewayRef).toMatch(/^cs_test_/);
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${payment.gatewayRef}`);
    // A reload of the hand-off goes to the same page without asking Stripe again; another family finds no payment.
    expect(await family.api.call("openPayment", { paymentId }, family.call)).toEqual({ redirectUrl });
    expect(stub.requests.filter((sent) => sent.form.get("metadata[paymentId]") === paymentId)).toHaveLength(1);
    const stranger = await signIn(running);
    await expect(stranger.api.call("openPayment", { paymentId }, stranger.call)).rejects.toMatchObject({ code: ErrorCode.PAYMENT_LINK_EMPTY });
  });

  it("closes the page of a payment the payer started again, and lets each page close with the order's time to pay", async () => {
    const { family, orderId } = await unpaidOrder();
    const [order] = await running.store.db.select().from(orders).where(eq(orders.id, orderId));
    const first = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("openPayment", { paymentId: first.paymentId }, family.call);
    const firstSession = (await paymentRow(first.paymentId)).gatewayRef!;
    const sent = stub.requests.find((request) => request.form.get("metadata[paymentId]") === first.paymentId)!;
    // The order's 30 minutes are under Stripe's least, so the page closes a minute after its 30.
    const expiresAt = Number(sent.form.get("expires_at"));
    expect(expiresAt * 1000).toBeGreaterThanOrEqual(order!.expiresAt.getTime());
    expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 32 * 60_000);

    const again = await family.api.call("payOrder", { orderId }, family.call);
    expect(stub.requests.some((request) => request.path.endsWith(`${firstSession}/expire`))).toBe(false);
    await family.api.call("openPayment", { paymentId: again.paymentId }, family.call);
    expect(stub.requests.filter((request) => request.path === `/v1/checkout/sessions/${firstSession}/expire`)).toHaveLength(1);
    expect((await paymentRow(first.paymentId)).status).toBe("cancelled");
  });

  it("does not open a payment at Stripe once its order cannot be paid", async () => {
    const { family, orderId } = await unpaidOrder();
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("cancelOrder", { orderId }, family.call);
    await expect(family.api.call("openPayment", { paymentId }, family.call)).rejects.toMatchObject({ code: ErrorCode.PAYMENT_LINK_EXPIRED });
    expect(stub.requests.some((sent) => sent.form.get("metadata[paymentId]") === paymentId)).toBe(false);
  });

  it("captures the order on a signed payment_intent.succeeded, once, however often it is delivered", async () => {
    const { family, orderId } = await unpaidOrder();
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    const before = await seatsTaken();
    const body = stripeEvent("payment_intent.succeeded", paymentIntent(paymentId, "succeeded"));

    expect(await deliver(body, signed(body))).toEqual({ status: 200, json: { received: "applied" } });
    expect(await deliver(body, signed(body))).toEqual({ status: 200, json: { received: "duplicate" } });
    expect(await orderStatus(family, orderId)).toBe(ORDER_STATUS.paid);
    expect((await paymentRow(paymentId)).status).toBe("succeeded");
    // The seat the order took stays taken.
    expect(await seatsTaken()).toBe(before);
  });

  it("changes nothing for a forged, stale or unsigned delivery, and answers 400", async () => {
    const { family, orderId } = await unpaidOrder();
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    const before = await seatsTaken();
    const body = stripeEvent("payment_intent.succeeded", paymentIntent(paymentId, "succeeded"));

    expect((await deliver(body, signed(body, { secret: `whsec_${randomBytes(16).toString("hex")}` }))).status).toBe(400);
    expect((await deliver(body, signed(body, { atMs: Date.now() - 301_000 }))).status).toBe(400);
    expect((await deliver(body, null)).status).toBe(400);
    // Signed for another body.
    expect((await deliver(body.replace("succeeded", "succeeded "), signed(body))).status).toBe(400);

    expect(await orderStatus(family, orderId)).toBe(ORDER_STATUS.toBePaid);
    expect((await paymentRow(paymentId)).status).toBe("pending");
    expect(await seatsTaken()).toBe(before);
  });

  it("marks the payment failed, asking for authentication or cancelled, and the order stays unpaid", async () => {
    const { family, orderId } = await unpaidOrder();
    const outcomes = [
      ["payment_intent.payment_failed", "failed"],
      ["payment_intent.requires_action", "requires_action"],
      ["payment_intent.canceled", "cancelled"],
      ["checkout.session.expired", "cancelled"],
    ] as const;
    for (const [type, status] of outcomes) {
      const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
      const object = type === "checkout.session.expired" ? { id: (await paymentRow(paymentId)).gatewayRef, object: "checkout.session", status: "expired", metadata: { paymentId } } : paymentIntent(paymentId, status);
      const body = stripeEvent(type, object);
      expect(await deliver(body, signed(body))).toEqual({ status: 200, json: { received: "applied" } });
      expect((await paymentRow(paymentId)).status).toBe(status);
      expect((await family.api.call("queryOrderResult", { orderId }, family.call)).payment).toEqual({ status });
    }
    expect(await orderStatus(family, orderId)).toBe(ORDER_STATUS.toBePaid);
  });

  it("acknowledges with 200 and ignores an event of no concern, or one without a payment of ours", async () => {
    const { family, orderId } = await unpaidOrder();
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    const elsewhere = stripeEvent("customer.created", { id: "cus_123", object: "customer", metadata: { paymentId } });
    const notOurs = stripeEvent("payment_intent.succeeded", { id: "pi_123", object: "payment_intent", status: "succeeded", metadata: {} });
    expect(await deliver(elsewhere, signed(elsewhere))).toEqual({ status: 200, json: { received: "irrelevant" } });
    expect(await deliver(notOurs, signed(notOurs))).toEqual({ status: 200, json: { received: "irrelevant" } });
    expect((await paymentRow(paymentId)).status).toBe("pending");
    expect(await orderStatus(family, orderId)).toBe(ORDER_STATUS.toBePaid);
  });
});

describe("Stripe's settings and amounts", () => {
  it("keeps a session's close within Stripe's 30 minutes to 24 hours, at the order's deadline between", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    expect(sessionExpiry(at(10), now)).toBe(now / 1000 + 31 * 60);
    expect(sessionExpiry(at(90), now)).toBe(now / 1000 + 90 * 60);
    expect(sessionExpiry(at(48 * 60), now)).toBe(now / 1000 + 24 * 3600 - 60);
  });

  it("refuses to start with one of the two Stripe settings and not the other, naming the missing one", () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(EnvError);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toThrow(/STRIPE_SECRET_KEY is missing/);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET: SECRET_KEY })).toThrow(EnvError);
    expect(loadEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toMatchObject({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });

  it("sends our minor units as they are where the site's factor is Stripe's, and converts them only where it is not", () => {
    expect(stripeAmount(1999, "USD", 100)).toBe(1999);
    expect(stripeAmount(5000, "JPY", 1)).toBe(5000);
    expect(stripeAmount(33000, "KRW", 1)).toBe(33000);
    expect(stripeAmount(500000, "JPY", 100)).toBe(5000);
    expect(stripeAmount(12, "USD", 1)).toBe(1200);
    expect(stripeAmount(1250, "KWD", 100)).toBe(12500);
    expect(() => stripeAmount(500050, "JPY", 100)).toThrow(/no whole amount/);
  });
});
