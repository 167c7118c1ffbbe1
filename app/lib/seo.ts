import { pickHost } from "../../rules/regional/hosts.js";

/** The hreflang of a regional site: its language with its country, e.g. en-GB, zh-Hant-HK. */
export function hreflangOf(language: string, countryCode: string): string {
  return `${language}-${countryCode}`;
}

/** The scheme and port this server's sites are reached on: the server's own, never a request's Host header's. */
export interface PublicOrigin {
  protocol: "http:" | "https:";
  /** Empty for the scheme's default port. */
  port: string;
}

/**
 * The origin links to a site use (canonical, hreflang, region switch, sitemap): one of the site's configured
 * hosts (its local one, `*.localhost`, when the request came to a local host) with the configured scheme and
 * port. Nothing a request names is echoed, so a page rendered for one request is right for every visitor.
 */
export function siteOrigin(hosts: readonly string[], requestHostname: string, { protocol, port }: PublicOrigin): string {
  const host = pickHost(hosts, requestHostname);
  if (host === undefined) throw new Error("A site without hosts has no origin");
  return `${protocol}//${host}${port ? `:${port}` : ""}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** hreflang alternates: the other regional sites that publish the same path (SPEC §1 regional sites). */
export function alternatesFor(
  sites: readonly { locale: string; hosts: string[]; language: string; countryCode: string }[],
  currentLocale: string,
  requestHostname: string,
  publicOrigin: PublicOrigin,
  path: string,
): Alternate[] {
  return sites
    .filter((site) => site.locale !== currentLocale && site.hosts.length > 0)
    .map((site) => ({
      hreflang: hreflangOf(site.language, site.countryCode),
      href: `${siteOrigin(site.hosts, requestHostname, publicOrigin)}${path}`,
    }))
    .filter((alternate, index, all) => all.findIndex((other) => other.hreflang === alternate.hreflang) === index);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface SitemapEntry {
  path: string;
  /** When the page last changed, if known. */
  updatedAt?: string;
  /** The same page on other regional sites. */
  alternates?: readonly Alternate[];
}

function sitemapUrl(origin: string, { path, updatedAt, alternates = [] }: SitemapEntry): string {
  const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
  const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : "";
  return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}${links.join("")}</url>`;
}

/** A sitemap, with each page's hreflang alternates the way search engines read them in a sitemap. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => sitemapUrl(origin, entry)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Paths crawlers have no business in: previews, viewers, error pages, the API. */
const DISALLOWED = ["/api/", "/module-preview/", "/pdf-viewer", "/error", "/link/l/", "/j/"];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
