import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { COURSE_SORTS } from "../../../schemas/api/calls/catalogue.js";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { cardListHeaders, catalogueRequest } from "./detail/catalogue-loader.server.js";
import { lastPageOf } from "../../../ui/page-items.js";
import { channelGroupOptions, LIST_PAGE_SIZE, listHref, PRODUCTS_SHOWN } from "./list-query.js";
import { listQueryFrom } from "./list-query.server.js";
import { shopListAdChannels } from "./shop-home/shop-list-ad-channels.js";
import { type PathFamily } from "../../../rules/catalogue/product-paths.js";

/**
 * /courses/list and /courses/list-bm: the site's classes under the filters, keyword, sort and page of the URL
 * (values the catalogue would refuse are left out). Seats and sale state are live, so the page is never kept by
 * a cache.
 */
export async function loadCourseList({ request, context }: LoaderFunctionArgs, family: PathFamily) {
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const query = listQueryFrom(new URL(request.url).searchParams);
  const { sort, page, ...filters } = query;
  // A keyword also finds recorded courses, goods and bundles, shown above the first page of classes.
  const findsProducts = filters.keyword !== "" && page === 1;
  const [found, selectors, { channels }, products] = await orErrorPage(
    Promise.all([
      api.call("searchCourses", { ...filters, sort, page, pageSize: LIST_PAGE_SIZE }, call),
      api.call("queryCourseSelectors", filters, call),
      api.call("getChannel", { hideGroup: true }, call),
      findsProducts ? api.call("searchProducts", { keyword: filters.keyword, pageSize: PRODUCTS_SHOWN }, call) : { total: 0, list: [] },
    ]),
  );
  const lastPage = lastPageOf(found.total, LIST_PAGE_SIZE);
  if (page > lastPage) throw redirect(listHref(query, { page: lastPage }, family));
  const t = await siteI18n(site).getFixedT(request);
  return data(
    {
      family,
      query,
      sorts: COURSE_SORTS,
      total: found.total,
      list: found.list,
      products: { total: products.total, list: products.list },
      selectors,
      channelGroups: channelGroupOptions(channels),
      adChannelIds: shopListAdChannels(query, selectors),
      title: t("catalogue.list.metaTitle", { school: site.schoolName }),
      description: t("catalogue.list.metaDescription", { school: site.schoolName }),
      // The list's address without its page: every page of one list points to the first.
      canonicalPath: listHref(query, {}, family),
    },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}

/** A route's loader that is loadCourseList for one family. */
export type CourseListLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadCourseList>;
