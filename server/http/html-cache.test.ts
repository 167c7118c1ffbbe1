import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { HtmlCache, QueryStringAdmission, responseFor, toCachedPage, type CachedPage } from "./html-cache.js";

const SCRIPT = "window.answer=42;";
const HTML = `<html><head><script nonce="abc">${SCRIPT}</script><script nonce="abc" src="/a.js"></script></head><body>${"page ".repeat(500)}</body></html>`;
const CHAIN_HEADERS = {
  "content-security-policy": "default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'",
  "x-content-type-options": "nosniff",
  "content-type": "text/html; charset=utf-8",
  "content-length": "123",
  "cache-control": "public, max-age=0",
  date: "Mon, 01 Jan 2024 00:00:00 GMT",
  "x-cache": "HIT",
};

describe("toCachedPage", () => {
  it("takes the nonce out and allows the inline scripts by hash, keeping the chain's other headers", () => {
    const page = toCachedPage(CHAIN_HEADERS, HTML);
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    const { headers } = page.variants.br;
    expect(headers["content-security-policy"]).toBe(`default-src 'self';script-src 'self' 'sha256-${hash}';object-src 'none'`);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe("public, max-age=0");
    expect(headers.vary).toBe("Accept-Encoding, Cookie");
    expect(headers.etag).toBe(page.etag);
    expect(headers.date).toBeUndefined();
    expect(page.notModifiedHeaders["content-length"]).toBeUndefined();
  });

  it("holds the body compressed with brotli and gzip, each with its own length and encoding", () => {
    const page = toCachedPage(CHAIN_HEADERS, HTML);
    const expected = HTML.replace(/ nonce="abc"/g, "");
    expect(brotliDecompressSync(page.variants.br.body).toString()).toBe(expected);
    expect(gunzipSync(page.variants.gzip.body).toString()).toBe(expected);
    expect(page.variants.br.headers["content-encoding"]).toBe("br");
    expect(page.variants.gzip.headers["content-length"]).toBe(page.variants.gzip.body.length);
    const identity = responseFor(page, "identity", true);
    expect(identity.body.toString()).toBe(expected);
    expect(identity.headers["content-length"]).toBe(Buffer.byteLength(expected));
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });
});

describe("HtmlCache", () => {
  const page = (size: number) => ({ size }) as CachedPage;

  it("keeps entries within its byte budget, the least recently used leaving first", () => {
    const cache = new HtmlCache(100);
    cache.set("uk", 0, "uk|a", page(40));
    cache.set("uk", 0, "uk|b", page(40));
    expect(cache.get("uk|a")).toBeDefined();
    cache.set("uk", 0, "uk|c", page(40));
    expect(cache.get("uk|b")).toBeUndefined();
    expect(cache.get("uk|a")).toBeDefined();
    expect(cache.get("uk|c")).toBeDefined();
  });

  it("forgets one site's entries, and does not store a page rendered before that", () => {
    const cache = new HtmlCache();
    cache.set("uk", 0, "uk|a", page(1));
    cache.set("sg", 0, "sg|a", page(1));
    const renderStartedAt = cache.generation("uk");
    cache.forget("uk");
    cache.set("uk", renderStartedAt, "uk|b", page(1));
    expect(cache.get("uk|a")).toBeUndefined();
    expect(cache.get("uk|b")).toBeUndefined();
    expect(cache.get("sg|a")).toBeDefined();
    cache.set("uk", cache.generation("uk"), "uk|b", page(1));
    expect(cache.get("uk|b")).toBeDefined();
  });
});

describe("QueryStringAdmission", () => {
  it("admits a page without a query string at once", () => {
    expect(new QueryStringAdmission().admits("uk|/faq", "/faq")).toBe(true);
  });

  it("admits a query string on its second request only", () => {
    const admission = new QueryStringAdmission();
    expect(admission.admits("uk|/faq?a=1", "/faq?a=1")).toBe(false);
    expect(admission.admits("uk|/faq?a=2", "/faq?a=2")).toBe(false);
    expect(admission.admits("uk|/faq?a=1", "/faq?a=1")).toBe(true);
  });

  it("remembers a bounded number of query strings", () => {
    const admission = new QueryStringAdmission(2);
    admission.admits("k1", "/?1");
    admission.admits("k2", "/?2");
    admission.admits("k3", "/?3");
    expect(admission.admits("k1", "/?1")).toBe(false);
    expect(admission.admits("k3", "/?3")).toBe(true);
  });
});
