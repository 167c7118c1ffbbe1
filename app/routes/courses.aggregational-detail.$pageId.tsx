import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AggregationalScreen } from "../components/catalogue/aggregational/AggregationalScreen.js";
import stylesheet from "../components/catalogue/aggregational/aggregational.css?url";
import { loadAggregationalDetail } from "../components/catalogue/aggregational/aggregational-loader.server.js";
import courseDetailStylesheet from "../components/catalogue/detail/course-detail.css?url";
import { coursePageMeta } from "../components/catalogue/detail/course-page.js";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";

/** /courses/aggregational-detail/{pageId}: a collection of the site's products in groups; 404 when the site has none by that id. */
export const loader = (args: LoaderFunctionArgs) => loadAggregationalDetail(args);

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "../components/catalogue/detail/course-page.js";

export const links: LinksFunction = () => [catalogueStylesheet, { rel: "stylesheet", href: courseDetailStylesheet }, { rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => coursePageMeta(data?.seo);

export default function AggregationalDetailPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <AggregationalScreen page={page} />
    </SiteShell>
  );
}
