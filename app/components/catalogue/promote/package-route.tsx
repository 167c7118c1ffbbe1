import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cartStylesheet } from "../../cart/stylesheet.js";
import { SiteShell } from "../../shell/SiteShell.js";
import courseDetailStylesheet from "../detail/course-detail.css?url";
import { coursePageMeta } from "../detail/course-page.js";
import { catalogueStylesheet } from "../stylesheet.js";
import { PathFamilyContext } from "../use-path-family.js";
import stylesheet from "./package-detail.css?url";
import { PackageDetail } from "./PackageDetail.js";
import type { PackageDetailLoader } from "./package-loader.server.js";

// The package page of both address families (app/routes/courses.detail.promote.$packageId.tsx and -bm).

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "../detail/course-page.js";

export const links: LinksFunction = () => [
  catalogueStylesheet,
  { rel: "stylesheet", href: courseDetailStylesheet },
  { rel: "stylesheet", href: stylesheet },
  cartStylesheet,
];

export const meta: MetaFunction<PackageDetailLoader> = ({ data }) => coursePageMeta(data?.seo);

export default function PackageDetailPage() {
  const { family, card, items, loadedAt } = useLoaderData<PackageDetailLoader>();
  return (
    <SiteShell layout="default">
      <PathFamilyContext.Provider value={family}>
        <PackageDetail key={card.id} card={card} items={items} loadedAt={loadedAt} />
      </PathFamilyContext.Provider>
    </SiteShell>
  );
}
