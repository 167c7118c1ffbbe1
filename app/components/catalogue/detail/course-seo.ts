import type { ClassButtonStatus } from "../../../../rules/catalogue/class-button.js";
import { convertPrice } from "../../../../rules/regional/prices.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { PLATFORM_TYPES, type PlatformType } from "../../../../schemas/catalogue.js";
import type { Site } from "../../../../schemas/site.js";
import { hreflangOf, siteOrigin, type Alternate, type PublicOrigin } from "../../../lib/seo.js";
import { cardSellStatus, saleSnapshot, saleState } from "./live-sale.js";
import { courseDetailPath } from "../../../../rules/catalogue/product-paths.js";

const SCHEMA = "https://schema.org";

/** schema.org ItemAvailability of a class: on sale, not yet on sale, or no seat to be had. */
export function offerAvailability(button: ClassButtonStatus): string {
  if (button === "enrol" || button === "enrolNow") return `${SCHEMA}/InStock`;
  return button === "forSale" ? `${SCHEMA}/PreOrder` : `${SCHEMA}/SoldOut`;
}

const COURSE_MODES: Record<PlatformType, "Online" | "Onsite"> = {
  [PLATFORM_TYPES.live]: "Online",
  [PLATFORM_TYPES.inPerson]: "Onsite",
  [PLATFORM_TYPES.bigOnline]: "Online",
  [PLATFORM_TYPES.smallOnline]: "Online",
};

export interface CourseJsonLdInput {
  card: CourseCard;
  site: Pick<Site, "schoolName" | "currency">;
  /** The page's canonical URL. */
  url: string;
  /** The site's origin, the provider's address. */
  origin: string;
}

/**
 * The page's schema.org Course (issue 13: course pages carry Course/Offer structured data): the class as its
 * CourseInstance, and its price and availability as the service answered them as an Offer. Search engines read
 * it from the server's HTML; the live seats on the page itself come from the browser's polling.
 */
export function courseJsonLd({ card, site, url, origin }: CourseJsonLdInput) {
  const { spec } = card;
  // As answered: no visitor's hk offset and no unpaid-list seat apply to what a search engine is told.
  const { button } = saleState(saleSnapshot(cardSellStatus(card), 0), { now: 0, offsetMs: 0, fromUnpaidList: false });
  const offer = {
    "@type": "Offer",
    category: "Paid",
    price: convertPrice(card.sellPrice, site.currency).toFixed(site.currency.decimals),
    priceCurrency: site.currency.code,
    availability: offerAvailability(button),
    url,
  };
  const instance = spec && {
    "@type": "CourseInstance",
    courseMode: COURSE_MODES[spec.platformType],
    startDate: spec.startDate,
    endDate: spec.endDate,
    instructor: spec.teacherList.map((teacher) => ({ "@type": "Person", name: teacher.name })),
    ...(spec.platformType === PLATFORM_TYPES.inPerson && spec.venueName
      ? { location: { "@type": "Place", name: spec.venueName, address: spec.venueAddress } }
      : {}),
    offers: offer,
  };
  return {
    "@context": SCHEMA,
    "@type": "Course",
    name: card.title,
    description: card.summary,
    url,
    provider: { "@type": "Organization", name: site.schoolName, sameAs: origin },
    ...(spec?.levelDegreeName ? { educationalLevel: spec.levelDegreeName } : {}),
    hasCourseInstance: instance ? [instance] : [],
    offers: [offer],
  };
}

export type CourseJsonLd = ReturnType<typeof courseJsonLd>;

interface AlternateSite {
  locale: string;
  hosts: readonly string[];
  language: string;
  countryCode: string;
}

/**
 * hreflang links of a product sold on several sites (issue 13): the page (`pathOf`) of the same course's
 * product on each other site, at that site's origin. Sites without hosts, a site with the current page's own
 * hreflang (e.g. a second US site: the page is the en-US one itself) and a second link with the same hreflang
 * are left out. A class page's links stay in its address family, so the other pages link back to it.
 */
export function courseAlternates(
  alternates: readonly { locale: string; skuId: string }[],
  sites: readonly AlternateSite[],
  current: Pick<AlternateSite, "locale" | "language" | "countryCode">,
  requestHostname: string,
  publicOrigin: PublicOrigin,
  pathOf: (skuId: string) => string = (skuId) => courseDetailPath(skuId),
): Alternate[] {
  const ownHreflang = hreflangOf(current.language, current.countryCode);
  return alternates
    .flatMap(({ locale, skuId }) => {
      const site = locale === current.locale ? undefined : sites.find((candidate) => candidate.locale === locale);
      if (!site || site.hosts.length === 0 || hreflangOf(site.language, site.countryCode) === ownHreflang) return [];
      return [
        {
          hreflang: hreflangOf(site.language, site.countryCode),
          href: `${siteOrigin(site.hosts, requestHostname, publicOrigin)}${pathOf(skuId)}`,
        },
      ];
    })
    .filter((alternate, index, all) => all.findIndex((other) => other.hreflang === alternate.hreflang) === index);
}
