import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { requestHost } from "../../../lib/api.server.js";
import { orErrorPage } from "../../../lib/builder-page.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { catalogueAnswer, catalogueRequest, coursePageHeaders, skuIdParam } from "./catalogue-loader.server.js";
import { courseAlternates, courseJsonLd } from "./course-seo.js";
import { courseDetailPath } from "../card-view.js";
import { FROM_UNPAID_LIST } from "./course-paths.js";

/** The language and country of the sites that sell the same course (their hreflang), asked only when there are any. */
async function alternateSites(api: ApiClient, call: CallContext, locales: readonly string[]) {
  if (locales.length === 0) return [];
  const { list } = await api.call("querySiteList", {}, call);
  const selling = list.filter((site) => locales.includes(site.locale) && site.hosts.length > 0);
  const sites = await Promise.all(selling.map((site) => api.call("querySiteByHost", { host: site.hosts[0]! }, call)));
  return sites.map((site) => ({ locale: site.locale, hosts: site.hosts, language: site.defaultLanguage, countryCode: site.countryCode }));
}

/**
 * /courses/detail/{coursesId} (query fromPage, studentId): the class whose SKU id is coursesId, its page's
 * search-engine data (canonical, hreflang, schema.org Course).
 */
export async function loadCourseDetail({ request, context, params }: LoaderFunctionArgs) {
  const skuId = skuIdParam(params.coursesId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const detail = await catalogueAnswer(call, (asked) => api.call("queryCourseDetail", { skuId }, asked));
  const loadedAt = Date.now();
  const url = new URL(request.url);
  const host = requestHost(request);
  const origin = siteOrigin(site.hosts, host, context.publicOrigin);
  const canonical = `${origin}${courseDetailPath(detail.card.id)}`;
  const otherLocales = detail.alternates.map((alternate) => alternate.locale).filter((locale) => locale !== site.locale);
  const sites = await orErrorPage(alternateSites(api, call, otherLocales));
  return data(
    {
      detail,
      loadedAt,
      fromUnpaidList: url.searchParams.get("fromPage") === FROM_UNPAID_LIST,
      /** The family's student to enrol when the link names one (e.g. from the unpaid list); else the signed-in one. */
      studentId: url.searchParams.get("studentId") || null,
      seo: {
        title: `${detail.card.title} | ${site.schoolName}`,
        description: detail.card.summary,
        canonical,
        alternates: courseAlternates(
          detail.alternates,
          sites,
          { locale: site.locale, language: site.defaultLanguage, countryCode: site.countryCode },
          host,
          context.publicOrigin,
        ),
        jsonLd: courseJsonLd({ card: detail.card, site, url: canonical, origin }),
      },
    },
    { headers: coursePageHeaders(Boolean(visitor.token)) },
  );
}
