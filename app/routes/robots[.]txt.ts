import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { robotsTxt, siteOrigin } from "../lib/seo.js";

/** robots.txt of the request's site, pointing at its sitemap. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteForRequest(request, requestApi(context));
  return new Response(robotsTxt(siteOrigin(site.hosts, requestHost(request), context.publicOrigin)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
