import { createContext, useContext } from "react";
import type { ApiClient, CallContext } from "./client.js";

export interface SiteApi {
  api: ApiClient;
  /** The header values of the visitor's site (and session) for every call. */
  call: CallContext;
}

/**
 * The API client that components call in the browser (builder modules, account screens, dialogs), with the
 * visitor's site header: given once by the app's ModuleScope, by test helpers in tests.
 */
export const SiteApiContext = createContext<SiteApi | null>(null);

export function useSiteApi(): SiteApi {
  const value = useContext(SiteApiContext);
  if (!value) throw new Error("useSiteApi needs a SiteApiContext provider (app/components/ModuleScope.tsx gives one)");
  return value;
}
