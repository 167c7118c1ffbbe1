import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { loadAdmitCardPage } from "../components/exams/exams-loader.server.js";
import { AdmitCardPage, examsHeaders, examsLinks, unlistedMeta } from "../components/exams/exams-pages.js";

/** /exams/admit-card/{registrationId} (SPEC §3 Admission card): one of the family's admit cards; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadAdmitCardPage(args);

export const headers = examsHeaders;
export const links = examsLinks;
export const meta: MetaFunction<typeof loader> = unlistedMeta;

export default AdmitCardPage;
