import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import Negotiator from "negotiator";

export type ContentEncoding = "br" | "gzip" | "identity";

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
/**
 * Brotli quality 8 is the last level before the cost jumps (about 4 ms for a 50 KB page here, against 40 ms at
 * 9 and 130 ms at 11, for 1-15 % fewer bytes): paid once per entry, off the event loop.
 */
const BROTLI_QUALITY = 8;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

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
export async function toCachedPage(headers: OutgoingHttpHeaders, html: string): Promise<CachedPage> {
  const text = html.replace(NONCE_ATTRIBUTE, "");
  const body = Buffer.from(text);
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const common: OutgoingHttpHeaders = { vary: "Accept-Encoding", etag };
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) common[name] = value;
  }
  const policy = common["content-security-policy"];
  if (typeof policy === "string") common["content-security-policy"] = policyWithScriptHashes(policy, text);

  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
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

const SERVER_PREFERENCE: ContentEncoding[] = ["br", "gzip", "identity"];
const chosenEncodings = new Map<string, ContentEncoding>();
/** negotiator 0.6.4 breaks ties between equal q-values by a preference list; @types/negotiator 0.6 lacks that argument. */
type EncodingWithPreference = (available: readonly string[], preferred: readonly string[]) => string | undefined;

/**
 * The encoding to answer an Accept-Encoding header with: brotli, else gzip, else none, by the header's
 * q-values (negotiator). Answers are remembered by header text: browsers send a handful of distinct values.
 */
export function encodingFor(acceptEncoding: string | undefined): ContentEncoding {
  const header = acceptEncoding ?? "";
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    const negotiated = (negotiator.encoding as EncodingWithPreference).call(negotiator, SERVER_PREFERENCE, SERVER_PREFERENCE);
    chosen = (negotiated as ContentEncoding | undefined) ?? "identity";
    if (chosenEncodings.size >= 256) chosenEncodings.clear();
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

/** The response for an encoding: its headers and body (the identity body unpacked from the gzip one). */
export function responseFor(page: CachedPage, encoding: ContentEncoding, bodyNeeded: boolean): Variant {
  if (encoding !== "identity") return page.variants[encoding];
  return { headers: page.identityHeaders, body: bodyNeeded ? gunzipSync(page.variants.gzip.body) : Buffer.alloc(0) };
}

/**
 * Rendered pages by key, within a byte budget (the oldest entry goes first). Each key starts with its site's
 * locale, so a site's entries can be forgotten together; `generation` tells a render that started before a
 * site forgot its pages not to store what it rendered.
 */
export class HtmlCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly generations = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
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
    // Maps keep insertion order: the first key is the oldest entry.
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
