import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadReportPage } from "../components/evaluation/report/report-loader.server.js";
import { ReportPage, reportHeaders, reportLinks, reportMeta } from "../components/evaluation/report/report-pages.js";

/** /report/contentPage?reportId=… (SPEC §2): a child's evaluation report; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadReportPage(args);

export const headers = reportHeaders;
export const links = reportLinks;
export const meta: MetaFunction<typeof loader> = reportMeta;

export default ReportPage;
