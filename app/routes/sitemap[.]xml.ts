import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { siteOrigin, sitemapXml } from "../lib/seo.js";

/** sitemap.xml of the request's site: every published page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const { list } = await orErrorPage(api.call("querySitePages", { host: requestHost(request) }, siteCallContext(site)));
  return new Response(sitemapXml(siteOrigin(site.hosts, requestHost(request), context.publicOrigin), list), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
