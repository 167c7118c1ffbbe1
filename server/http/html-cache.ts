import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body compressed once, for every visitor whose browser accepts gzip. */
  gzipped: Buffer;
  etag: string;
  /** The Content-Security-Policy script sources that allow exactly this page's inline scripts. */
  scriptHashes: string[];
}

const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Rendered HTML as every anonymous visitor may receive it: the per-response nonce is taken out, and
 * each inline script is allowed by its SHA-256 hash instead (a nonce served twice would be no nonce).
 */
export function toCachedPage(status: number, headers: [string, string][], html: string): CachedPage {
  const body = html.replace(NONCE_ATTRIBUTE, "");
  const scriptHashes = [...body.matchAll(INLINE_SCRIPT)]
    .map((match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`)
    .filter((hash, index, all) => all.indexOf(hash) === index);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  return { status, headers, body, gzipped: gzipSync(body), etag, scriptHashes };
}

/** The response's policy with its nonce replaced by the cached page's script hashes. */
export function policyForCachedPage(policy: string, page: CachedPage): string {
  return policy.replace(/'nonce-[^']*'/, page.scriptHashes.join(" ") || "'none'");
}

/** Rendered pages by key, at most `maxEntries` of them (the oldest goes first). */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 2_000) {}

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, page);
  }

  forgetPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
