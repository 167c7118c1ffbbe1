import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "../../root.js";

/** The root loader's data: the site, the visitor's language and what the frame shows. */
export function useShell(): RootData {
  return useRouteLoaderData<RootData>("root")!;
}
