import { isApiError } from "../../api/errors.js";
import type { SiteApi } from "../../api/site-api-context.js";
import { LIVE_PREVIEW_HOURS } from "./editor-intents.js";
import { previewAddress } from "./preview-address.js";

/**
 * The signed address of the editor's own live preview frame, for the page's latest version, on `host`. The frame
 * takes documents from the tool's origin only: the one the editor's browser reached (`toolUrl`). Null when the
 * service makes none; the editor still works, and says its preview is unavailable.
 */
export async function livePreviewLink(
  { api, call }: SiteApi,
  toolUrl: string,
  page: { id: number; latestVersion: number },
  host: string | null,
): Promise<string | null> {
  const request = {
    pageId: page.id,
    version: page.latestVersion,
    expiresInHours: LIVE_PREVIEW_HOURS,
    shared: false,
    editorOrigin: new URL(toolUrl).origin,
    ...(host ? { host } : {}),
  };
  try {
    const link = await api.call("adminPreviewLink", request, call);
    return previewAddress(toolUrl, link);
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
