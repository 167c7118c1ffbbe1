import type { MetaDescriptor } from "@remix-run/node";
import type { GoodsButton } from "../../../../rules/catalogue/shop-buttons.js";
import { convertPrice } from "../../../../rules/regional/prices.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../../schemas/site.js";
import { goodsState } from "./product-sale.js";

const SCHEMA = "https://schema.org";

const GOODS_AVAILABILITY: Record<GoodsButton, string> = {
  buyNow: `${SCHEMA}/InStock`,
  comingSoon: `${SCHEMA}/PreOrder`,
  soldOut: `${SCHEMA}/OutOfStock`,
};

export interface GoodsJsonLdInput {
  card: CourseCard;
  site: Pick<Site, "schoolName" | "currency">;
  /** The page's canonical URL. */
  url: string;
}

/**
 * The goods page's schema.org Product with its price and stock as an Offer, as the service answered them (search
 * engines read the server's HTML; the page's own stock is polled live).
 */
export function goodsJsonLd({ card, site, url }: GoodsJsonLdInput) {
  const school = { "@type": "Organization", name: site.schoolName };
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: card.title,
    description: card.summary,
    sku: card.id,
    url,
    brand: school,
    offers: {
      "@type": "Offer",
      price: convertPrice(card.sellPrice, site.currency).toFixed(site.currency.decimals),
      priceCurrency: site.currency.code,
      availability: GOODS_AVAILABILITY[goodsState({ remainSellTimeMs: card.remainSellTime, seatsLeft: card.sellStore })],
      seller: school,
      url,
    },
  };
}

type LdJson = Extract<MetaDescriptor, { "script:ld+json": unknown }>["script:ld+json"];

export interface ProductSeo {
  title: string;
  description: string;
  canonical: string;
  jsonLd: LdJson;
}

/** The head of a product page: title, description, canonical link and the schema.org data block. */
export function productMeta(seo: ProductSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ name: "robots", content: "noindex" }];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    // A data block the browser never runs (see the course detail route).
    { "script:ld+json": seo.jsonLd },
  ];
}
