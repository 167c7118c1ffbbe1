import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadRecommendedByReport } from "../components/evaluation/report/report-loader.server.js";
import { RecommendedClassesPage, recommendedLinks, reportHeaders, reportMeta } from "../components/evaluation/report/report-pages.js";

/** /test/recommended-courses?reportId=…&uid=… (SPEC §2 Tests): the classes a report recommends; the report decides the child. */
export const loader = (args: LoaderFunctionArgs) => loadRecommendedByReport(args);

export const headers = reportHeaders;
export const links = recommendedLinks;
export const meta: MetaFunction<typeof loader> = reportMeta;

/** SPEC §2 Right tool panel: never on paths containing recommended-courses. */
export default function RecommendedCoursesPage() {
  return <RecommendedClassesPage tools={false} />;
}
