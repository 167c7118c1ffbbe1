import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { calendarFeedTokenOf } from "../../../schemas/api/calls/calendar.js";
import { requestApi, requestHost, siteForRequest } from "../../lib/api.server.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { siteCallContext } from "../../lib/call-context.js";
import { siteOrigin } from "../../lib/seo.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";

/**
 * /my-courses/calendar: the family's calendar feed address (made on the first visit), on the origin of this site's
 * host, which every address the page shows or renews is on; signed out (or the session gone), the sign-in prompt.
 */
export async function loadCalendarFeedPage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "calendar.title");
  const site = await siteForRequest(args.request, calls.api);
  const feed = calls.hasToken ? await accountData(calls.api.call("queryCalendarFeed", {}, calls.call)) : null;
  const origin = siteOrigin(site.hosts, requestHost(args.request), args.context.publicOrigin);
  return data({ ...areaPage({ ...calls, area: "learning" }), origin, feed }, { headers: PERSONAL_PAGE });
}

/** What a feed address answers that is not the feed: nothing that tells why, kept by no cache. */
const refusal = (status: number, text: string, headers: Record<string, string> = {}) => new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...PERSONAL_PAGE, ...headers } });

/**
 * GET /calendar/{token}.ics: a family's feed as iCalendar for calendar apps (issue 17), for this site's host. Private to
 * whoever holds the address: no shared cache keeps it, no search engine lists it, no link from it gives it away. A name
 * that is no token, an unknown token and a renewed one are the same 404.
 */
export async function loadCalendarFeedFile({ request, context, params }: LoaderFunctionArgs) {
  const token = calendarFeedTokenOf(params.file);
  if (!token) return refusal(404, "Not Found");
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  try {
    const { calendar } = await api.call("getCalendarFeedFile", { token }, siteCallContext(site));
    return new Response(calendar, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="lessons.ics"',
        "X-Robots-Tag": "noindex",
        "Referrer-Policy": "no-referrer",
        ...PERSONAL_PAGE,
      },
    });
  } catch (error) {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) return refusal(404, "Not Found");
    if (isApiError(error, ErrorCode.OPERATION_TOO_FREQUENT)) return refusal(429, "Too Many Requests", { "Retry-After": "60" });
    throw error;
  }
}
