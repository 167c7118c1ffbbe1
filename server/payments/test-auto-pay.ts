import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { TEST_CARDS, type TestCard } from "../../schemas/api/calls/auto-pay.js";
import type { AuthorizationEvent, DebitOutcome, SavedCard } from "./gateway.js";
import { signWebhook } from "./webhook-signature.js";

/**
 * The test gateway's side of auto-pay (decision 0025): its cards, the signed links of its authorisation page, the
 * signed confirmation that page sends, and off-session debits whose outcome the card decides.
 */

/** The cards the test gateway keeps, by last four digits: 0341 is debited later in vain (as Stripe's 4000000000000341). */
const DECLINES_DEBITS: ReadonlySet<string> = new Set<TestCard>(["0341"]);

export const testSavedCard = (card: TestCard): SavedCard => ({ ref: card, brand: "visa", last4: card });

/** A debit of a kept test card: taken, or declined as a real issuer would once the card no longer pays. */
export function testDebit(card: string, paymentId: string): DebitOutcome {
  if (DECLINES_DEBITS.has(card) || !(TEST_CARDS as readonly string[]).includes(card)) return { status: "declined", message: "Your card was declined." };
  return { status: "succeeded", chargeRef: `test_charge_${paymentId}` };
}

/** How long the authorisation page's link works. */
const AUTHORIZATION_LINK_MS = 30 * 60_000;

export interface TestAuthorization {
  id: string;
  orderId: string;
  expiresAt: Date;
}

const tokenSignature = (secret: string, payload: string) => createHmac("sha256", secret).update(`authorization.${payload}`).digest("base64url");

/**
 * The authorisation page's link token, `{id}.{orderId}.{expiry seconds}.{HMAC}`: nothing is stored until the
 * payer authorises, and a token cannot be made for another order without the gateway's secret.
 */
export function authorizationToken(secret: string, authorization: { id: string; orderId: string }, nowMs: number): string {
  const payload = `${authorization.id}.${authorization.orderId}.${Math.floor((nowMs + AUTHORIZATION_LINK_MS) / 1000)}`;
  return `${payload}.${tokenSignature(secret, payload)}`;
}

/** What a token names: the authorisation, "expired" past its time, or null for a token this gateway did not make. */
export function readAuthorizationToken(secret: string, token: string, nowMs: number): TestAuthorization | "expired" | null {
  const parts = /^([A-Za-z0-9_-]{16,64})\.(\d{1,32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!parts) return null;
  const [, id, orderId, expiry, signature] = parts as unknown as [string, string, string, string, string];
  const expected = Buffer.from(tokenSignature(secret, `${id}.${orderId}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return expiresAt.getTime() <= nowMs ? "expired" : { id, orderId, expiresAt };
}

/** The event id of an authorisation's confirmation: one per authorisation, so its page authorises once. */
export const authorizationEventId = (authorizationId: string) => `evt_authorization_${authorizationId}`;

export const testAuthorizationEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal("authorization.succeeded"),
  created: z.number().int(),
  data: z.object({ orderId: z.string().min(1).max(32), card: z.enum(TEST_CARDS) }),
});

export function authorizationEventOf(event: z.infer<typeof testAuthorizationEventSchema>): AuthorizationEvent {
  return { id: event.id, type: event.type, orderId: event.data.orderId, card: testSavedCard(event.data.card) };
}

/** The signed delivery confirming that the payer authorised `card` on the page of `authorization`. */
export function signedAuthorization(secret: string, header: string, authorization: TestAuthorization, card: TestCard, nowMs: number) {
  const body = JSON.stringify({ id: authorizationEventId(authorization.id), type: "authorization.succeeded", created: Math.floor(nowMs / 1000), data: { orderId: authorization.orderId, card } });
  return { body, headers: { [header.toLowerCase()]: signWebhook(secret, body, nowMs) } };
}
