import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { PaymentEvent, PaymentEventType, PaymentGateway } from "./gateway.js";
import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from "./webhook-signature.js";

export const TEST_GATEWAY_SIGNATURE_HEADER = "Test-Gateway-Signature";

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["payment.succeeded", "payment.failed", "payment.requires_action", "payment.cancelled"]),
  created: z.number().int(),
  data: z.object({ paymentId: z.string().min(1).max(64) }),
});

/**
 * The built-in test gateway: nothing to configure. Its hosted page is part of the storefront (/pay/test/{id});
 * what the payer chooses there reaches the order only as a signed webhook delivery, as a real gateway's would.
 */
export function testGateway(secret: string): PaymentGateway & { signedEvent(paymentId: string, type: PaymentEventType, nowMs: number): { body: string; headers: Record<string, string> } } {
  return {
    name: "test",
    remote: false,
    async start(payment) {
      return { gatewayRef: null, redirectUrl: `/pay/test/${payment.id}?return=${encodeURIComponent(payment.returnUrl)}` };
    },
    readWebhook(body, headers, nowMs): PaymentEvent {
      verifyWebhookSignature(secret, body, headers[TEST_GATEWAY_SIGNATURE_HEADER.toLowerCase()], nowMs);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new WebhookSignatureError("body is not JSON");
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError("not an event of this gateway");
      const event = parsed.data;
      return { id: event.id, type: event.type, paymentId: event.data.paymentId };
    },
    signedEvent(paymentId, type, nowMs) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, created: Math.floor(nowMs / 1000), data: { paymentId } });
      return { body, headers: { [TEST_GATEWAY_SIGNATURE_HEADER.toLowerCase()]: signWebhook(secret, body, nowMs) } };
    },
  };
}
