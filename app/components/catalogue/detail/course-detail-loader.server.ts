import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requestHost, sitesByLocale } from "../../../lib/api.server.js";
import { commerceResources } from "../../../../i18n/commerce-resources.js";
import { orErrorPage } from "../../../lib/builder-page.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { catalogueAnswer, catalogueRequest, coursePageHeaders, skuIdParam } from "./catalogue-loader.server.js";
import { courseAlternates, courseJsonLd } from "./course-seo.js";
import { courseDetailPath, FROM_UNPAID_LIST, packageDetailPath, type PathFamily } from "../../../../rules/catalogue/product-paths.js";

/**
 * /courses/detail/{coursesId} and /courses/detail-bm/{coursesId} (query fromPage, studentId): the class whose
 * SKU id is coursesId, its page's search-engine data (canonical, hreflang, schema.org Course). A package has
 * its own page in the same family, where this address sends it.
 */
export async function loadCourseDetail({ request, context, params }: LoaderFunctionArgs, family: PathFamily) {
  const skuId = skuIdParam(params.coursesId);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const detail = await catalogueAnswer(call, (asked) => api.call("queryCourseDetail", { skuId }, asked));
  const url = new URL(request.url);
  if (detail.card.kind === "package") throw redirect(`${packageDetailPath(detail.card.id, family)}${url.search}`, 301);
  const loadedAt = Date.now();
  const host = requestHost(request);
  const origin = siteOrigin(site.hosts, host, context.publicOrigin);
  const canonical = `${origin}${courseDetailPath(detail.card.id, family)}`;
  const otherLocales = detail.alternates.map((alternate) => alternate.locale).filter((locale) => locale !== site.locale);
  const courseId = detail.card.spec?.courseId;
  const anonymous = { ...call, header: { ...call.header, unifiedAccessToken: undefined } };
  const [sites, plans] = await Promise.all([
    orErrorPage(sitesByLocale(api, call, otherLocales)),
    // The same plans for every visitor: asked without the session, which the detail may have found gone.
    courseId ? catalogueAnswer(anonymous, (asked) => api.call("querySubscriptionPlans", { courseId }, asked)) : { list: [] },
  ]);
  return data(
    {
      family,
      detail,
      loadedAt,
      fromUnpaidList: url.searchParams.get("fromPage") === FROM_UNPAID_LIST,
      /** The family's student to enrol when the link names one (e.g. from the unpaid list); else the signed-in one. */
      studentId: url.searchParams.get("studentId") || null,
      /** The course's practice plans, with the shop's texts they are offered in (none: the page sends no texts). */
      subscriptionPlans: plans.list.length ? { plans: plans.list, texts: commerceResources[visitor.language] } : null,
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
          (id) => courseDetailPath(id, family),
        ),
        jsonLd: courseJsonLd({ card: detail.card, site, url: canonical, origin }),
      },
    },
    { headers: coursePageHeaders(Boolean(visitor.token)) },
  );
}

/** A route's loader that is loadCourseDetail for one family. */
export type CourseDetailLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadCourseDetail>;
