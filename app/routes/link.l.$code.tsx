import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { shortLinkTarget } from "../lib/short-link.server.js";

/**
 * A short link: 301 to the stored URL with the visitor's query appended (SPEC §2); any failure is a plain
 * 404. Not kept by browsers, which would otherwise hold a permanent redirect forever: publishers can point
 * a code elsewhere.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const target = await shortLinkTarget(api, site, params.code ?? "", new URL(request.url).search);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target, { status: 301, headers: { "Cache-Control": "no-store" } });
}
