import { and, eq } from "drizzle-orm";
import express from "express";
import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pages, pageVersions } from "../../server/db/schema.js";
import { projectPath } from "../../server/paths.js";
import { saveDraft } from "../../server/pages/store.js";
import { startTestService, testStore, type TestService } from "../helpers/test-service.js";
import { startTestSite, type RawPageResponse } from "../helpers/test-site.js";

// Counts the requests express handles (every app copies `handle` from this prototype when it is created):
// a cache hit must be answered before express.
const expressHandled = vi.spyOn(express.application as unknown as { handle: (...args: unknown[]) => void }, "handle");

let running: TestService;
let site: Awaited<ReturnType<typeof startTestSite>>;

beforeAll(async () => {
  running = await startTestService();
  site = await startTestSite(running);
});
afterAll(async () => {
  await site?.close();
  await running?.close();
});

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };
/** Headers that differ between any two responses, or between a hit and the miss that stored it. */
const PER_RESPONSE = ["date", "x-cache", "connection", "keep-alive", "content-length", "content-encoding", "transfer-encoding"];
const lasting = (response: RawPageResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_RESPONSE.includes(name)));

async function publishTitle(locale: "jp" | "my", path: string, title: string) {
  const [page] = await running.store.db.select().from(pages).where(and(eq(pages.locale, locale), eq(pages.path, path)));
  const [current] = await running.store.db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, page!.id), eq(pageVersions.version, page!.publishedVersion!)));
  const document = { ...(current!.document as object), title };
  const { pageId, version } = await saveDraft(running.store.db, { locale, path, document, author: "test" });
  await running.service.pages.publish(locale, pageId, version);
}

describe("a page from the cache of rendered HTML", () => {
  it("is answered before express runs, with every header the middleware chain gave the page", async () => {
    const miss = await site.raw("au.localhost", "/faq", BROWSER);
    expressHandled.mockClear();
    const hit = await site.raw("au.localhost", "/faq", BROWSER);
    expect(expressHandled).not.toHaveBeenCalled();
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(lasting(hit)).toEqual(lasting(miss));
    expect(hit.body.equals(miss.body)).toBe(true);

    // The same security headers as a page rendered for a signed-in visitor, but inline scripts allowed by hash.
    const rendered = await site.raw("au.localhost", "/faq", { ...BROWSER, Cookie: "_official_token=not-a-session" });
    expect(rendered.headers["x-cache"]).toBeUndefined();
    const security = (response: RawPageResponse) => {
      const { etag: _etag, "cache-control": _cache, vary: _vary, "set-cookie": _cookie, ...rest } = lasting(response);
      const policy = String(rest["content-security-policy"]).replace(/script-src [^;]*/, "script-src");
      return { ...rest, "content-security-policy": policy };
    };
    expect(security(hit)).toEqual(security(rendered));
    expect(hit.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(rendered.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  });

  it("is kept compressed with brotli and gzip, and sent in the encoding the browser accepts", async () => {
    await site.raw("au.localhost", "/teachers", BROWSER);
    const brotli = await site.raw("au.localhost", "/teachers", BROWSER);
    const gzip = await site.raw("au.localhost", "/teachers", { "Accept-Encoding": "gzip" });
    const plain = await site.raw("au.localhost", "/teachers", {});
    expect([brotli, gzip, plain].map((response) => response.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT"]);
    expect([brotli.headers["content-encoding"], gzip.headers["content-encoding"], plain.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.headers.vary).toBe("Accept-Encoding, Cookie");
  });

  it("answers HEAD with the headers alone and a matching If-None-Match with 304", async () => {
    const first = await site.raw("au.localhost", "/download", BROWSER);
    const head = await site.raw("au.localhost", "/download", BROWSER, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
    const revalidated = await site.raw("au.localhost", "/download", { ...BROWSER, "If-None-Match": first.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  });
});

describe("the Host header", () => {
  it("cannot put another port into a page: links use the site's configured origin, and the page is not kept", async () => {
    const poisoned = await site.get("uk.localhost:1", "/faq?host-test=port");
    expect(poisoned.status).toBe(200);
    expect(poisoned.headers["x-cache"]).toBeUndefined();
    expect(poisoned.body).not.toContain("localhost:1/");
    expect(poisoned.body).not.toContain("localhost:1\"");
    expect(poisoned.body).toContain(`<link rel="canonical" href="http://uk.localhost:${site.port}/faq"/>`);
    expect(poisoned.body).toContain(`hrefLang="ja-JP" href="http://jp.localhost:${site.port}/faq"`);
    expect((await site.get("uk.localhost", "/faq?host-test=port")).headers["x-cache"]).toBe("MISS");
  });

  it("cannot name a host no site has, nor another one through X-Forwarded-Host", async () => {
    const unknown = await site.get("evil.example", "/faq");
    expect(unknown.status).toBe(404);
    expect(unknown.headers["x-cache"]).toBeUndefined();

    const forwarded = await site.get("uk.localhost", "/faq?host-test=forwarded", { "X-Forwarded-Host": "evil.example" });
    expect(forwarded.headers["x-cache"]).toBeUndefined();
    expect(forwarded.body).not.toContain("evil.example");
    expect((await site.get("uk.localhost", "/faq?host-test=forwarded")).headers["x-cache"]).toBe("MISS");
  });

  it("never serves a kept page to a request on another port", async () => {
    // A query string is kept from its second request on (QueryStringAdmission).
    await site.get("uk.localhost", "/teachers?host-test=kept");
    expect((await site.get("uk.localhost", "/teachers?host-test=kept")).headers["x-cache"]).toBe("MISS");
    expect((await site.get("uk.localhost", "/teachers?host-test=kept")).headers["x-cache"]).toBe("HIT");
    expect((await site.get("uk.localhost:1", "/teachers?host-test=kept")).headers["x-cache"]).toBeUndefined();
  });
});

describe("publishing", () => {
  it("empties every kept page of the site, not only the page published", async () => {
    for (const path of ["/teachers", "/faq"]) await site.get("jp.localhost", path);
    expect((await site.get("jp.localhost", "/teachers")).headers["x-cache"]).toBe("HIT");
    await publishTitle("jp", "/faq", "公開中");
    expect((await site.get("jp.localhost", "/teachers")).headers["x-cache"]).toBe("MISS");
    expect((await site.get("jp.localhost", "/faq")).body).toContain("公開中");
  });

  it.runIf(testStore === "postgres")("empties it on every server process (LISTEN/NOTIFY)", async () => {
    const other = await startTestService({ DATABASE_URL: running.env.DATABASE_URL! });
    const otherSite = await startTestSite(other);
    try {
      await otherSite.get("my.localhost", "/faq");
      expect((await otherSite.get("my.localhost", "/faq")).headers["x-cache"]).toBe("HIT");
      await publishTitle("my", "/faq", "Published on the other process");
      await expect.poll(async () => (await otherSite.get("my.localhost", "/faq")).headers["x-cache"], { timeout: 5_000 }).toBe("MISS");
      expect((await otherSite.get("my.localhost", "/faq")).body).toContain("Published on the other process");
    } finally {
      await otherSite.close();
      await other.close();
    }
  });
});

const clientFile = (path: string, extension = "") => readFileSync(projectPath(`build/client${path}${extension}`));
const largest = (folder: string, extension: string) => {
  const [name] = readdirSync(projectPath(`build/client${folder}`))
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => clientFile(`${folder}/${b}`).length - clientFile(`${folder}/${a}`).length);
  return `${folder}/${name}`;
};
const largestScript = () => largest("/assets", ".js");
const largestPublicImage = () => largest("/images", ".svg");

describe("the client build's files", () => {
  it("are sent as the build compressed them, brotli first, else gzip, else as they are", async () => {
    for (const [path, contentType, cacheControl] of [
      [largestScript(), /^(text|application)\/javascript; charset=utf-8$/i, "public, max-age=31536000, immutable"],
      [largestPublicImage(), /^image\/svg\+xml$/, "public, max-age=3600"],
    ] as const) {
      const brotli = await site.raw("us.localhost", path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
      const gzip = await site.raw("us.localhost", path, { "Accept-Encoding": "gzip" });
      const plain = await site.raw("us.localhost", path, {});
      for (const answer of [brotli, gzip, plain]) {
        expect([answer.status, answer.headers["cache-control"]], path).toEqual([200, cacheControl]);
        expect(answer.headers["content-type"], path).toMatch(contentType);
      }
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.body.equals(clientFile(path, ".br")), path).toBe(true);
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gzip.body.equals(clientFile(path, ".gz")), path).toBe(true);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.equals(clientFile(path)), path).toBe(true);
      expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it("are a 304 when the browser holds the same version", async () => {
    const path = largestScript();
    const first = await site.raw("us.localhost", path, { "Accept-Encoding": "br" });
    const again = await site.raw("us.localhost", path, { "Accept-Encoding": "br", "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
