import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a family's feedback image uploads: HMAC-SHA256 over a purpose of its own, the family and the expiry,
 * so the upload endpoint, which sits outside the contract and its sessions, knows whose upload it is without a
 * lookup. Format: `<familyId>.<expiresAtMs>.<base64url mac>`. Made with the one-time codes' secret; the purpose
 * keeps it apart from anything else made with it.
 */
const PURPOSE = "feedback-image-upload";

/** The dialog asks for a token just before each upload, and the endpoint checks it before reading the body. */
export const UPLOAD_TOKEN_LIFETIME_MS = 10 * 60_000;

const mac = (secret: string, familyId: string, expiresAt: number) => createHmac("sha256", secret).update([PURPOSE, familyId, expiresAt].join("\n")).digest();

export function createUploadToken(secret: string, familyId: string, expiresAt: number): string {
  return `${familyId}.${expiresAt}.${mac(secret, familyId, expiresAt).toString("base64url")}`;
}

/** The family a token was made for, or null for one that is malformed, forged or expired at `now`. */
export function familyOfUploadToken(secret: string, token: string, now: number): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [familyId, expiresAt] = [match[1]!, Number(match[2])];
  const expected = mac(secret, familyId, expiresAt);
  const given = Buffer.from(match[3]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expiresAt > now ? familyId : null;
}
