import { pickHost } from "../../rules/regional/hosts.js";

/** The hreflang of a regional site: its language with its country, e.g. en-GB, zh-Hant-HK. */
export function hreflangOf(language: string, countryCode: string): string {
  return `${language}-${countryCode}`;
}

/** The origin of a site as seen from this request: same scheme and port, the site's matching host. */
export function siteOrigin(hosts: readonly string[], requestUrl: URL): string {
  const host = pickHost(hosts, requestUrl.hostname) ?? requestUrl.hostname;
  return `${requestUrl.protocol}//${host}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates: the other regional sites that publish the same path (SPEC §1 regional sites). */
export function alternatesFor(
  sites: readonly { locale: string; hosts: string[]; language: string; countryCode: string }[],
  currentLocale: string,
  requestUrl: URL,
  path: string,
): Alternate[] {
  return sites
    .filter((site) => site.locale !== currentLocale)
    .map((site) => ({ hreflang: hreflangOf(site.language, site.countryCode), href: `${siteOrigin(site.hosts, requestUrl)}${path}` }))
    .filter((alternate, index, all) => all.findIndex((other) => other.hreflang === alternate.hreflang) === index);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(origin: string, pages: readonly { path: string; updatedAt: string }[]): string {
  const urls = pages
    .map((page) => `  <url><loc>${escapeXml(origin + page.path)}</loc><lastmod>${page.updatedAt.slice(0, 10)}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Paths crawlers have no business in: previews, viewers, error pages, the API. */
const DISALLOWED = ["/api/", "/module-preview/", "/pdf-viewer", "/error", "/link/l/", "/j/"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
