import { parse } from "cookie";
import { COOKIES } from "../../schemas/cookies.js";
import type { Language, Site } from "../../schemas/site.js";

/** What a visitor's cookies say about how the site should speak to them. */
export function visitorPreferences(request: Request, site: Site) {
  const cookies = parse(request.headers.get("cookie") ?? "");
  const chosen = cookies[COOKIES.language] as Language | undefined;
  return {
    language: chosen && site.languages.includes(chosen) ? chosen : site.defaultLanguage,
    timezoneCookie: cookies[COOKIES.timezone],
    cookieConsent: cookies[COOKIES.cookieConsent] === "1",
  };
}
