import { randomUUID } from "node:crypto";
import { z } from "zod";
import { TEST_CARDS, type TestCard } from "../../schemas/api/calls/auto-pay.js";
import type { AuthorizationEvent, PaymentEvent, PaymentEventType, PaymentGateway } from "./gateway.js";
import { authorizationEventOf, authorizationToken, readAuthorizationToken, signedAuthorization, testAuthorizationEventSchema, testDebit, testSavedCard, type TestAuthorization } from "./test-auto-pay.js";
import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from "./webhook-signature.js";

export const TEST_GATEWAY_SIGNATURE_HEADER = "Test-Gateway-Signature";

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(["payment.succeeded", "payment.failed", "payment.requires_action", "payment.cancelled"]),
  created: z.number().int(),
  /** The card that paid (the page's choice), which an auto-pay order keeps for its later debits. */
  data: z.object({ paymentId: z.string().min(1).max(64), card: z.enum(TEST_CARDS).optional() }),
});

type SignedDelivery = { body: string; headers: Record<string, string> };

/** What the test gateway's authorisation page does through the gateway (decision 0025). */
interface TestAuthorizationPage {
  readAuthorization(token: string, nowMs: number): TestAuthorization | "expired" | null;
  signedAuthorization(authorization: TestAuthorization, card: TestCard, nowMs: number): SignedDelivery;
}

/**
 * The built-in test gateway: nothing to configure. Its hosted page is part of the storefront (/pay/test/{id});
 * what the payer chooses there reaches the order only as a signed webhook delivery, as a real gateway's would.
 */
export function testGateway(secret: string): PaymentGateway & TestAuthorizationPage & { signedEvent(paymentId: string, type: PaymentEventType, nowMs: number, card?: TestCard): SignedDelivery } {
  return {
    name: "test",
    remote: false,
    async start(payment) {
      return { gatewayRef: null, redirectUrl: `/pay/test/${payment.id}?return=${encodeURIComponent(payment.returnUrl)}` };
    },
    // Nothing moves: the refund is done at once, and the same key names the same refund.
    async refund(part) {
      return { gatewayRef: `test_refund_${part.idempotencyKey}` };
    },
    readWebhook(body, headers, nowMs): PaymentEvent | AuthorizationEvent {
      verifyWebhookSignature(secret, body, headers[TEST_GATEWAY_SIGNATURE_HEADER.toLowerCase()], nowMs);
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new WebhookSignatureError("body is not JSON");
      }
      const authorization = testAuthorizationEventSchema.safeParse(json);
      if (authorization.success) return authorizationEventOf(authorization.data);
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError("not an event of this gateway");
      const event = parsed.data;
      const savedCard = event.type === "payment.succeeded" && event.data.card ? testSavedCard(event.data.card) : undefined;
      return { id: event.id, type: event.type, paymentId: event.data.paymentId, ...(savedCard ? { savedCard } : {}) };
    },
    signedEvent(paymentId, type, nowMs, card) {
      const body = JSON.stringify({ id: `evt_${randomUUID()}`, type, created: Math.floor(nowMs / 1000), data: { paymentId, ...(card ? { card } : {}) } });
      return { body, headers: { [TEST_GATEWAY_SIGNATURE_HEADER.toLowerCase()]: signWebhook(secret, body, nowMs) } };
    },
    // Its authorisation page is part of the storefront too, addressed by a signed link (decision 0025).
    async authorize(authorization) {
      const token = authorizationToken(secret, authorization, Date.now());
      return { redirectUrl: `/pay/test/authorize/${token}?return=${encodeURIComponent(authorization.noticeUrl)}` };
    },
    async debit({ card, paymentId }) {
      return testDebit(card, paymentId);
    },
    readAuthorization: (token, nowMs) => readAuthorizationToken(secret, token, nowMs),
    signedAuthorization: (authorization, card, nowMs) => signedAuthorization(secret, TEST_GATEWAY_SIGNATURE_HEADER, authorization, card, nowMs),
  };
}
