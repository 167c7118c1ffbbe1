import type { PaymentGatewayName } from "../../schemas/commerce.js";

/** What happened to a payment, as a gateway's webhook says it. */
export type PaymentEventType = "payment.succeeded" | "payment.failed" | "payment.requires_action" | "payment.cancelled";

/** A verified webhook event: its id (applied once), what happened, and which of our payments it concerns. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** Our payment id, as the event carries it (Stripe's in the metadata we gave). */
  paymentId: string;
  /** The card a succeeded payment saved for later debits (an auto-pay order's checkout), when the gateway kept one. */
  savedCard?: SavedCard;
  /** The gateway's reference of the captured charge, which a refund names (a Stripe PaymentIntent id), when it has one. */
  chargeRef?: string;
}

/** A card a gateway keeps for debits without the payer (off-session): what an auto-pay mandate holds (decision 0025). */
export interface SavedCard {
  /** What the gateway debits again, read by that gateway only: a test card, a Stripe customer and payment method. */
  ref: string;
  brand: string | null;
  last4: string | null;
}

/** A verified confirmation that the payer authorised a card for an order's later debits (a re-authorisation or a new card). */
export interface AuthorizationEvent {
  id: string;
  type: "authorization.succeeded";
  orderId: string;
  card: SavedCard;
}

export function isAuthorizationEvent(event: PaymentEvent | AuthorizationEvent): event is AuthorizationEvent {
  return event.type === "authorization.succeeded";
}

/** What an off-session debit came to: taken, or refused for the card (its authorisation no longer holds). */
export type DebitOutcome = { status: "succeeded"; chargeRef: string } | { status: "declined"; message: string };

/** A payment gateway: starts a payment and reads its webhook deliveries (decision 0016). */
export interface PaymentGateway {
  name: PaymentGatewayName;
  /** Whether `start` asks a service elsewhere (over the network): then never inside a transaction. */
  remote: boolean;
  /**
   * Asks the gateway for a payment of `amount` minor units; answers its reference and where the payer goes. With
   * `saveCard` (an auto-pay order) the gateway keeps the card for the order's later debits.
   */
  start(payment: { id: string; orderId: string; amount: number; currency: string; returnUrl: string; payBy: Date; saveCard?: boolean }): Promise<{ gatewayRef: string | null; redirectUrl: string }>;
  /** Closes a payment's page at the gateway, so a page the payer left open cannot take money once superseded. */
  close?(gatewayRef: string): Promise<void>;
  /** A delivery's event once its signature is verified; throws WebhookSignatureError otherwise. Null for events of no concern. */
  readWebhook(body: string, headers: Record<string, string | undefined>, nowMs: number): PaymentEvent | AuthorizationEvent | null;
  /**
   * Starts authorising a card for an order's later debits (no money taken): where the payer goes. The gateway's
   * AuthorizationEvent confirms it; `card` is the one it keeps now, if any; the payer comes back to `noticeUrl`
   * followed by `/{status}` (AUTO_PAY_NOTICE_STATUSES). Absent: this gateway cannot keep cards (612).
   */
  authorize?(authorization: { id: string; orderId: string; currency: string; card: string | null; noticeUrl: string }): Promise<{ redirectUrl: string }>;
  /** Debits a kept card without the payer; throws when the outcome is unknown (asked again later with the same payment id). Absent: 612. */
  debit?(debit: { paymentId: string; orderId: string; amount: number; currency: string; card: string }): Promise<DebitOutcome>;
  /**
   * Gives back `amount` minor units of a captured payment (its `chargeRef` where the gateway names charges); answers
   * the gateway's reference of the refund, and throws when it was not done. The same `idempotencyKey` is the same
   * refund, however often it is asked (decision 0024).
   */
  refund(part: { paymentId: string; chargeRef: string | null; amount: number; currency: string; idempotencyKey: string }): Promise<{ gatewayRef: string }>;
}
