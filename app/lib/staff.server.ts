import { redirect, type AppLoadContext } from "@remix-run/node";
import { parse, serialize } from "cookie";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { COOKIES } from "../../schemas/cookies.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { screenAccess } from "../../admin-preview/frame/sections.js";
import { requestApi, siteForRequest } from "./api.server.js";
import { siteCallContext } from "./call-context.js";
import { visitorPreferences } from "./visitor-prefs.server.js";
import type { Language } from "../../schemas/site.js";

/**
 * The staff session of the editors' tool: its own cookie, never readable by scripts. Its path is the
 * whole site, not /admin: Remix fetches the data of /admin at /admin.data, which a cookie of path
 * /admin does not cover. Only staff calls look the token up.
 */
const STAFF_COOKIE = COOKIES.staffToken;
const COOKIE_PATH = "/";

export function staffTokenOf(request: Request): string | undefined {
  return parse(request.headers.get("Cookie") ?? "")[STAFF_COOKIE] || undefined;
}

export function staffCookie(token: string, expiresAt: Date, context: AppLoadContext): string {
  return serialize(STAFF_COOKIE, token, {
    path: COOKIE_PATH,
    expires: expiresAt,
    httpOnly: true,
    sameSite: "strict",
    secure: context.session.cookieScope.secure,
  });
}

export function clearedStaffCookie(context: AppLoadContext): string {
  return serialize(STAFF_COOKIE, "", { path: COOKIE_PATH, maxAge: 0, httpOnly: true, sameSite: "strict", secure: context.session.cookieScope.secure });
}

export interface AdminRequest {
  api: ApiClient;
  /** Carries the staff token in place of a parent's (staff calls look it up among staff sessions only). */
  call: CallContext;
  /** The page's language (the root's), for the tool's texts (adminTextsFor). */
  language: Language;
}

/** The API and call context of an /admin request, signed in or not. */
export async function adminRequest(request: Request, context: AppLoadContext): Promise<AdminRequest> {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const { language } = visitorPreferences(request, site);
  return { api, call: siteCallContext(site, language, { token: staffTokenOf(request) }), language };
}

const signInUrl = (request: Request) => {
  const url = new URL(request.url);
  return `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
};

/**
 * The signed-in staff member of a screen of the tool; without a staff session, a redirect to the sign-in page. A
 * screen of a section the member's role does not work in answers the tool's 403 (the frame around "not for your
 * role"), and the tool's start sends a role without Sites to its first section (admin-preview/frame/sections.ts).
 */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<AdminRequest & { staff: StaffMember }> {
  const admin = await signedInStaff(request, context);
  const access = screenAccess(admin.staff.role, new URL(request.url).pathname);
  if (access.kind === "redirect") throw redirect(access.to);
  if (access.kind === "forbidden") throw new Response("Forbidden", { status: 403 });
  return admin;
}

/** The signed-in staff member of an /admin request, whatever the page (the /admin layout's); else a redirect to sign in. */
export async function signedInStaff(request: Request, context: AppLoadContext): Promise<AdminRequest & { staff: StaffMember }> {
  const admin = await adminRequest(request, context);
  if (!admin.call.header.unifiedAccessToken) throw redirect(signInUrl(request));
  try {
    return { ...admin, staff: await admin.api.call("adminWhoAmI", {}, admin.call) };
  } catch (error) {
    if (isApiError(error, ErrorCode.STAFF_SESSION_INVALID)) {
      throw redirect(signInUrl(request), { headers: { "Set-Cookie": clearedStaffCookie(context) } });
    }
    throw error;
  }
}

/**
 * Runs a staff call for an action: an expired session sends the editor to sign in again; any other
 * refusal comes back as `{ error: { code, message } }` for the form to show.
 */
export async function staffAction<T>(
  request: Request,
  context: AppLoadContext,
  run: (admin: AdminRequest) => Promise<T>,
): Promise<{ ok: true; result: T } | { ok: false; error: { code: number; message: string } }> {
  const admin = await adminRequest(request, context);
  try {
    return { ok: true, result: await run(admin) };
  } catch (error) {
    if (isApiError(error, ErrorCode.STAFF_SESSION_INVALID)) {
      throw redirect(signInUrl(request), { headers: { "Set-Cookie": clearedStaffCookie(context) } });
    }
    if (isApiError(error)) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}
