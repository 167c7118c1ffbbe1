import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeErrorText } from "../../ui/route-error-text.js";
import { CourseDetail } from "../components/catalogue/detail/CourseDetail.js";
import { loadCourseDetail } from "../components/catalogue/detail/course-detail-loader.server.js";
import stylesheet from "../components/catalogue/detail/course-detail.css?url";
import { PageProblem } from "../components/errors/PageProblem.js";
import { SiteShell } from "../components/shell/SiteShell.js";

/** /courses/detail/{coursesId} (query fromPage, studentId): a class by its SKU id; 404 when the site has none. */
export const loader = (args: LoaderFunctionArgs) => loadCourseDetail(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ name: "robots", content: "noindex" }];
  const { seo } = data;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    // Remix writes it as <script type="application/ld+json">, a data block the browser never runs: script-src
    // of the Content-Security-Policy does not apply, and the HTML cache lists its hash anyway (decision 0004).
    { "script:ld+json": seo.jsonLd },
  ];
};

export default function CourseDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <CourseDetail key={loaded.detail.card.id} {...loaded} />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return <PageProblem status={isRouteErrorResponse(error) ? error.status : 500} title={routeErrorText(error, t)} />;
}
