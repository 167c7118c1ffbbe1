import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadRecommendedByCode } from "../components/evaluation/report/report-loader.server.js";
import { RecommendedClassesPage, recommendedLinks, reportHeaders, reportMeta } from "../components/evaluation/report/report-pages.js";

/** /test/recommended-classes/{redeem} (SPEC §2 Tests): the classes the report of a redeemed evaluation code recommends. */
export const loader = (args: LoaderFunctionArgs) => loadRecommendedByCode(args);

export const headers = reportHeaders;
export const links = recommendedLinks;
export const meta: MetaFunction<typeof loader> = reportMeta;

export default RecommendedClassesPage;
