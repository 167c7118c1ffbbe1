import { createContext, useContext } from "react";
import type { ApiClient, CallContext } from "../../api/client.js";

export interface ModuleApi {
  api: ApiClient;
  /** The header values of the visitor's site (and session) for every call. */
  call: CallContext;
}

/** The API client components use in the browser (lead forms, newsletter, ad tracking), given by the app. */
export const ModuleApiContext = createContext<ModuleApi | null>(null);

export function useModuleApi(): ModuleApi {
  const value = useContext(ModuleApiContext);
  if (!value) throw new Error("useModuleApi needs a ModuleApiContext provider (the page renderer gives one)");
  return value;
}
