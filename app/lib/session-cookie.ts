import { serialize } from "cookie";
import { COOKIES } from "../../schemas/cookies.js";

/** The Set-Cookie header that removes the login token (SPEC §8 code 9: clear the login flag and token). */
export function clearedLoginCookie(): string {
  return serialize(COOKIES.token, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax" });
}

/** Adds the clearing header when a call of this request found the session invalid. */
export function clearLoginCookieIfInvalid(session: { invalid: boolean }, headers: Headers): void {
  if (session.invalid) headers.append("Set-Cookie", clearedLoginCookie());
}
