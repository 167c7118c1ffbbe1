import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { goodsDetail } from "./product-test-support.js";
import { goodsJsonLd } from "./product-seo.js";

const url = "https://www.example.com/goods/detail/us-amc8-workbook";

describe("goodsJsonLd: the schema.org Product of a goods page", () => {
  it("is a Product of the school with its price and stock as an Offer", () => {
    const site = fixtureSite("us");
    expect(goodsJsonLd({ card: goodsDetail().card, site, url })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "AMC 8 Practice Workbook",
      description: "320 contest-style problems sorted by topic.\nShipped within 3 business days.",
      sku: "us-amc8-workbook",
      url,
      brand: { "@type": "Organization", name: site.schoolName },
      offers: {
        "@type": "Offer",
        price: "35.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: site.schoolName },
        url,
      },
    });
  });

  it.each([
    ["none left", { sellStore: 0 }, "https://schema.org/OutOfStock"],
    ["a sale opening later", { remainSellTime: 60_000 }, "https://schema.org/PreOrder"],
    ["a sale opening in 1000 ms", { remainSellTime: 1000 }, "https://schema.org/InStock"],
  ])("says %s is %s", (_label, card, availability) => {
    expect(goodsJsonLd({ card: goodsDetail(card).card, site: fixtureSite("us"), url }).offers.availability).toBe(availability);
  });

  it("writes the price in the currency's units and decimals", () => {
    const { offers } = goodsJsonLd({ card: goodsDetail({ sellPrice: 1200 }).card, site: fixtureSite("jp"), url });
    expect({ price: offers.price, currency: offers.priceCurrency }).toEqual({ price: "1200", currency: "JPY" });
  });
});
