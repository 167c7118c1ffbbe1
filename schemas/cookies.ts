/** The site's lasting cookies (login token, timezone, language, consent) keep for 365 days (SPEC §9). */
export const LASTING_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Cookie names shared by the pages and the server (SPEC §9). */
export const COOKIES = {
  /** The login token (unifiedAccessToken), 365 days at the registrable domain. */
  token: "_official_token",
  /** The visitor's chosen timezone, 365 days. */
  timezone: "_official_timezone",
  /** The timezone the app shell reports (in-app mode). */
  appTimezone: "_app_timezone",
  /** The interface language a visitor chose among the site's languages. */
  language: "_official_lang",
  /** The visitor accepted the cookie statement. */
  cookieConsent: "_official_cookie_consent",
  /** The landing page's attribution values (SPEC §3 session values), kept for the browser session. */
  attribution: "_official_attribution",
  /** The editors' tool's staff token (HttpOnly, SameSite=Strict, decision 0009): /admin pages and media uploads read it. */
  staffToken: "_admin_token",
} as const;

/** The cookies an anonymous page's HTML depends on: they are part of the HTML cache's key. */
export const HTML_VARYING_COOKIES = [COOKIES.timezone, COOKIES.appTimezone, COOKIES.language, COOKIES.cookieConsent] as const;
