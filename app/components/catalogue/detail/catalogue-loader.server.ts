import type { LoaderFunctionArgs } from "@remix-run/node";
import type { CallContext } from "../../../../api/client.js";
import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { skuIdField } from "../../../../schemas/api/calls/catalogue.js";
import { requestApi, siteForRequest } from "../../../lib/api.server.js";
import { orErrorPage } from "../../../lib/builder-page.server.js";
import { LIVE_PAGE, pageCaching, SHARED_PAGE } from "../../../lib/cache-control.js";
import { siteCallContext } from "../../../lib/call-context.js";
import { visitorPreferences } from "../../../lib/visitor-prefs.server.js";

/** What a course page's loader starts with: the API, the site, the visitor and their call header. */
export async function catalogueRequest({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const visitor = visitorPreferences(request, site);
  return { api, site, visitor, call: siteCallContext(site, visitor.language, visitor) };
}

/** A product id from the path; anything that cannot be one is a page that does not exist. */
export function skuIdParam(value: string | undefined): string {
  const parsed = skuIdField.safeParse(value);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data;
}

/**
 * A catalogue answer for a page: 4003 is a 404 page (never a 500), no answer is /error (SPEC §8). Code 9
 * means the visitor's session is gone (the response clears the cookie, see requestApi): the course pages ask
 * again once without the token (SPEC §8: the course detail retries the fetch), so the visitor sees the page.
 */
export async function catalogueAnswer<T>(call: CallContext, ask: (call: CallContext) => Promise<T>): Promise<T> {
  try {
    return await orErrorPage(ask(call));
  } catch (error) {
    if (isApiError(error, ErrorCode.SESSION_INVALID) && call.header.unifiedAccessToken) {
      return catalogueAnswer({ ...call, header: { ...call.header, unifiedAccessToken: undefined } }, ask);
    }
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/**
 * A course page is the same for every visitor without a session, so shared caches (the HTML cache) may keep
 * it: its seats are live anyway, the browser asks for them. A catalogue import empties those caches.
 */
export const coursePageHeaders = (hasSession: boolean) => pageCaching(SHARED_PAGE, hasSession);

/** Pages of class cards show seats and sale state as they were answered: never kept. */
export const cardListHeaders = (hasSession: boolean) => pageCaching(LIVE_PAGE, hasSession);
