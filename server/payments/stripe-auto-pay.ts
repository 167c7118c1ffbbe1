import Stripe from "stripe";
import type { AutoPayNoticeStatus } from "../../schemas/api/calls/auto-pay.js";
import type { AuthorizationEvent, DebitOutcome, PaymentGateway, SavedCard } from "./gateway.js";

/**
 * Stripe's side of auto-pay (decision 0025): a checkout of an auto-pay order saves its card for later
 * (setup_future_usage off_session, with a customer); a re-authorisation or a new card is a Checkout Session in setup
 * mode, confirmed by its SetupIntent's signed setup_intent.succeeded; a later stage is an off-session PaymentIntent.
 * A kept card is the customer and payment method an off-session PaymentIntent names. Stripe's events do not say a
 * card's brand or last digits, so neither is known here.
 */

export const stripeCardRef = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

function cardRefParts(ref: string): { customer: string; paymentMethod: string } | null {
  const [customer, paymentMethod, ...rest] = ref.split("/");
  return customer && paymentMethod && rest.length === 0 ? { customer, paymentMethod } : null;
}

/** An id Stripe gives as a string, or as the object when expanded. */
function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  return value && typeof value === "object" && "id" in value && typeof value.id === "string" ? value.id : null;
}

function cardOf(object: { customer?: unknown; payment_method?: unknown }): SavedCard | null {
  const customer = idOf(object.customer);
  const paymentMethod = idOf(object.payment_method);
  return customer && paymentMethod ? { ref: stripeCardRef(customer, paymentMethod), brand: null, last4: null } : null;
}

/** The card a PaymentIntent kept for later debits: one of an auto-pay order's checkout (setup_future_usage off_session). */
export function savedStripeCard(object: { object?: string; setup_future_usage?: unknown; customer?: unknown; payment_method?: unknown }): SavedCard | null {
  return object.object === "payment_intent" && object.setup_future_usage === "off_session" ? cardOf(object) : null;
}

/** A setup_intent.succeeded of an authorisation we started (our order id in its metadata) as the card it authorised; null otherwise. */
export function stripeAuthorizationEvent(event: Stripe.Event): AuthorizationEvent | null {
  if (event.type !== "setup_intent.succeeded") return null;
  const intent = event.data.object;
  const orderId = intent.metadata?.orderId;
  const card = cardOf(intent);
  return orderId && card ? { id: event.id, type: "authorization.succeeded", orderId, card } : null;
}

type Authorization = Parameters<NonNullable<PaymentGateway["authorize"]>>[0];

/**
 * A Checkout Session in setup mode for the order's customer (one is made when the checkout kept none): Stripe's
 * page takes the card and any authentication; the payer comes back to the notice, which cannot yet know the outcome
 * (processing), or left (cancelled). Keys per authorisation make a retried request answer the same session.
 */
export async function startStripeAuthorization(client: Stripe, authorization: Authorization): Promise<{ redirectUrl: string }> {
  const metadata = { orderId: authorization.orderId, authorizationId: authorization.id };
  const kept = authorization.card ? cardRefParts(authorization.card) : null;
  const customer = kept?.customer ?? (await client.customers.create({ metadata: { orderId: authorization.orderId } }, { idempotencyKey: `auto-pay-customer-${authorization.id}` })).id;
  const notice = (status: AutoPayNoticeStatus) => `${authorization.noticeUrl}/${status}`;
  const session = await client.checkout.sessions.create(
    {
      mode: "setup",
      currency: authorization.currency.toLowerCase(),
      customer,
      client_reference_id: authorization.orderId,
      metadata,
      setup_intent_data: { metadata },
      success_url: notice("processing"),
      cancel_url: notice("cancelled"),
    },
    { idempotencyKey: `auto-pay-setup-${authorization.id}` },
  );
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
  return { redirectUrl: session.url };
}

/**
 * An off-session PaymentIntent on the kept card, confirmed at once. The key per payment makes a retry after a lost
 * answer the same charge. The result is this answer: the metadata names the debit, not a `paymentId`, so the
 * PaymentIntent's own events are of no concern to the checkout's webhook handling. A refusal for the card
 * (declined, authentication required) is the authorisation no longer holding; anything else throws (unknown).
 */
export async function stripeDebit(client: Stripe, debit: { paymentId: string; orderId: string; amount: number; currency: string; card: string }): Promise<DebitOutcome> {
  const card = cardRefParts(debit.card);
  if (!card) return { status: "declined", message: "No Stripe card is kept for this order." };
  try {
    const intent = await client.paymentIntents.create(
      {
        amount: debit.amount,
        currency: debit.currency.toLowerCase(),
        customer: card.customer,
        payment_method: card.paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { debitPaymentId: debit.paymentId, orderId: debit.orderId },
      },
      { idempotencyKey: `off-session-debit-${debit.paymentId}` },
    );
    return intent.status === "succeeded" ? { status: "succeeded", chargeRef: intent.id } : { status: "declined", message: `The payment is ${intent.status.replaceAll("_", " ")}.` };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return { status: "declined", message: error.message };
    throw error;
  }
}
