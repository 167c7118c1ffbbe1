import { parse } from "cookie";
import { COOKIES } from "../../schemas/cookies.js";
import type { Site } from "../../schemas/site.js";
import { mergeAttribution, type Attribution } from "../../rules/regional/attribution.js";
import { effectiveTimezone, shouldClearTimezoneCookie } from "../../rules/regional/timezone.js";
import { visitorLanguage } from "../../rules/regional/language.js";

function storedAttribution(value: string | undefined): Attribution {
  if (!value) return {};
  try {
    return mergeAttribution(JSON.parse(value) as Record<string, unknown>, {});
  } catch {
    return {};
  }
}

/** What a visitor's cookies say about how the site should speak to them, and what their calls carry. */
export function visitorPreferences(request: Request, site: Site) {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const timezoneCookie = cookies[COOKIES.timezone];
  return {
    language: visitorLanguage(site, cookies[COOKIES.language]),
    timezone: effectiveTimezone({ site, timezoneCookie }),
    timezoneCookie,
    /** SPEC §4: a school without timezone switching drops a stored choice. */
    clearTimezoneCookie: shouldClearTimezoneCookie({ site, timezoneCookie }),
    cookieConsent: cookies[COOKIES.cookieConsent] === "1",
    attribution: storedAttribution(cookies[COOKIES.attribution]),
    /** The login token; the browser cannot read it (HttpOnly), so loaders pass it on. */
    token: cookies[COOKIES.token] || undefined,
  };
}
