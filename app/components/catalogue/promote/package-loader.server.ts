import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { siteI18n } from "../../../../i18n/i18n.server.js";
import { requestHost } from "../../../lib/api.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { cardListHeaders, catalogueAnswer, catalogueRequest, skuIdParam } from "../detail/catalogue-loader.server.js";
import { packageJsonLd } from "./package-seo.js";
import { packageDetailPath, type PathFamily } from "../../../../rules/catalogue/product-paths.js";

/**
 * /courses/detail/promote/{packageId} and /courses/detail-bm/promote/{packageId}: a package of classes sold
 * together, with its classes as cards; any other product's id is a 404 here. The cards show seats as answered,
 * so, like the list, the page is never kept by a cache.
 */
export async function loadPackageDetail({ request, context, params }: LoaderFunctionArgs, family: PathFamily) {
  const skuId = skuIdParam(params.packageId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const { card, items } = await catalogueAnswer(call, (asked) => api.call("queryCourseDetail", { skuId }, asked));
  if (card.kind !== "package") throw new Response("Not Found", { status: 404 });
  const origin = siteOrigin(site.hosts, requestHost(request), context.publicOrigin);
  const canonical = `${origin}${packageDetailPath(card.id, family)}`;
  const t = await siteI18n(site).getFixedT(request);
  return data(
    {
      family,
      card,
      items,
      loadedAt: Date.now(),
      seo: {
        title: `${card.title} | ${site.schoolName}`,
        description: card.summary || t("coursePromote.package.metaDescription", { title: card.title, school: site.schoolName }),
        canonical,
        alternates: [],
        jsonLd: packageJsonLd({ card, items, site, url: canonical, origin, family }),
      },
    },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}

/** A route's loader that is loadPackageDetail for one family. */
export type PackageDetailLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadPackageDetail>;
