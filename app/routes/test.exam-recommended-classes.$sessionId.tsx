import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadRecommendedBySession } from "../components/evaluation/report/report-loader.server.js";
import { RecommendedClassesPage, recommendedLinks, reportHeaders, reportMeta } from "../components/evaluation/report/report-pages.js";

/** /test/exam-recommended-classes/{sessionId} (SPEC §2 Tests): the classes the report of a handed-in attempt recommends. */
export const loader = (args: LoaderFunctionArgs) => loadRecommendedBySession(args);

export const headers = reportHeaders;
export const links = recommendedLinks;
export const meta: MetaFunction<typeof loader> = reportMeta;

export default RecommendedClassesPage;
