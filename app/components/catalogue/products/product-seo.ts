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
