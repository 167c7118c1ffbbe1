import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "../../root.js";

/** The root loader's data: the site, the visitor's language and what the frame shows. */
export function useShell() {
  return useRouteLoaderData<RootLoader>("root")!;
}
