import type { ApiClient, CallContext } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";

/** The sign of a navigation preview link (`?viewModel=navigation&navigationSign=...`), if the request is one. */
export function navigationSignOf(url: URL): string | undefined {
  return url.searchParams.get("viewModel") === "navigation" ? (url.searchParams.get("navigationSign") ?? undefined) : undefined;
}

/**
 * The site's modules and settings for a path: with a valid navigation preview sign, the signed navigation
 * version in place of the live one; a forged or expired sign, or a version that is gone, shows what every
 * visitor sees (as a page preview link does).
 */
export async function loadSiteData(api: ApiClient, call: CallContext, { host, path, navigationSign }: { host: string; path: string; navigationSign?: string | undefined }) {
  if (navigationSign) {
    try {
      return await api.call("querySiteData", { host, path, navigationSign }, call);
    } catch (error) {
      if (!isApiError(error) || error.isNetworkError || error.code === ErrorCode.SYSTEM_ERROR) throw error;
    }
  }
  return api.call("querySiteData", { host, path }, call);
}
