import { describe, expect, it } from "vitest";
import { isLinkUrl, isSitePath, LINK_URL_MAX_LENGTH } from "./link-url.js";

/** Where a browser on https://site.example would go for a link. */
const hostReached = (url: string) => new URL(url, "https://site.example/page").host;

describe("isLinkUrl", () => {
  it("takes http(s) URLs with a host and paths on the site", () => {
    for (const url of ["https://www.example.com/a?b=1#c", "http://example.com", "HTTPS://example.com/", "/", "/courses/math?grade=3", "/a/b#top", "/files/%E4%B8%AD.pdf"]) {
      expect(isLinkUrl(url), url).toBe(true);
    }
  });

  it("refuses every spelling of another host that starts like a path", () => {
    const disguised = ["//evil.example", "/\\evil.example", "\\\\evil.example", "\\/evil.example", "/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "\t//evil.example", " //evil.example", "/\\\\evil.example"];
    for (const url of disguised) {
      // The browser's own reading: each of these leaves the site...
      if (URL.canParse(url, "https://site.example/")) expect(hostReached(url), JSON.stringify(url)).not.toBe("site.example");
      // ...so the rule refuses it.
      expect(isLinkUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it("refuses backslashes and control characters anywhere, which other parsers read otherwise", () => {
    for (const url of ["https://good.example\\@evil.example/", "https://good.example/a\\b", "/a\u0000b", "/\u000b/evil.example", "/a\r\nSet-Cookie: x=1", "https://good.example/\u0085", "/a b", "/a\u00a0b", "/\ud800"]) {
      expect(isLinkUrl(url), JSON.stringify(url)).toBe(false);
    }
  });

  it("refuses other schemes, scheme-less hosts, empty and overlong URLs", () => {
    for (const url of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "mailto:a@example.com", "https:evil.example", "https:///evil.example", "http://", "evil.example", "", `/${"a".repeat(LINK_URL_MAX_LENGTH)}`]) {
      expect(isLinkUrl(url), url).toBe(false);
    }
  });
});

describe("isSitePath", () => {
  it("takes paths on the site only", () => {
    expect(isSitePath("/courses?x=1")).toBe(true);
    expect(isSitePath("https://example.com/")).toBe(false);
    expect(isSitePath("/\\evil.example")).toBe(false);
    expect(isSitePath("//evil.example")).toBe(false);
  });
});
