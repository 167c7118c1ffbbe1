import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { LIVE_PREVIEW_HOURS } from "../../admin-preview/editor/editor-intents.js";
import { previewAddress, previewHostFor } from "../../admin-preview/editor/preview-address.js";
import { idParam, pageIdOf } from "../../admin-preview/route-ids.js";
import { requestHost } from "../lib/api.server.js";
import { requireStaff } from "../lib/staff.server.js";

/**
 * /admin/pages/{pageId}/modules/{moduleId}/preview?version=N: one module of a saved version on its own
 * (/module-preview/{id} on the page's site), through a short-lived signed link made for the editor.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const pageId = pageIdOf(params);
  const moduleId = idParam(params, "moduleId");
  const version = idParam({ version: new URL(request.url).searchParams.get("version") ?? undefined }, "version");
  const { api, call } = await requireStaff(request, context);
  try {
    const { page } = await api.call("adminGetPage", { pageId }, call);
    const host = previewHostFor(page.hosts, requestHost(request));
    const link = await api.call(
      "adminPreviewLink",
      { pageId, version, moduleId, expiresInHours: LIVE_PREVIEW_HOURS, shared: false, ...(host ? { host } : {}) },
      call,
    );
    return redirect(previewAddress(request.url, link));
  } catch (error) {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}
