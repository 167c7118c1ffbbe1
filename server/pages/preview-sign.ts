import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The sign of a preview link (`?viewModel=preview&previewSign=...`): HMAC-SHA256 over host, path, draft
 * version and expiry with a server secret, so a link opens exactly one draft of one page until it expires.
 * Format: `<version>.<expiresAtMs>.<base64url mac>`.
 *
 * The editors' tool's own frame (`?viewModel=editor&previewSign=...&editorOrigin=...`) gets a sign that also
 * covers the tool's origin: only it lets the page show editor labels and render documents the tool posts, and
 * only from that origin. A shared link's sign never does (decision 0019).
 */
export interface PreviewTarget {
  host: string;
  path: string;
  version: number;
  /** The editors' tool's origin, for the tool's own frame only. */
  editorOrigin?: string;
}

function mac(secret: string, target: PreviewTarget, expiresAt: number): Buffer {
  const fields = [target.host.toLowerCase(), target.path, target.version, expiresAt];
  if (target.editorOrigin !== undefined) fields.push("editor", target.editorOrigin);
  return createHmac("sha256", secret).update(fields.join("\n")).digest();
}

/** The path a sign for one module's preview is made for (the /module-preview/{id} route). */
export const modulePreviewPath = (moduleId: number) => `/module-preview/${moduleId}`;

export function createPreviewSign(secret: string, target: PreviewTarget, expiresAt: number): string {
  return `${target.version}.${expiresAt}.${mac(secret, target, expiresAt).toString("base64url")}`;
}

export type PreviewSignCheck = { valid: true; version: number } | { valid: false; reason: "malformed" | "forged" | "expired" };

/** Checks a sign for this host and path (and the tool's origin it claims to be for); the version it names is the draft it opens. */
export function verifyPreviewSign(
  secret: string,
  sign: string,
  host: string,
  path: string,
  now: number,
  editorOrigin?: string,
): PreviewSignCheck {
  const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(sign);
  if (!match) return { valid: false, reason: "malformed" };
  const version = Number(match[1]);
  const expiresAt = Number(match[2]);
  const expected = mac(secret, { host, path, version, ...(editorOrigin === undefined ? {} : { editorOrigin }) }, expiresAt);
  const given = Buffer.from(match[3]!, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: "forged" };
  if (expiresAt <= now) return { valid: false, reason: "expired" };
  return { valid: true, version };
}
