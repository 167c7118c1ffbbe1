import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import type { Site } from "../../../../schemas/site.js";
import { requestHost } from "../../../lib/api.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { catalogueAnswer, catalogueRequest, coursePageHeaders, skuIdParam } from "../detail/catalogue-loader.server.js";
import { courseJsonLd } from "../detail/course-seo.js";
import { goodsJsonLd } from "./product-seo.js";
import { goodsDetailPath, recordedCourseDetailPath } from "../../../../rules/catalogue/product-paths.js";

interface ProductPageOptions<T extends { card: CourseCard }> {
  ask(api: ApiClient, call: CallContext, skuId: string): Promise<T>;
  path(skuId: string): string;
}

/**
 * A product page's data: the answer for the path's SKU (a 404 for none, another site's or another kind's), when
 * it was answered, its canonical URL, and cache headers like the course pages' (the stock on it is polled live).
 */
async function productPage<T extends { card: CourseCard }>({ request, context, params }: LoaderFunctionArgs, { ask, path }: ProductPageOptions<T>) {
  const skuId = skuIdParam(params.skuId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const detail = await catalogueAnswer(call, (asked) => ask(api, asked, skuId));
  const origin = siteOrigin(site.hosts, requestHost(request), context.publicOrigin);
  return { detail, site, origin, canonical: `${origin}${path(detail.card.id)}`, loadedAt: Date.now(), headers: coursePageHeaders(Boolean(visitor.token)) };
}

const titleOf = (card: CourseCard, site: Pick<Site, "schoolName">) => `${card.title} | ${site.schoolName}`;

/** /courses/recorded-detail/{skuId}: the recorded course with its schema.org Course. */
export async function loadRecordedCourseDetail(args: LoaderFunctionArgs) {
  const { detail, site, origin, canonical, loadedAt, headers } = await productPage(args, {
    ask: (api, call, skuId) => api.call("queryRecordedCourseDetail", { skuId }, call),
    path: recordedCourseDetailPath,
  });
  const seo = { title: titleOf(detail.card, site), description: detail.card.summary, canonical, jsonLd: courseJsonLd({ card: detail.card, site, url: canonical, origin }) };
  return data({ detail, loadedAt, seo }, { headers });
}

/** /goods/detail/{skuId}: the goods with their schema.org Product and Offer. */
export async function loadGoodsDetail(args: LoaderFunctionArgs) {
  const { detail, site, canonical, loadedAt, headers } = await productPage(args, {
    ask: (api, call, skuId) => api.call("queryGoodsDetail", { skuId }, call),
    path: goodsDetailPath,
  });
  const seo = { title: titleOf(detail.card, site), description: detail.card.summary, canonical, jsonLd: goodsJsonLd({ card: detail.card, site, url: canonical }) };
  return data({ detail, loadedAt, seo }, { headers });
}
