import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { PAGE_SIZE_MAX } from "../../../../schemas/api/calls/catalogue.js";
import { siteI18n } from "../../../../i18n/i18n.server.js";
import { orErrorPage } from "../../../lib/builder-page.server.js";
import { requestHost } from "../../../lib/api.server.js";
import { siteOrigin } from "../../../lib/seo.js";
import { cardListHeaders, catalogueRequest } from "../detail/catalogue-loader.server.js";
import { DEFAULT_LIST_QUERY, listHref } from "../list-query.js";
import { firstClassPath, type PathFamily } from "../../../../rules/catalogue/product-paths.js";

/**
 * The trial lesson's course type: reference data shared by every site (fixtures/course-types.json, a test keeps
 * them equal). Course types carry no code, so the id is what names it.
 */
export const TRIAL_COURSE_TYPE_ID = 6;

/**
 * /courses/detail/FirstClass and /courses/detail-bm/FirstClass: the site's trial classes that are not over,
 * soonest first, as cards (as many as one answer holds; the course list filtered by the trial type has them
 * all). Seats are shown as answered, so the page is never kept by a cache.
 */
export async function loadFirstClass({ request, context }: LoaderFunctionArgs, family: PathFamily) {
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const found = await orErrorPage(
    api.call("searchCourses", { ...DEFAULT_LIST_QUERY, courseTypeId: TRIAL_COURSE_TYPE_ID, sort: "startDate", pageSize: PAGE_SIZE_MAX }, call),
  );
  const t = await siteI18n(site).getFixedT(request);
  const origin = siteOrigin(site.hosts, requestHost(request), context.publicOrigin);
  return data(
    {
      family,
      list: found.list,
      /** The whole list when one answer does not hold every trial class. */
      moreHref: found.total > found.list.length ? listHref({ ...DEFAULT_LIST_QUERY, courseTypeId: TRIAL_COURSE_TYPE_ID }, {}, family) : null,
      seo: {
        title: t("coursePromote.firstClass.metaTitle", { school: site.schoolName }),
        description: t("coursePromote.firstClass.metaDescription", { school: site.schoolName }),
        canonical: `${origin}${firstClassPath(family)}`,
        alternates: [],
      },
    },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}

/** A route's loader that is loadFirstClass for one family. */
export type FirstClassLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadFirstClass>;
