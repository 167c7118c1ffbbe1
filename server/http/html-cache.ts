import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import { compress, type ContentEncoding } from "./compression.js";

/** One encoding of a cached page: its bytes and every header a response with them carries. */
interface Variant {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface CachedPage {
  etag: string;
  /** The body compressed once for all visitors; the identity body is unpacked from gzip on the rare request for it. */
  variants: Record<Exclude<ContentEncoding, "identity">, Variant>;
  /** The headers of the uncompressed body. */
  identityHeaders: OutgoingHttpHeaders;
  /** The headers of a 304 answer to a matching If-None-Match. */
  notModifiedHeaders: OutgoingHttpHeaders;
  /** Bytes held, for the cache's budget. */
  size: number;
}

const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** Headers a stored response must not repeat: the server writes its own, or they belong to one connection. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "date", "connection", "keep-alive", "transfer-encoding", "etag", "vary"]);

/** The policy's nonce replaced by the hashes of the page's inline scripts (a nonce served twice is no nonce). */
function policyWithScriptHashes(policy: string, body: string): string {
  const hashes = [...body.matchAll(INLINE_SCRIPT)]
    .map((match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`)
    .filter((hash, index, all) => all.indexOf(hash) === index);
  return policy.replace(/'nonce-[^']*'/, hashes.join(" ") || "'none'");
}

/**
 * Rendered HTML as every anonymous visitor may receive it, with the headers the whole middleware chain gave
 * it (security headers included), so a hit can be answered before that chain runs. The per-response nonce
 * is taken out and each inline script is allowed by its SHA-256 hash instead.
 */
export function toCachedPage(headers: OutgoingHttpHeaders, html: string): CachedPage {
  const text = html.replace(NONCE_ATTRIBUTE, "");
  const body = Buffer.from(text);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  // The cache picks a page by its cookies (and answers no visitor with a session): the page varies by them.
  const common: OutgoingHttpHeaders = { vary: "Accept-Encoding, Cookie", etag };
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) common[name] = value;
  }
  const policy = common["content-security-policy"];
  if (typeof policy === "string") common["content-security-policy"] = policyWithScriptHashes(policy, text);

  const gzipped = compress(body, "gzip", "kept");
  const brotli = compress(body, "br", "kept");
  const variant = (encoding: "br" | "gzip", bytes: Buffer): Variant => ({
    headers: { ...common, "content-encoding": encoding, "content-length": bytes.length },
    body: bytes,
  });
  return {
    etag,
    variants: { br: variant("br", brotli), gzip: variant("gzip", gzipped) },
    identityHeaders: { ...common, "content-length": body.length },
    notModifiedHeaders: common,
    size: gzipped.length + brotli.length,
  };
}

/** The response for an encoding: its headers and body (the identity body unpacked from the gzip one). */
export function responseFor(page: CachedPage, encoding: ContentEncoding, bodyNeeded: boolean): Variant {
  if (encoding !== "identity") return page.variants[encoding];
  return { headers: page.identityHeaders, body: bodyNeeded ? gunzipSync(page.variants.gzip.body) : Buffer.alloc(0) };
}

/**
 * Rendered pages by key, within a byte budget (the least recently used entry goes first). Each key starts with its site's
 * locale, so a site's entries can be forgotten together; `generation` tells a render that started before a
 * site forgot its pages not to store what it rendered.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Maps keep insertion order: a hit moves its entry to the end, the last to go.
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  generation(scope: string): number {
    return this.generations.get(scope) ?? 0;
  }

  /** Stores `page` unless `scope` forgot its pages since `generation` was read. */
  set(scope: string, generation: number, key: string, page: CachedPage): void {
    if (this.generation(scope) !== generation) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += page.size;
    // The first key is the least recently used entry.
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  forget(scope: string): void {
    this.generations.set(scope, this.generation(scope) + 1);
    const prefix = `${scope}|`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.bytes -= page.size;
    this.entries.delete(key);
  }
}

/**
 * Which renders with a query string may be kept: only one whose key was asked for before, among the last
 * `memory` such keys. Paths are bounded by what sites publish, query strings are not: without this, a
 * stream of unique query strings would each be kept and push every page visitors really ask for out of the
 * budget. Pages without a query string are kept at their first render.
 */
export class QueryStringAdmission {
  private seen = new Set<string>();

  constructor(private readonly memory = 4096) {}

  admits(key: string, url: string): boolean {
    if (!url.includes("?")) return true;
    if (this.seen.delete(key)) return true;
    if (this.seen.size >= this.memory) this.seen = new Set();
    this.seen.add(key);
    return false;
  }
}
