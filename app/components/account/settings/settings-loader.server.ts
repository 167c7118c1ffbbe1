import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import type { Language } from "../../../../schemas/site.js";
import { siteI18n } from "../../../../i18n/i18n.server.js";
import { requestApi, siteForRequest } from "../../../lib/api.server.js";
import { orErrorPage } from "../../../lib/builder-page.server.js";
import { siteCallContext } from "../../../lib/call-context.js";
import { visitorPreferences } from "../../../lib/visitor-prefs.server.js";

export interface SettingsCalls {
  api: ApiClient;
  call: CallContext;
  /** The page's title in the visitor's language, with the school's name. */
  title: string;
  /** A login token came with the request (it may still have expired: code 9). */
  hasToken: boolean;
  /** The page's language. */
  language: Language;
}

/** What every settings page's loader starts with: the API, the call header with the token, the title. */
export async function settingsCalls({ request, context }: LoaderFunctionArgs, titleKey: string): Promise<SettingsCalls> {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const preferences = visitorPreferences(request, site);
  const t = await siteI18n(site).getFixedT(request);
  return {
    api,
    call: siteCallContext(site, preferences.language, preferences),
    title: `${t(titleKey)} | ${site.schoolName}`,
    hasToken: Boolean(preferences.token),
    language: preferences.language,
  };
}

/**
 * A signed-in page's data: null when the session has ended (code 9), so the page shows its sign-in
 * prompt; 404 for a student or address outside the family (4003); /error when the API does not answer.
 */
export async function accountData<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await orErrorPage(work);
  } catch (error) {
    if (isApiError(error, ErrorCode.SESSION_INVALID)) return null;
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** The family's student {id} (SPEC §2 /settings/{id}); 404 outside the family; null when signed out. */
export async function familyStudent({ api, call, hasToken }: SettingsCalls, id: string): Promise<Student | null> {
  if (!hasToken) return null;
  const family = await accountData(api.call("getFamilyStudentsList", {}, call));
  if (!family) return null;
  const student = [family.currentAccount, ...family.associatedAccount].find((candidate) => candidate.uid === id);
  if (!student) throw new Response("Not Found", { status: 404 });
  return student;
}

/** The loader of a settings page about the family's student {id}: the page's title and the student. */
export async function studentSettingsData(args: LoaderFunctionArgs, titleKey: string) {
  const calls = await settingsCalls(args, titleKey);
  return { title: calls.title, student: await familyStudent(calls, args.params.id ?? "") };
}
