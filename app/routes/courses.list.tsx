import { data, redirect, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COURSE_SORTS } from "../../schemas/api/calls/catalogue.js";
import { siteI18n } from "../../i18n/i18n.server.js";
import { CourseListScreen } from "../components/catalogue/CourseListScreen.js";
import { channelGroupOptions, LIST_PAGE_SIZE, lastPageOf, listHref } from "../components/catalogue/list-query.js";
import { listQueryFrom } from "../components/catalogue/list-query.server.js";
import { cardListHeaders, catalogueRequest } from "../components/catalogue/detail/catalogue-loader.server.js";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import type { RootLoader } from "../root.js";

export const links: LinksFunction = () => [catalogueStylesheet];

/**
 * /courses/list: the site's classes under the filters, keyword, sort and page of the URL (values the
 * catalogue would refuse are left out). Seats and sale state are live, so the page is never kept by a cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const query = listQueryFrom(new URL(request.url).searchParams);
  const { sort, page, ...filters } = query;
  const [found, selectors, { channels }] = await orErrorPage(
    Promise.all([
      api.call("searchCourses", { ...filters, sort, page, pageSize: LIST_PAGE_SIZE }, call),
      api.call("queryCourseSelectors", filters, call),
      api.call("getChannel", { hideGroup: true }, call),
    ]),
  );
  const lastPage = lastPageOf(found.total);
  if (page > lastPage) throw redirect(listHref(query, { page: lastPage }));
  const t = await siteI18n(site).getFixedT(request);
  return data(
    {
      query,
      sorts: COURSE_SORTS,
      total: found.total,
      list: found.list,
      selectors,
      channelGroups: channelGroupOptions(channels),
      title: t("catalogue.list.metaTitle", { school: site.schoolName }),
      description: t("catalogue.list.metaDescription", { school: site.schoolName }),
      // The list's address without its page: every page of one list points to the first.
      canonicalPath: listHref(query),
    },
    { headers: cardListHeaders(Boolean(visitor.token)) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const origin = matches.find((match) => match.id === "root")?.data?.origin;
  return [
    { title: loaded.title },
    { name: "description", content: loaded.description },
    ...(origin ? [{ tagName: "link", rel: "canonical", href: `${origin}${loaded.canonicalPath}` }] : []),
  ];
};

export default function CourseListPage() {
  return (
    <SiteShell layout="default">
      <CourseListScreen {...useLoaderData<typeof loader>()} />
    </SiteShell>
  );
}
