import { describe, expect, it } from "vitest";
import {
  conversionHref,
  groupNavigation,
  isCurrentPath,
  leadFormElementId,
  linkHref,
  opensNewWindow,
  type NavigationLink,
} from "./navigation.js";

const link = (name: string, extra: Partial<NavigationLink> = {}): NavigationLink => ({ name, url: `/${name}`, ...extra });

describe("groupNavigation", () => {
  it("groups links by navigation type, keeping their order", () => {
    const links = [
      link("courses"),
      link("about", { navigationType: 3 }),
      link("teachers", { navigationType: 1 }),
      link("faq", { navigationType: 2 }),
      link("trial", { navigationType: 5, conversionType: "lead", leadComponentId: 9 }),
      link("careers", { navigationType: 3 }),
      link("blog", { navigationType: 2 }),
    ];
    const groups = groupNavigation(links);
    expect(groups.main.map((l) => l.name)).toEqual(["courses", "teachers"]);
    expect(groups.firstLevel.map((l) => l.name)).toEqual(["about", "careers"]);
    expect(groups.sub.map((l) => l.name)).toEqual(["faq", "blog"]);
    expect(groups.conversion.map((l) => l.name)).toEqual(["trial"]);
  });

  it("treats a missing navigation type as main", () => {
    expect(groupNavigation([link("home")]).main).toHaveLength(1);
  });

  it("groups nothing into empty groups", () => {
    expect(groupNavigation([])).toEqual({ main: [], sub: [], firstLevel: [], conversion: [] });
  });
});

describe("linkHref and opensNewWindow", () => {
  it("targets an element of the current page for onlyID", () => {
    expect(linkHref({ url: "/home", onlyID: "pricing" })).toBe("#pricing");
    expect(linkHref({ url: "/home", onlyID: "  " })).toBe("/home");
    expect(linkHref({ url: "https://blog.example/" })).toBe("https://blog.example/");
  });

  it("opens a new window only for a page link that asks for it", () => {
    expect(opensNewWindow({ newWindow: true })).toBe(true);
    expect(opensNewWindow({ newWindow: false })).toBe(false);
    expect(opensNewWindow({})).toBe(false);
    expect(opensNewWindow({ newWindow: true, onlyID: "faq" })).toBe(false);
  });
});

describe("conversionHref", () => {
  it("scrolls to the lead form for lead conversions", () => {
    expect(leadFormElementId(12)).toBe("lead-form-12");
    expect(conversionHref(link("trial", { navigationType: 5, conversionType: "lead", leadComponentId: 12 }))).toBe(
      "#lead-form-12",
    );
  });

  it("goes to the url for link conversions and leads without a form", () => {
    expect(conversionHref(link("book", { navigationType: 5, conversionType: "link" }))).toBe("/book");
    expect(conversionHref(link("book", { navigationType: 5, conversionType: "lead" }))).toBe("/book");
    expect(conversionHref(link("book", { navigationType: 5 }))).toBe("/book");
  });
});

describe("isCurrentPath", () => {
  it("matches the page path, query, hash and trailing slash aside", () => {
    expect(isCurrentPath("/courses", "/courses")).toBe(true);
    expect(isCurrentPath("/courses/", "/courses")).toBe(true);
    expect(isCurrentPath("/courses?grade=3#top", "/courses/")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/courses", "/courses/list")).toBe(false);
    expect(isCurrentPath("/", "/courses")).toBe(false);
  });

  it("matches absolute urls only on the site's own hosts", () => {
    expect(isCurrentPath("https://us.mathwise.example/teachers", "/teachers", ["us.mathwise.example"])).toBe(true);
    expect(isCurrentPath("https://other.example/teachers", "/teachers", ["us.mathwise.example"])).toBe(false);
    expect(isCurrentPath("//us.mathwise.example/teachers", "/teachers")).toBe(false);
  });
});
