import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { qualificationCodeField } from "../../../../schemas/api/calls/evaluations.js";
import type { RequestOf } from "../../../../schemas/api/contract.js";
import { areaPage } from "../../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../../lib/cache-control.js";
import { accountData, settingsCalls, type SettingsCalls } from "../../account/settings/settings-loader.server.js";
import { levelCountFor, levelCountsOf } from "./level-scale.js";

/**
 * The loaders of the evaluation's pages (SPEC §2 /report/contentPage and Tests): a family's report, the classes it
 * recommends, every report of the family. Signed out, a page has no data and asks to log in. A report that is not
 * the family's, and an id or code the service could never find, are pages that do not exist (404).
 */

const notFound = () => new Response("Not Found", { status: 404 });

const uuid = z.uuid();

/** A report's or an attempt's id from the address; anything but a uuid finds nothing. */
function uuidParam(value: string | null | undefined): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** A redeemed evaluation code from the address, as the service accepts it; anything else finds nothing. */
function codeParam(value: string | undefined): string {
  const parsed = qualificationCodeField.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/** accountData, with the service's refusal of a malformed request (4000) also a missing page rather than a failure. */
async function familyData<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await accountData(work);
  } catch (error) {
    if (isApiError(error, ErrorCode.INVALID_INPUT)) throw notFound();
    throw error;
  }
}

async function levelCounts({ api, call }: SettingsCalls) {
  return levelCountsOf((await api.call("queryLevelDegree", {}, call)).list);
}

/** A signed-in page of the learning area: its title, texts and data (null when signed out or the session has ended). */
async function signedInPage<T>(args: LoaderFunctionArgs, titleKey: string, load: (calls: SettingsCalls) => Promise<T>) {
  const calls = await settingsCalls(args, titleKey);
  const page = calls.hasToken ? await familyData(load(calls)) : null;
  return data({ ...areaPage({ ...calls, area: "learning" }), page }, { headers: PERSONAL_PAGE });
}

/** /report/contentPage?reportId=…: the report with the number of levels of its subject. */
export async function loadReportPage(args: LoaderFunctionArgs) {
  const reportId = uuidParam(new URL(args.request.url).searchParams.get("reportId"));
  return signedInPage(args, "evaluation.report.title", async (calls) => {
    const [report, counts] = await Promise.all([calls.api.call("queryEvaluationReport", { reportId }, calls.call), levelCounts(calls)]);
    return { report, levelCount: levelCountFor(counts, report.subjectId, report.level.levelDegreeOrder) };
  });
}

type RecommendedBy = RequestOf<"queryRecommendedClasses">;

async function loadRecommended(args: LoaderFunctionArgs, by: RecommendedBy) {
  return signedInPage(args, "evaluation.recommended.title", async (calls) => {
    const [{ report, list }, counts] = await Promise.all([calls.api.call("queryRecommendedClasses", by, calls.call), levelCounts(calls)]);
    return { report, levelCount: levelCountFor(counts, report.subjectId, report.level.levelDegreeOrder), classes: list };
  });
}

/** /test/recommended-courses?reportId=…&uid=…: the report decides whose classes they are, so `uid` is not read. */
export async function loadRecommendedByReport(args: LoaderFunctionArgs) {
  return loadRecommended(args, { reportId: uuidParam(new URL(args.request.url).searchParams.get("reportId")) });
}

/** /test/exam-recommended-classes/{sessionId}: the report of the attempt handed in. */
export async function loadRecommendedBySession(args: LoaderFunctionArgs) {
  return loadRecommended(args, { sessionId: uuidParam(args.params.sessionId) });
}

/** /test/recommended-classes/{redeem}: the report of the evaluation code redeemed. */
export async function loadRecommendedByCode(args: LoaderFunctionArgs) {
  return loadRecommended(args, { code: codeParam(args.params.redeem) });
}

/** /test/test-results: the family's reports, the latest first, with the number of levels of each subject. */
export async function loadTestResults(args: LoaderFunctionArgs) {
  return signedInPage(args, "evaluation.results.title", async (calls) => {
    const [{ list }, counts] = await Promise.all([calls.api.call("queryTestResults", {}, calls.call), levelCounts(calls)]);
    return { reports: list, levelCounts: counts };
  });
}

export type ReportLoader = typeof loadReportPage;
export type RecommendedLoader = typeof loadRecommendedByReport;
export type TestResultsLoader = typeof loadTestResults;
