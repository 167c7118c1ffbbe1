import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { packageJsonLd } from "./package-seo.js";
import { packageCard, packageItems } from "./package-test-support.js";

const origin = "https://us.example.test";

describe("packageJsonLd: the schema.org Course of a package page", () => {
  it("is the package as a Course with its Offer, and its classes as parts with their pages", () => {
    const url = `${origin}/courses/detail/promote/us-amc8-prealgebra-bundle`;
    const jsonLd = packageJsonLd({ card: packageCard(), items: packageItems(), site: fixtureSite("us"), url, origin, family: "plain" });
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "AMC 8 + Pre-Algebra Honors Bundle",
      url,
      hasCourseInstance: [],
      offers: [{ "@type": "Offer", price: "990.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url }],
    });
    expect(jsonLd.hasPart).toEqual([
      expect.objectContaining({ "@type": "Course", name: "AMC 8 Competition Prep", url: `${origin}/courses/detail/us-amc8-prep-online-sku` }),
      expect.objectContaining({ name: "Pre-Algebra Honors (Cupertino)", url: `${origin}/courses/detail/us-prealgebra-honors-cupertino-sku` }),
    ]);
    expect(jsonLd.hasPart[0]!.provider).toEqual(jsonLd.provider);
  });

  it("links the classes of a -bm page to -bm pages", () => {
    const jsonLd = packageJsonLd({ card: packageCard(), items: packageItems(), site: fixtureSite("bmus"), url: "", origin, family: "bm" });
    expect(jsonLd.hasPart.map((part) => part.url)).toEqual([
      `${origin}/courses/detail-bm/us-amc8-prep-online-sku`,
      `${origin}/courses/detail-bm/us-prealgebra-honors-cupertino-sku`,
    ]);
  });

  it("says a package without places is sold out", () => {
    const jsonLd = packageJsonLd({ card: packageCard({ sellStore: 0 }), items: [], site: fixtureSite("us"), url: "", origin, family: "plain" });
    expect(jsonLd.offers[0]!.availability).toBe("https://schema.org/SoldOut");
  });
});
