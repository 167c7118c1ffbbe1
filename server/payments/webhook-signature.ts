import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's scheme, which the test gateway follows too: how old a signed delivery may be. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/**
 * Checks a delivery's signature: present, well formed, made with the secret over this very body (compared in
 * constant time), and at most WEBHOOK_TOLERANCE_SECONDS old or early. A replay of a genuine delivery passes
 * this check; the event id, applied once, stops it (payment_events).
 */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined, nowMs: number): void {
  if (!header) throw new WebhookSignatureError("signature header missing");
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookSignatureError("signature header malformed");
  if (Math.abs(nowMs / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError("signature too old");
  const expected = Buffer.from(hmac(secret, timestamp, body), "hex");
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) throw new WebhookSignatureError("signature does not match");
}
