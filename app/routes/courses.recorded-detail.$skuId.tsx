import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { coursePageMeta } from "../components/catalogue/detail/course-page.js";
import { loadRecordedCourseDetail } from "../components/catalogue/products/product-loader.server.js";
import { RecordedCourseDetail } from "../components/catalogue/products/RecordedCourseDetail.js";
import { SiteShell } from "../components/shell/SiteShell.js";

export { ErrorBoundary, headers, links } from "../components/catalogue/products/product-route.js";

/** /courses/recorded-detail/{skuId}: a recorded course of the site; 404 when the site has none by that id. */
export const loader = (args: LoaderFunctionArgs) => loadRecordedCourseDetail(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => coursePageMeta(data?.seo);

export default function RecordedCourseDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <RecordedCourseDetail key={loaded.detail.card.id} {...loaded} />
    </SiteShell>
  );
}
