import type { PaymentGatewayName } from "../../schemas/commerce.js";

/** What happened to a payment, as a gateway's webhook says it. */
export type PaymentEventType = "payment.succeeded" | "payment.failed" | "payment.requires_action" | "payment.cancelled";

/** A verified webhook event: its id (applied once), what happened, and which of our payments it concerns. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  /** Our payment id, as the event carries it (Stripe's in the metadata we gave). */
  paymentId: string;
}

/** A payment gateway: starts a payment and reads its webhook deliveries (decision 0016). */
export interface PaymentGateway {
  name: PaymentGatewayName;
  /** Whether `start` asks a service elsewhere (over the network): then never inside a transaction. */
  remote: boolean;
  /** Asks the gateway for a payment of `amount` minor units; answers its reference and where the payer goes. */
  start(payment: { id: string; orderId: string; amount: number; currency: string; returnUrl: string; payBy: Date }): Promise<{ gatewayRef: string | null; redirectUrl: string }>;
  /** Closes a payment's page at the gateway, so a page the payer left open cannot take money once superseded. */
  close?(gatewayRef: string): Promise<void>;
  /** A delivery's event once its signature is verified; throws WebhookSignatureError otherwise. Null for events of no concern. */
  readWebhook(body: string, headers: Record<string, string | undefined>, nowMs: number): PaymentEvent | null;
}
