import type { HeadersFunction, MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeErrorText } from "../../../../ui/route-error-text.js";
import type { Alternate } from "../../../lib/seo.js";
import { PageProblem } from "../../errors/PageProblem.js";

/** What search engines are told about a course page. */
export interface CoursePageSeo {
  title: string;
  description: string;
  canonical: string;
  /** The same page on other regional sites, where there are any. */
  alternates?: readonly Alternate[];
  /** schema.org structured data, where the page has some. */
  jsonLd?: object;
}

/** A course page's meta tags; a page that failed is kept out of search engines. */
export function coursePageMeta(seo: CoursePageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ name: "robots", content: "noindex" }];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...(seo.alternates ?? []).map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    // Remix writes it as <script type="application/ld+json">, a data block the browser never runs: script-src
    // of the Content-Security-Policy does not apply, and the HTML cache lists its hash anyway (decision 0004).
    ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
  ];
}

/** Course pages send the cache headers their loader chose. */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders: chosen }) => chosen;

/** A course page that could not be shown: not found (404) or another failure. */
export function CoursePageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return <PageProblem status={isRouteErrorResponse(error) ? error.status : 500} title={routeErrorText(error, t)} />;
}
