import type { LoaderFunctionArgs } from "@remix-run/node";
import { idFromText } from "../../schemas/api/fields.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/media/{id}/usage: the pages that show an image (data only, for the library's delete question). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idFromText(params.id);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  const { api, call } = await requireStaff(request, context);
  return api.call("adminMediaUsage", { id }, call);
}

export type MediaUsageLoader = typeof loader;
