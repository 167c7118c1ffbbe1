import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadExamsPage } from "../components/exams/exams-loader.server.js";
import { ExamsPage, examsHeaders, examsLinks, examsMeta } from "../components/exams/exams-pages.js";

/** /exams (SPEC §1 exam registration): the site's exams, registering a child, and the family's admit cards. */
export const loader = (args: LoaderFunctionArgs) => loadExamsPage(args);

export const headers = examsHeaders;
export const links = examsLinks;
export const meta: MetaFunction<typeof loader> = examsMeta;

export default ExamsPage;
