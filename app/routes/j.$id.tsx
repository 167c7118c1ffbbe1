import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { idFromText } from "../../schemas/api/fields.js";
import { siteOrigin } from "../lib/seo.js";

/** /j/{id}: opens a published page by its id, on its own site's host. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idFromText(params.id);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const found = await orErrorPage(api.call("queryPageById", { id }, siteCallContext(site))).catch((error: unknown) => {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  });
  if (found.hosts.includes(requestHost(request))) return redirect(found.path);
  return redirect(`${siteOrigin(found.hosts, requestHost(request), context.publicOrigin)}${found.path}`);
}
