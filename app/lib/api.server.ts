import { redirect, type AppLoadContext } from "@remix-run/node";
import { createApiClient, type ApiClient, type CallContext } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Site } from "../../schemas/site.js";

/** Remix hands every loader of one request the same load context: its client and shared answers hang off it. */
const clients = new WeakMap<AppLoadContext, ApiClient>();
const sharedAnswers = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

/**
 * The API client of one request (one for all its loaders), carried by the transport the server put in the
 * load context. A call that answers code 9 marks the session invalid, and the response clears the login
 * cookie (entry.server.tsx).
 */
export function requestApi(context: AppLoadContext): ApiClient {
  let api = clients.get(context);
  if (!api) {
    api = createApiClient({
      transport: context.transport,
      signingKey: context.signingKey,
      onSessionInvalid: () => {
        context.session.invalid = true;
      },
    });
    clients.set(context, api);
  }
  return api;
}

/** An answer several loaders of one request need (root's and the page's), asked for once. */
function askedOnce<T>(api: ApiClient, key: string, ask: () => Promise<T>): Promise<T> {
  let answers = sharedAnswers.get(api);
  if (!answers) sharedAnswers.set(api, (answers = new Map()));
  let answer = answers.get(key) as Promise<T> | undefined;
  if (!answer) answers.set(key, (answer = ask()));
  return answer;
}

/** The host a request was made to, without the port. */
export function requestHost(request: Request): string {
  return new URL(request.url).hostname;
}

/**
 * The site serving this request's host, asked once per request. No site: a 404 page. No answer from the
 * API: /error (SPEC §8). Each loader that asks gets a Response of its own to throw: Remix reads a thrown
 * Response's body, and one shared by the root's and the page's loader would be read twice.
 */
export async function siteForRequest(request: Request, api: ApiClient): Promise<Site> {
  try {
    return await askedOnce(api, "site", () =>
      api.call("querySiteByHost", { host: requestHost(request) }, { header: { schoolCode: "", timezone: "UTC" }, countryCode: "", channelCode: "" }),
    );
  } catch (error) {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    if (isApiError(error) && error.isNetworkError) {
      // /error itself needs the site; there a missing API can only be said with a status.
      if (new URL(request.url).pathname === "/error") throw new Response("Service Unavailable", { status: 503 });
      throw redirect("/error?status=503");
    }
    throw error;
  }
}

/** The regional sites publishing `path` (root's region switcher and the page's hreflang links), asked once per request. */
export function pageAlternates(api: ApiClient, path: string, call: CallContext): Promise<ResponseOf<"queryPageAlternates">> {
  return askedOnce(api, `alternates|${path}`, () => api.call("queryPageAlternates", { path }, call));
}

/**
 * The hreflang-relevant facts (hosts, language, country) of the sites named by `locales`, for links to the same
 * product on other sites; nothing is asked when there are none.
 */
export async function sitesByLocale(api: ApiClient, call: CallContext, locales: readonly string[]) {
  if (locales.length === 0) return [];
  const { list } = await api.call("querySiteList", {}, call);
  return list
    .filter((site) => locales.includes(site.locale) && site.hosts.length > 0)
    .map((site) => ({ locale: site.locale, hosts: site.hosts, language: site.defaultLanguage, countryCode: site.countryCode }));
}
