import { parse } from "cookie";
import { ErrorCode } from "../../api/errors.js";
import { clearedLoginCookie, loginCookie, type LoginCookieScope } from "../../schemas/session-cookie.js";
import { COOKIES } from "../../schemas/cookies.js";
import type { CallName } from "../../schemas/api/contract.js";
import type { ServiceResponse } from "../service/service.js";

/** Calls whose answer carries a new login token, and where in `data` it is. */
const TOKEN_FIELD: Partial<Record<CallName, string>> = {
  commonLogin: "unifiedAccessToken",
  switchAccount: "unifiedAccessToken",
  thirdPartyToken: "token",
};

/** The login token of a browser's call: the HttpOnly cookie, which page scripts cannot read and send themselves. */
export function tokenFromCookie(cookieHeader: string | undefined): string | undefined {
  return parse(cookieHeader ?? "")[COOKIES.token] || undefined;
}

/**
 * The Set-Cookie header a call's answer calls for: the new token after signing in or switching, removal
 * after signing out or when the session turned out invalid (SPEC §8 code 9).
 */
export function loginCookieAfter(call: CallName | undefined, answer: ServiceResponse["body"], scope: LoginCookieScope): string | undefined {
  if (answer.code === ErrorCode.SESSION_INVALID || (call === "accountLogout" && answer.code === ErrorCode.SUCCESS))
    return clearedLoginCookie(scope);
  const field = call && TOKEN_FIELD[call];
  if (!field || answer.code !== ErrorCode.SUCCESS) return undefined;
  const token = (answer.data as Record<string, unknown>)[field];
  return typeof token === "string" ? loginCookie(token, scope) : undefined;
}
