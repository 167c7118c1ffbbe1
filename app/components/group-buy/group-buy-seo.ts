import type { MetaDescriptor } from "@remix-run/node";

/** The share image's size: the 1.91:1 picture link previews show in full. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What a shared link of the page shows (Open Graph, X cards) and what search engines are told. */
export interface GroupBuySeo {
  title: string;
  description: string;
  /** The page as asked, with its group: the link shared. */
  url: string;
  /** The activity's page without a group. */
  canonical: string;
  /** The share image, absolute on the site's origin. */
  image: string;
  siteName: string;
}

/** The page's meta tags; a page that failed is kept out of search engines. */
export function groupBuyMeta(pageTitle: string | undefined, seo: GroupBuySeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ name: "robots", content: "noindex" }];
  return [
    { title: pageTitle ?? seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
  ];
}
