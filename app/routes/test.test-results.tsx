import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadTestResults } from "../components/evaluation/report/report-loader.server.js";
import { reportHeaders, reportLinks, reportMeta, TestResultsPage } from "../components/evaluation/report/report-pages.js";

/** /test/test-results (SPEC §2 Tests): the family's evaluation reports, the latest first. */
export const loader = (args: LoaderFunctionArgs) => loadTestResults(args);

export const headers = reportHeaders;
export const links = reportLinks;
export const meta: MetaFunction<typeof loader> = reportMeta;

export default TestResultsPage;
