/** Cookie names shared by the pages and the server (SPEC §9). */
export const COOKIES = {
  /** The login token (unifiedAccessToken), 365 days at the registrable domain. */
  token: "_official_token",
  /** The visitor's chosen timezone, 365 days. */
  timezone: "_official_timezone",
  /** The timezone the app shell reports (in-app mode). */
  appTimezone: "_app_timezone",
} as const;

/** The cookies an anonymous page's HTML depends on: they are part of the HTML cache's key. */
export const HTML_VARYING_COOKIES = [COOKIES.timezone, COOKIES.appTimezone] as const;
