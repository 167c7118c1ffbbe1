import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { courseAlternates, courseJsonLd, offerAvailability } from "./course-seo.js";
import { courseCard } from "../catalogue-test-support.js";
import { courseDetailPath } from "../../../../rules/catalogue/product-paths.js";

const publicOrigin = { protocol: "https:", port: "" } as const;
const url = "https://www.example.com/courses/detail/us-amc8-prep-online-sku";

describe("courseJsonLd: the schema.org Course of a class page", () => {
  it("is a Course with its class as a CourseInstance and its price as an Offer", () => {
    const site = fixtureSite("us");
    const jsonLd = courseJsonLd({ card: courseCard(), site, url, origin: "https://www.example.com" });
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "AMC 8 Competition Prep",
      url,
      provider: { "@type": "Organization", name: site.schoolName, sameAs: "https://www.example.com" },
      educationalLevel: "Olympiad",
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Online",
          startDate: "2025-01-11T02:00:00.000Z",
          endDate: "2025-02-22T03:30:00.000Z",
          instructor: [{ "@type": "Person", name: "Rachel Donovan" }],
        },
      ],
      offers: [{ "@type": "Offer", price: "540.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url }],
    });
  });

  it("places an in-person class at its venue", () => {
    const card = courseCard({}, { platformType: 2, deliveryMode: "OFFLINE", venueName: "Cupertino Center", venueAddress: "10100 Main St" });
    const [instance] = courseJsonLd({ card, site: fixtureSite("us"), url, origin: "https://www.example.com" }).hasCourseInstance;
    expect(instance).toMatchObject({ courseMode: "Onsite", location: { "@type": "Place", name: "Cupertino Center", address: "10100 Main St" } });
  });

  it.each([
    ["a sale opening later", courseCard({ remainSellTime: 60_000 }), "https://schema.org/PreOrder"],
    ["a full class", courseCard({ sellStore: 0 }), "https://schema.org/SoldOut"],
    ["an ended course", courseCard({}, { courseClosed: true }), "https://schema.org/SoldOut"],
  ])("says %s is %s", (_name, card, availability) => {
    const [offer] = courseJsonLd({ card, site: fixtureSite("us"), url, origin: "" }).offers;
    expect(offer!.availability).toBe(availability);
  });

  it("writes the price in the currency's units and decimals", () => {
    const [offer] = courseJsonLd({ card: courseCard({ sellPrice: 1200 }), site: fixtureSite("jp"), url, origin: "" }).offers;
    expect({ price: offer!.price, currency: offer!.priceCurrency }).toEqual({ price: "1200", currency: "JPY" });
  });

  it.each(["enrol", "enrolNow"] as const)("counts %s as in stock", (button) => {
    expect(offerAvailability(button)).toBe("https://schema.org/InStock");
  });
});

describe("courseAlternates: hreflang links to the same course on other sites", () => {
  const sites = [
    { locale: "us", hosts: ["www.example.com", "us.localhost"], language: "en", countryCode: "US" },
    { locale: "uk", hosts: ["uk.example.com", "uk.localhost"], language: "en", countryCode: "GB" },
    { locale: "hk", hosts: ["hk.example.com", "hk.localhost"], language: "zh-Hant", countryCode: "HK" },
    { locale: "sg", hosts: [], language: "en", countryCode: "SG" },
  ];

  const us = { locale: "us", language: "en", countryCode: "US" };

  it("links each other site's SKU at that site's origin, not the current site, a site without hosts or a repeat", () => {
    const alternates = [
      { locale: "us", skuId: "us-sku" },
      { locale: "uk", skuId: "uk sku" },
      { locale: "hk", skuId: "hk-sku" },
      { locale: "sg", skuId: "sg-sku" },
      { locale: "uk", skuId: "uk-other" },
      { locale: "fr", skuId: "fr-sku" },
    ];
    expect(courseAlternates(alternates, sites, us, "www.example.com", publicOrigin)).toEqual([
      { hreflang: "en-GB", href: "https://uk.example.com/courses/detail/uk%20sku" },
      { hreflang: "zh-Hant-HK", href: "https://hk.example.com/courses/detail/hk-sku" },
    ]);
  });

  it("leaves out another site with the page's own hreflang", () => {
    const twin = { locale: "am", hosts: ["am.example.com"], language: "en", countryCode: "US" };
    expect(courseAlternates([{ locale: "am", skuId: "am-sku" }], [...sites, twin], us, "www.example.com", publicOrigin)).toEqual([]);
  });

  it("uses the sites' local hosts on a local request", () => {
    expect(courseAlternates([{ locale: "uk", skuId: "uk-sku" }], sites, us, "us.localhost", { protocol: "http:", port: "3000" })).toEqual([
      { hreflang: "en-GB", href: "http://uk.localhost:3000/courses/detail/uk-sku" },
    ]);
  });

  it("links a -bm page to the other sites' -bm pages, which link back", () => {
    expect(courseAlternates([{ locale: "uk", skuId: "uk-sku" }], sites, us, "www.example.com", publicOrigin, (id) => courseDetailPath(id, "bm"))).toEqual([
      { hreflang: "en-GB", href: "https://uk.example.com/courses/detail-bm/uk-sku" },
    ]);
  });
});
