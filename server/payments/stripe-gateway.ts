import Stripe from "stripe";
import type { PaymentEventType, PaymentGateway } from "./gateway.js";
import { savedStripeCard, startStripeAuthorization, stripeAuthorizationEvent, stripeDebit } from "./stripe-auto-pay.js";
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from "./webhook-signature.js";

export const STRIPE_SIGNATURE_HEADER = "Stripe-Signature";

/** How Stripe counts a currency's minor units (docs.stripe.com/currencies): none for these, three decimals for those, two for the rest. */
const ZERO_DECIMAL = new Set(["BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/**
 * An amount in our minor units (shown price = amount / factor, schemas/site.ts) as Stripe's minor units. They are
 * the same number when the site's factor is Stripe's (JPY and KRW have factor 1 and are zero-decimal for Stripe);
 * otherwise it is converted, and refused when it would not be whole.
 */
export function stripeAmount(amount: number, currency: string, factor: number): number {
  const code = currency.toUpperCase();
  const theirs = ZERO_DECIMAL.has(code) ? 1 : THREE_DECIMAL.has(code) ? 1000 : 100;
  if (factor === theirs) return amount;
  const converted = (amount * theirs) / factor;
  if (!Number.isSafeInteger(converted)) throw new Error(`${amount} minor units of ${code} at factor ${factor} are no whole amount in Stripe's minor units`);
  return converted;
}

const STRIPE_SESSION_MIN_S = 30 * 60 + 60;
const STRIPE_SESSION_MAX_S = 24 * 60 * 60 - 60;

/** When a Checkout Session closes: the order's deadline, kept within Stripe's 30 minutes to 24 hours (a minute's margin each way). */
export function sessionExpiry(payBy: Date, nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  return Math.min(now + STRIPE_SESSION_MAX_S, Math.max(now + STRIPE_SESSION_MIN_S, Math.floor(payBy.getTime() / 1000)));
}

/** The Stripe events that move one of our payments; the rest are of no concern. */
const eventTypes: Partial<Record<Stripe.Event["type"], PaymentEventType>> = {
  "payment_intent.succeeded": "payment.succeeded",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.requires_action": "payment.requires_action",
  "payment_intent.canceled": "payment.cancelled",
  "checkout.session.expired": "payment.cancelled",
};

export interface StripeGatewayOptions {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** How many of our minor units make one unit of a currency: the factor of the sites that use it. */
  currencyFactor: (currency: string) => number | undefined;
  /** Where the package sends its API requests, when not to Stripe: a local stub in tests. */
  api?: Pick<Stripe.StripeConfig, "host" | "port" | "protocol">;
}

/**
 * Stripe through the official package (decision 0016). A payment is a Checkout Session in payment mode: Stripe's
 * hosted page takes the card (and any authentication), so the storefront has no card form. Our payment id rides
 * on the session and on the PaymentIntent it creates as `metadata.paymentId`, which is how webhook events find
 * the payment; `start` expects an absolute returnUrl (Payments makes it one).
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  // The payer waits on the hand-off page meanwhile: a failing Stripe is answered in seconds, not the package's 80.
  const client = new Stripe(options.secretKey, { ...options.api, timeout: 10_000 });
  return {
    name: "stripe",
    remote: true,
    async start(payment) {
      const factor = options.currencyFactor(payment.currency);
      if (factor === undefined) throw new Error(`No site charges in ${payment.currency}: its minor units are unknown`);
      const metadata = { paymentId: payment.id, orderId: payment.orderId };
      const session = await client.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              // The order number parents see and quote names the charge, in every language.
              price_data: { currency: payment.currency.toLowerCase(), unit_amount: stripeAmount(payment.amount, payment.currency, factor), product_data: { name: payment.orderId } },
            },
          ],
          client_reference_id: payment.orderId,
          // Both ways back lead to the order, which shows whether it is paid; only a verified webhook says so.
          success_url: payment.returnUrl,
          cancel_url: payment.returnUrl,
          metadata,
          // An auto-pay order keeps the card, with a customer to hold it, for its later stages (decision 0025).
          ...(payment.saveCard ? { customer_creation: "always" as const } : {}),
          payment_intent_data: { metadata, ...(payment.saveCard ? { setup_future_usage: "off_session" as const } : {}) },
          // The page closes with the order's time to pay, within what Stripe allows (30 minutes to 24 hours from now).
          expires_at: sessionExpiry(payment.payBy, Date.now()),
        },
        // The package retries a request whose answer was lost (twice by default); with the key Stripe answers the session it made.
        { idempotencyKey: `checkout-session-${payment.id}` },
      );
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
      return { gatewayRef: session.id, redirectUrl: session.url };
    },
    async close(gatewayRef) {
      await client.checkout.sessions.expire(gatewayRef);
    },
    async refund(part) {
      if (!part.chargeRef) throw new Error(`Payment ${part.paymentId} has no PaymentIntent to refund`);
      const factor = options.currencyFactor(part.currency);
      if (factor === undefined) throw new Error(`No site charges in ${part.currency}: its minor units are unknown`);
      const refund = await client.refunds.create(
        { payment_intent: part.chargeRef, amount: stripeAmount(part.amount, part.currency, factor), metadata: { paymentId: part.paymentId } },
        // A retry (the package's, or the refund sweep's after a crash) with the key is answered the refund made before.
        { idempotencyKey: part.idempotencyKey },
      );
      return { gatewayRef: refund.id };
    },
    readWebhook(body, headers, nowMs) {
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(body, headers[STRIPE_SIGNATURE_HEADER.toLowerCase()] ?? "", options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
      } catch (error) {
        // The package's messages run on with advice; the first line says what failed.
        throw new WebhookSignatureError(error instanceof Stripe.errors.StripeSignatureVerificationError ? error.message.split("\n")[0]! : "not a Stripe event");
      }
      const authorization = stripeAuthorizationEvent(event);
      if (authorization) return authorization;
      const type = eventTypes[event.type];
      const object = event.data.object as { id?: string; object?: string; metadata?: Record<string, string> | null };
      const paymentId = object.metadata?.paymentId;
      // An event of another integration on the same Stripe account carries no payment id of ours.
      if (!type || !paymentId) return null;
      const savedCard = type === "payment.succeeded" ? savedStripeCard(object) : null;
      // A PaymentIntent is what a refund names; a Checkout Session's events (expired) carry none.
      return { id: event.id, type, paymentId, ...(object.object === "payment_intent" && object.id ? { chargeRef: object.id } : {}), ...(savedCard ? { savedCard } : {}) };
    },
    authorize: (authorization) => startStripeAuthorization(client, authorization),
    async debit(debit) {
      const factor = options.currencyFactor(debit.currency);
      if (factor === undefined) throw new Error(`No site charges in ${debit.currency}: its minor units are unknown`);
      return stripeDebit(client, { ...debit, amount: stripeAmount(debit.amount, debit.currency, factor) });
    },
  };
}
