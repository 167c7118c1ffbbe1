import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serialize } from "cookie";
import { COOKIES, LASTING_COOKIE_MAX_AGE_SECONDS } from "../../schemas/cookies.js";
import { isSitePath } from "../../schemas/link-url.js";
import { languageSchema } from "../../schemas/site.js";
import { requestApi, siteForRequest } from "../lib/api.server.js";

/** Remembers the visitor's interface language (one the site offers) and goes back to where they were. */
export async function action({ request, context }: ActionFunctionArgs) {
  const site = await siteForRequest(request, requestApi(context));
  const form = await request.formData();
  const language = languageSchema.safeParse(form.get("language"));
  const returnTo = String(form.get("returnTo") ?? "/");
  const target = isSitePath(returnTo) ? returnTo : "/";
  if (!language.success || !site.languages.includes(language.data)) return redirect(target);
  return redirect(target, {
    headers: {
      "Set-Cookie": serialize(COOKIES.language, language.data, { path: "/", maxAge: LASTING_COOKIE_MAX_AGE_SECONDS, sameSite: "lax" }),
    },
  });
}

export async function loader() {
  return redirect("/");
}
