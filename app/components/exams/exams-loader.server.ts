import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { i18nFor } from "../../../i18n/i18n.server.js";
import { familyStudents } from "../../lib/account/student-names.js";
import { siteForRequest } from "../../lib/api.server.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { LIVE_PAGE, PERSONAL_PAGE, SHARED_PAGE, pageCaching } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { CjkFontMissing, cjkFontFiles, pdfFontsFor } from "./admit-card-fonts.server.js";
import { admitCardPdf } from "./admit-card-pdf.server.js";

/**
 * The loaders of the exam pages (SPEC §1 exam registration with admit card and score query; decision 0037): the site's
 * exams with the family's children and admit cards, one admit card (page and PDF), the score query.
 */

const uuid = z.uuid();

/** The registration id of the address; anything but a uuid is no admit card. */
function registrationIdOf(value: string | undefined): string | null {
  const parsed = uuid.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const notFoundPage = () => new Response("Not Found", { status: 404 });

/**
 * /exams: the exams still to be sat (anyone may look) and, signed in, the family's children to register and its admit
 * cards. Seats change with every registration, so no shared cache keeps the page long.
 */
export async function loadExamsPage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "exams.title");
  const [exams, family] = await Promise.all([
    orErrorPage(calls.api.call("queryExamList", {}, calls.call)),
    calls.hasToken ? accountData(calls.api.call("getFamilyStudentsList", {}, calls.call)) : null,
  ]);
  const students = family ? familyStudents(family) : null;
  return data(
    { ...areaPage({ ...calls, area: "learning" }), exams: exams.list, admitCards: students ? exams.admitCards : [], students },
    { headers: pageCaching(LIVE_PAGE, calls.hasToken) },
  );
}

export type ExamsLoader = typeof loadExamsPage;

/** /exams/admit-card/{registrationId}: one of the family's admit cards; signed out, the sign-in prompt; another family's, 404. */
export async function loadAdmitCardPage(args: LoaderFunctionArgs) {
  const registrationId = registrationIdOf(args.params.registrationId);
  if (!registrationId) throw notFoundPage();
  const calls = await settingsCalls(args, "exams.admitCard.title");
  const card = calls.hasToken ? await accountData(calls.api.call("queryAdmitCard", { registrationId }, calls.call)) : null;
  return data({ ...areaPage({ ...calls, area: "learning" }), card }, { headers: PERSONAL_PAGE });
}

export type AdmitCardLoader = typeof loadAdmitCardPage;

/** /exams/score: the score query, the same page for everyone (the query is asked from the browser). */
export async function loadScorePage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "exams.score.title");
  return data(areaPage({ ...calls, area: "learning" }), { headers: pageCaching(SHARED_PAGE, calls.hasToken) });
}

export type ScoreLoader = typeof loadScorePage;

/** A short answer that is no PDF, kept by no cache. */
const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "X-Robots-Tag": "noindex", ...PERSONAL_PAGE } });

/**
 * GET /exams/admit-card/{registrationId}/pdf: the signed-in family's admit card as a PDF to download, in the page's
 * language. Signed out, the session gone, another family's card or no uuid: 404, which tells nothing. Without the font
 * its language needs, 503 with a short text: the card's page can still be printed.
 */
export async function loadAdmitCardPdf(args: LoaderFunctionArgs) {
  const registrationId = registrationIdOf(args.params.registrationId);
  if (!registrationId) return plain(404, "Not Found");
  const calls = await settingsCalls(args, "exams.admitCard.title");
  if (!calls.hasToken) return plain(404, "Not Found");
  let card;
  try {
    card = await orErrorPage(calls.api.call("queryAdmitCard", { registrationId }, calls.call));
  } catch (error) {
    if (isApiError(error, ErrorCode.SESSION_INVALID) || isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) return plain(404, "Not Found");
    throw error;
  }
  const site = await siteForRequest(args.request, calls.api);
  const t = i18nFor(calls.language).getFixedT(calls.language);
  let pdf: Buffer;
  try {
    pdf = await admitCardPdf(card, { site, language: calls.language, t, schoolName: site.schoolName, fonts: pdfFontsFor(calls.language, await cjkFontFiles()) });
  } catch (error) {
    if (error instanceof CjkFontMissing) return plain(503, t("exams.pdf.unavailable"));
    throw error;
  }
  const fileName = `admit-card-${card.candidateNumber.replace(/[^A-Za-z0-9]/g, "")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "X-Robots-Tag": "noindex",
      ...PERSONAL_PAGE,
    },
  });
}
