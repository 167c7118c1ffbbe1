import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requestHost } from "../../../lib/api.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { cardListHeaders, catalogueAnswer, catalogueRequest, skuIdParam } from "../detail/catalogue-loader.server.js";
import { aggregationalDetailPath } from "../../../../rules/catalogue/product-paths.js";

/**
 * A collection's page: its answer (a 404 for none or another site's), its title, introduction and canonical
 * URL for search engines. Its cards show seats as answered, so the page is never kept by a cache.
 */
export async function loadAggregationalDetail({ request, context, params }: LoaderFunctionArgs) {
  // A collection's id is a catalogue key like a product's.
  const pageId = skuIdParam(params.pageId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const page = await catalogueAnswer(call, (asked) => api.call("queryAggregationalDetail", { pageId }, asked));
  const origin = siteOrigin(site.hosts, requestHost(request), context.publicOrigin);
  return data(
    {
      page,
      seo: { title: `${page.title} | ${site.schoolName}`, description: page.summary, canonical: `${origin}${aggregationalDetailPath(pageId)}` },
    },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}
