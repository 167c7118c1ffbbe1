import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { signedInUser } from "../lib/account/user.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { visitorPreferences } from "../lib/visitor-prefs.server.js";

/** /settings: the signed-in student's settings; signed out, the account page asks to log in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const visitor = visitorPreferences(request, site);
  const user = await signedInUser(api, siteCallContext(site, visitor.language, visitor));
  throw redirect(user ? `/settings/${encodeURIComponent(user.uid)}` : "/my-account");
}
