import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cartStylesheet } from "../../cart/stylesheet.js";
import { SiteShell } from "../../shell/SiteShell.js";
import { PathFamilyContext } from "../use-path-family.js";
import { CourseDetail } from "./CourseDetail.js";
import type { CourseDetailLoader } from "./course-detail-loader.server.js";
import stylesheet from "./course-detail.css?url";
import { coursePageMeta } from "./course-page.js";

// The class page of both address families (app/routes/courses.detail.$coursesId.tsx, courses.detail-bm.$coursesId.tsx).

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "./course-page.js";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }, cartStylesheet];

export const meta: MetaFunction<CourseDetailLoader> = ({ data }) => coursePageMeta(data?.seo);

export default function CourseDetailPage() {
  const loaded = useLoaderData<CourseDetailLoader>();
  return (
    <SiteShell layout="default">
      <PathFamilyContext.Provider value={loaded.family}>
        <CourseDetail key={loaded.detail.card.id} {...loaded} />
      </PathFamilyContext.Provider>
    </SiteShell>
  );
}
