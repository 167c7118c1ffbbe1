import { redirect, type AppLoadContext } from "@remix-run/node";
import { createApiClient, type ApiClient } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";
import type { Site } from "../../schemas/site.js";

/**
 * The API client of one request, carried by the transport the server put in the load context. A call that
 * answers code 9 marks the session invalid, and the response clears the login cookie (entry.server.tsx).
 */
export function requestApi(context: AppLoadContext): ApiClient {
  return createApiClient({
    transport: context.transport,
    signingKey: context.signingKey,
    onSessionInvalid: () => {
      context.session.invalid = true;
    },
  });
}

/** The host a request was made to, without the port. */
export function requestHost(request: Request): string {
  return new URL(request.url).hostname;
}

/**
 * The site serving this request's host. No site: a 404 page. No answer from the API: /error (SPEC §8).
 */
export async function siteForRequest(request: Request, api: ApiClient): Promise<Site> {
  const host = requestHost(request);
  try {
    return await api.call("querySiteByHost", { host }, {
      header: { schoolCode: "", timezone: "UTC" },
      countryCode: "",
      channelCode: "",
    });
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
