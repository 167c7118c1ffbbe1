import { describe, expect, it } from "vitest";
import { alternatesFor, hreflangOf, robotsTxt, siteOrigin, sitemapXml } from "./seo.js";

const local = { protocol: "http:", port: "3000" } as const;

describe("SEO helpers", () => {
  it("names a site's language with its country", () => {
    expect(hreflangOf("en", "GB")).toBe("en-GB");
    expect(hreflangOf("zh-Hant", "HK")).toBe("zh-Hant-HK");
  });

  it("takes the configured scheme and port and the site's host matching the request's kind of host", () => {
    expect(siteOrigin(["uk.mathwise.example", "uk.localhost"], "us.localhost", local)).toBe("http://uk.localhost:3000");
    expect(siteOrigin(["uk.mathwise.example", "uk.localhost"], "us.mathwise.example", { protocol: "https:", port: "" })).toBe(
      "https://uk.mathwise.example",
    );
  });

  it("never echoes a host the site does not have", () => {
    expect(siteOrigin(["uk.mathwise.example", "uk.localhost"], "evil.example", local)).toBe("http://uk.mathwise.example:3000");
  });

  it("lists the other sites that publish the path, one per hreflang", () => {
    const sites = [
      { locale: "us", hosts: ["us.localhost"], language: "en", countryCode: "US" },
      { locale: "uk", hosts: ["uk.localhost"], language: "en", countryCode: "GB" },
      { locale: "tmc", hosts: ["tmc.localhost"], language: "en", countryCode: "US" },
      { locale: "jp", hosts: ["jp.localhost"], language: "ja", countryCode: "JP" },
    ];
    expect(alternatesFor(sites, "us", "us.localhost", local, "/faq")).toEqual([
      { hreflang: "en-GB", href: "http://uk.localhost:3000/faq" },
      { hreflang: "en-US", href: "http://tmc.localhost:3000/faq" },
      { hreflang: "ja-JP", href: "http://jp.localhost:3000/faq" },
    ]);
  });

  it("writes a sitemap and robots.txt", () => {
    const xml = sitemapXml("https://uk.mathwise.example", [{ path: "/faq?a=1&b=2", updatedAt: "2026-11-21T10:00:00.000Z" }]);
    expect(xml).toContain("<loc>https://uk.mathwise.example/faq?a=1&amp;b=2</loc><lastmod>2026-11-21</lastmod>");
    const course = sitemapXml("https://uk.mathwise.example", [
      { path: "/courses/detail/uk-amc8", alternates: [{ hreflang: "en-US", href: "https://www.mathwise.example/courses/detail/us-amc8" }] },
    ]);
    expect(course).toContain(
      '<url><loc>https://uk.mathwise.example/courses/detail/uk-amc8</loc><xhtml:link rel="alternate" hreflang="en-US" href="https://www.mathwise.example/courses/detail/us-amc8"/></url>',
    );
    expect(course).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(robotsTxt("https://uk.mathwise.example")).toContain("Sitemap: https://uk.mathwise.example/sitemap.xml");
    expect(robotsTxt("https://uk.mathwise.example")).toContain("Disallow: /module-preview/");
  });
});
