import { describe, expect, it } from "vitest";
import { otherRegions, regionName, regionSwitchUrl } from "./regions.js";
import { SITES, siteOf } from "../../tests/helpers/test-sites.js";

describe("otherRegions", () => {
  const programme = (locale: string) => `programme ${locale}`;
  const locales = (groups: ReturnType<typeof otherRegions>) => groups.flatMap((entry) => entry.regions.map((region) => region.locale));

  it("lists every site but the current one, countries first, then Brightminds, then programmes", () => {
    const groups = otherRegions(SITES, "uk", "en", programme);
    expect(groups.map((entry) => entry.group)).toEqual(["countries", "brightminds", "programmes"]);
    expect(locales(groups).sort()).toEqual(SITES.map((site) => site.locale).filter((locale) => locale !== "uk").sort());
    expect(groups[1]!.regions.map((region) => region.locale)).toEqual(["bmsg", "bmus"]);
    expect(groups[2]!.regions.map((region) => region.name)).toEqual(["programme ai", "programme am", "programme tm", "programme tmc"]);
  });

  it("sorts by name as the interface language sorts, not by locale code", () => {
    const countries = otherRegions(SITES, "us", "en", programme)[0]!.regions.map((region) => region.name);
    expect(countries.slice(0, 4)).toEqual(["Australia", "Canada", "France", "Hong Kong"]);
    expect(countries.at(-1)).toBe("United Kingdom");
    const french = otherRegions(SITES, "us", "fr", programme)[0]!.regions.map((region) => region.name);
    expect(french).toEqual([...french].sort(new Intl.Collator("fr").compare));
  });

  it("names a country site by its country and a Brightminds site by its country, in the interface language", () => {
    const [countries, brightminds] = otherRegions(SITES, "uk", "ja", programme);
    expect(countries!.regions.find((region) => region.locale === "us")).toEqual({
      locale: "us",
      name: "アメリカ合衆国",
      flag: "🇺🇸",
      hosts: ["us.mathwise.example", "us.localhost", "localhost"],
    });
    expect(brightminds!.regions.map((region) => region.name)).toEqual(["アメリカ合衆国", "シンガポール"]);
  });

  it("leaves out an empty group and does not share the hosts array with the site", () => {
    const groups = otherRegions(SITES.filter((site) => ["us", "uk"].includes(site.locale)), "uk", "en", programme);
    expect(groups.map((entry) => entry.group)).toEqual(["countries"]);
    groups[0]!.regions[0]!.hosts.push("evil.example");
    expect(siteOf("us").hosts).not.toContain("evil.example");
  });
});

describe("regionName", () => {
  it("names programmes by what they offer, whatever their stored name", () => {
    expect(regionName(siteOf("am"), "en", (locale) => `programme ${locale}`)).toBe("programme am");
    expect(regionName(siteOf("tc"), "fr", () => "")).toBe(siteOf("tc").names.fr);
  });
});

describe("regionSwitchUrl", () => {
  const us = siteOf("us");
  const bmsg = siteOf("bmsg");

  it("keeps a path the target site publishes", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/about-think-academy", path: "/about-think-academy", publishedPaths: new Set(["/about-think-academy"]) }))
      .toBe("https://us.mathwise.example/about-think-academy");
  });

  it("goes to the target's home when it does not publish the path", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/uk-tax-strategy", path: "/uk-tax-strategy", publishedPaths: new Set(["/faq"]) }))
      .toBe("https://us.mathwise.example/");
  });

  it("keeps the path when publication is not known", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/courses/list", path: "/courses/list" }))
      .toBe("https://us.mathwise.example/courses/list");
  });

  it("matches a published path with or without a trailing slash", () => {
    const published = new Set(["/faq"]);
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/", path: "/faq/", publishedPaths: published })).toBe("https://us.mathwise.example/faq/");
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/", path: "/faq", publishedPaths: new Set(["/faq/"]) })).toBe("https://us.mathwise.example/faq");
  });

  it("prefers a *.localhost host and keeps scheme and port on a local request", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "http://uk.localhost:3000/faq", path: "/faq" })).toBe("http://us.localhost:3000/faq");
    expect(regionSwitchUrl({ hosts: bmsg.hosts, requestUrl: "http://localhost:5173/", path: "/" })).toBe("http://bmsg.localhost:5173/");
  });

  it("uses the public host otherwise, keeping a non-default port", () => {
    expect(regionSwitchUrl({ hosts: bmsg.hosts, requestUrl: "https://us.mathwise.example:8443/faq", path: "/faq" })).toBe("https://sg.brightminds.example:8443/faq");
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: new URL("http://sg.brightminds.example/x"), path: "/x" })).toBe("http://us.mathwise.example/x");
  });

  it("follows the caller's own decision on publication", () => {
    const request = "https://uk.mathwise.example/uk-tax-strategy";
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: request, path: "/uk-tax-strategy", publishes: false })).toBe("https://us.mathwise.example/");
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: request, path: "/uk-tax-strategy", publishes: true })).toBe("https://us.mathwise.example/uk-tax-strategy");
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: request, path: "/uk-tax-strategy", publishes: true, publishedPaths: new Set() }))
      .toBe("https://us.mathwise.example/uk-tax-strategy");
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: request, path: "//evil.example", publishes: true })).toBe("https://us.mathwise.example/");
  });

  it("drops the query and fragment", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/faq?a=1", path: "/faq?a=1#top" })).toBe("https://us.mathwise.example/faq");
  });

  it("never leaves the target site for a path that is not a local path", () => {
    for (const path of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "evil", ""]) {
      expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/", path })).toBe("https://us.mathwise.example/");
    }
  });

  it("encodes characters a path cannot hold", () => {
    expect(regionSwitchUrl({ hosts: us.hosts, requestUrl: "https://uk.mathwise.example/", path: "/teachers/détail 1" })).toBe("https://us.mathwise.example/teachers/d%C3%A9tail%201");
  });
});
