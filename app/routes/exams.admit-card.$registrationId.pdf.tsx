import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAdmitCardPdf } from "../components/exams/exams-loader.server.js";

/** GET /exams/admit-card/{registrationId}/pdf: the signed-in family's admit card as a PDF to download (decision 0037). */
export const loader = (args: LoaderFunctionArgs) => loadAdmitCardPdf(args);
