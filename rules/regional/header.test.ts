import { describe, expect, it } from "vitest";
import {
  cartBadge,
  CLASS_PARTS_MOBILE_MAX_WIDTH,
  headerAtTop,
  headerVariant,
  isMobileWidth,
  MOBILE_MAX_WIDTH,
  SCROLL_THROTTLE_MS,
} from "./header.js";
import { SITES, siteOf, withFeatures } from "../../tests/helpers/test-sites.js";

describe("header constants", () => {
  it("match SPEC §9", () => {
    expect(SCROLL_THROTTLE_MS).toBe(100);
    expect(MOBILE_MAX_WIDTH).toBe(768);
    expect(CLASS_PARTS_MOBILE_MAX_WIDTH).toBe(796);
  });
});

describe("headerVariant", () => {
  it("gives schools 415, 8601 and 105 the US-style header", () => {
    const us = SITES.filter((site) => headerVariant(site).style === "us").map((site) => site.schoolCode);
    expect(us.sort()).toEqual(["105", "415", "8601"]);
  });

  it("shows the Math Game link for school 415 only", () => {
    const withLink = SITES.filter((site) => headerVariant(site, "double").mathGameLink).map((site) => site.schoolCode);
    expect(withLink).toEqual(["415"]);
  });

  it("turns the scroll effect off for school 105 only", () => {
    const without = SITES.filter((site) => !headerVariant(site).scrollEffect).map((site) => site.schoolCode);
    expect(without).toEqual(["105"]);
  });

  it("takes the page's header type, else the website's, else single", () => {
    expect(headerVariant(siteOf("uk"), "second", "double").type).toBe("second");
    expect(headerVariant(siteOf("uk"), undefined, "double").type).toBe("double");
    expect(headerVariant(siteOf("uk"), null, null).type).toBe("single");
    expect(headerVariant(siteOf("uk"))).toEqual({ style: "standard", type: "single", mathGameLink: false, scrollEffect: true });
  });

  it("shows the Math Game link only in a US-style header with navigation", () => {
    expect(headerVariant(siteOf("us"), "double").mathGameLink).toBe(true);
    expect(headerVariant(siteOf("us"), "second").mathGameLink).toBe(true);
    expect(headerVariant(siteOf("us"), "single").mathGameLink).toBe(false);
    expect(headerVariant(withFeatures("uk", { mathGameLink: true }), "double").mathGameLink).toBe(false);
  });
});

describe("headerAtTop", () => {
  it("is true at 3 px or less and false beyond", () => {
    expect(headerAtTop(0)).toBe(true);
    expect(headerAtTop(3)).toBe(true);
    expect(headerAtTop(3.5)).toBe(false);
    expect(headerAtTop(4)).toBe(false);
    expect(headerAtTop(1000)).toBe(false);
  });

  it("counts overscroll and unknown positions as the top", () => {
    expect(headerAtTop(-40)).toBe(true);
    expect(headerAtTop(Number.NaN)).toBe(true);
  });
});

describe("isMobileWidth", () => {
  it("uses 768 px, or 796 px for class cards and enrol parts", () => {
    expect(isMobileWidth(768)).toBe(true);
    expect(isMobileWidth(769)).toBe(false);
    expect(isMobileWidth(790, { classParts: true })).toBe(true);
    expect(isMobileWidth(796, { classParts: true })).toBe(true);
    expect(isMobileWidth(797, { classParts: true })).toBe(false);
  });
});

describe("cartBadge", () => {
  it("hides an empty cart", () => {
    expect(cartBadge(0)).toEqual({ show: false, text: "0" });
    expect(cartBadge(-2)).toEqual({ show: false, text: "0" });
    expect(cartBadge(Number.NaN)).toEqual({ show: false, text: "0" });
  });

  it("shows the count up to 99 and the dots icon above", () => {
    expect(cartBadge(1)).toEqual({ show: true, text: "1" });
    expect(cartBadge(99)).toEqual({ show: true, text: "99" });
    expect(cartBadge(100)).toEqual({ show: true, text: "dots" });
    expect(cartBadge(12345)).toEqual({ show: true, text: "dots" });
  });
});
