import type { LoaderFunctionArgs } from "@remix-run/node";
import { aggregationalDetailPath, productPath } from "../../rules/catalogue/product-paths.js";
import { courseAlternates } from "../components/catalogue/detail/course-seo.js";
import { requestApi, requestHost, siteForRequest, sitesByLocale } from "../lib/api.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { hreflangOf, siteOrigin, sitemapXml, type SitemapEntry } from "../lib/seo.js";

/**
 * sitemap.xml of the request's site: every published page, every product with a page, each with the same
 * product on the other sites that sell it (hreflang, the page itself included as search engines ask), and
 * every collection.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const host = requestHost(request);
  const call = siteCallContext(site);
  const [pages, products] = await orErrorPage(
    Promise.all([api.call("querySitePages", { host }, call), api.call("queryCatalogueSitemap", {}, call)]),
  );
  const locales = [...new Set(products.list.flatMap((product) => product.alternates.map((alternate) => alternate.locale)))];
  const sites = await orErrorPage(sitesByLocale(api, call, locales));
  const origin = siteOrigin(site.hosts, host, context.publicOrigin);
  const current = { locale: site.locale, language: site.defaultLanguage, countryCode: site.countryCode };
  const productEntries = products.list.map((product): SitemapEntry => {
    const path = productPath({ id: product.skuId, kind: product.kind });
    const others = courseAlternates(product.alternates, sites, current, host, context.publicOrigin, (skuId) => productPath({ id: skuId, kind: product.kind }));
    return { path, alternates: others.length ? [{ hreflang: hreflangOf(site.defaultLanguage, site.countryCode), href: `${origin}${path}` }, ...others] : [] };
  });
  const collectionEntries = products.collectionIds.map((id) => ({ path: aggregationalDetailPath(id) }));
  return new Response(sitemapXml(origin, [...pages.list, ...productEntries, ...collectionEntries]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
