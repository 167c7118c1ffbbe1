import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadScorePage } from "../components/exams/exams-loader.server.js";
import { ScorePage, examsHeaders, examsLinks, unlistedMeta } from "../components/exams/exams-pages.js";

/** /exams/score (SPEC §1 score query, §5): a candidate's score by candidate number, for anyone. */
export const loader = (args: LoaderFunctionArgs) => loadScorePage(args);

export const headers = examsHeaders;
export const links = examsLinks;
export const meta: MetaFunction<typeof loader> = unlistedMeta;

export default ScorePage;
