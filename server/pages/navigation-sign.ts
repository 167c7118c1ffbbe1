import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The sign of a navigation preview link (`?viewModel=navigation&navigationSign=...`): HMAC-SHA256 over a purpose
 * of its own, host, site module, navigation version and expiry, so a link shows exactly one version of one
 * site's navigation on that host until it expires. Format: `<moduleId>.<version>.<expiresAtMs>.<base64url mac>`.
 *
 * The purpose keeps it apart from a page preview sign (preview-sign.ts), made with the same secret: neither
 * is ever accepted as the other (different formats, and a MAC over different fields).
 */
export interface NavigationPreviewTarget {
  host: string;
  moduleId: number;
  version: number;
}

const PURPOSE = "navigation";

function mac(secret: string, target: NavigationPreviewTarget, expiresAt: number): Buffer {
  const fields = [PURPOSE, target.host.toLowerCase(), target.moduleId, target.version, expiresAt];
  return createHmac("sha256", secret).update(fields.join("\n")).digest();
}

export function createNavigationSign(secret: string, target: NavigationPreviewTarget, expiresAt: number): string {
  return `${target.moduleId}.${target.version}.${expiresAt}.${mac(secret, target, expiresAt).toString("base64url")}`;
}

export type NavigationSignCheck =
  | { valid: true; moduleId: number; version: number }
  | { valid: false; reason: "malformed" | "forged" | "expired" };

/** Checks a sign for this host; the module and version it names are what the page shows in place of the live navigation. */
export function verifyNavigationSign(secret: string, sign: string, host: string, now: number): NavigationSignCheck {
  const match = /^(\d{1,10})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(sign);
  if (!match) return { valid: false, reason: "malformed" };
  const [moduleId, version, expiresAt] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const expected = mac(secret, { host, moduleId, version }, expiresAt);
  const given = Buffer.from(match[4]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: "forged" };
  if (expiresAt <= now) return { valid: false, reason: "expired" };
  return { valid: true, moduleId, version };
}
