import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { areaPage } from "../../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../../lib/cache-control.js";
import { accountData, settingsCalls, type SettingsCalls } from "../../account/settings/settings-loader.server.js";
import { EXPIRED_LINK, type LevelTestPage } from "./level-test-page.js";

/** Answers that mean the utoken opens nothing: forged, expired or another family's (4172), or not a utoken at all (4000). */
const LINK_REFUSALS: readonly number[] = [ErrorCode.EXAM_LINK_INVALID, ErrorCode.INVALID_INPUT];

async function levelTestPage({ api, call }: Pick<SettingsCalls, "api" | "call">, examId: string, utoken: string): Promise<LevelTestPage> {
  if (!utoken) return EXPIRED_LINK;
  try {
    const test = await api.call("queryLevelTest", { utoken }, call);
    return test.examId === examId ? { kind: "test", utoken, test } : EXPIRED_LINK;
  } catch (error) {
    if (isApiError(error) && LINK_REFUSALS.includes(error.code)) return EXPIRED_LINK;
    throw error;
  }
}

/**
 * /evaluation/instruction/{examId}?utoken=… (SPEC §2, decision 0035): the built-in level test the utoken opens, with
 * the attempt under way and its kept answers after a reload; signed out or with the session gone, no page (the
 * screen asks to log in).
 */
export async function loadLevelTest(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "evaluation.test.title");
  const utoken = new URL(args.request.url).searchParams.get("utoken")?.trim() ?? "";
  const page = calls.hasToken ? await accountData(levelTestPage(calls, args.params.examId ?? "", utoken)) : null;
  return data({ ...areaPage({ ...calls, area: "learning" }), page }, { headers: PERSONAL_PAGE });
}
