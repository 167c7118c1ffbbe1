import { serialize } from "cookie";
import { parse } from "tldts";
import { COOKIES, LASTING_COOKIE_MAX_AGE_SECONDS } from "./cookies.js";

/**
 * Where the login cookie lives: the registrable domain of the host under a public suffix (none for
 * localhost names or an IP: the cookie stays with the host), Secure in production.
 */
export interface LoginCookieScope {
  domain?: string;
  secure: boolean;
}

export function loginCookieScope(host: string, production: boolean): LoginCookieScope {
  const { domain, isIcann } = parse(host.replace(/:\d+$/, ""));
  return { domain: isIcann && domain ? domain : undefined, secure: production };
}

/** The login token (SPEC §9): 365 days at the registrable domain, out of reach of page scripts. */
export function loginCookie(token: string, scope: LoginCookieScope): string {
  return serialize(COOKIES.token, token, {
    path: "/",
    maxAge: LASTING_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    ...scope,
  });
}

/** The Set-Cookie header that removes the login token (sign-out, and SPEC §8 code 9). */
export function clearedLoginCookie(scope: LoginCookieScope): string {
  return serialize(COOKIES.token, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", ...scope });
}

/** Adds the clearing header when a call of this request found the session invalid. */
export function clearLoginCookieIfInvalid(session: { invalid: boolean; cookieScope: LoginCookieScope }, headers: Headers): void {
  if (session.invalid) headers.append("Set-Cookie", clearedLoginCookie(session.cookieScope));
}
