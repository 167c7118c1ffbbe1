import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SiteShell } from "../../shell/SiteShell.js";
import courseDetailStylesheet from "../detail/course-detail.css?url";
import { coursePageMeta } from "../detail/course-page.js";
import { catalogueStylesheet } from "../stylesheet.js";
import { PathFamilyContext } from "../use-path-family.js";
import type { FirstClassLoader } from "./first-class-loader.server.js";
import { FirstClassScreen } from "./FirstClassScreen.js";

// The trial classes page of both address families (app/routes/courses.detail.FirstClass.tsx and -bm).

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "../detail/course-page.js";

export const links: LinksFunction = () => [catalogueStylesheet, { rel: "stylesheet", href: courseDetailStylesheet }];

export const meta: MetaFunction<FirstClassLoader> = ({ data }) => coursePageMeta(data?.seo);

export default function FirstClassPage() {
  const { family, list, moreHref } = useLoaderData<FirstClassLoader>();
  return (
    <SiteShell layout="default">
      <PathFamilyContext.Provider value={family}>
        <FirstClassScreen list={list} moreHref={moreHref} />
      </PathFamilyContext.Provider>
    </SiteShell>
  );
}
