import { useRouteLoaderData } from "@remix-run/react";
import { SITE_LAYOUT_ID } from "../route-ids.js";
import type { AdminSite } from "./SitesScreen.js";

/** The /admin/sites/{locale} layout's data: the site on screen and every site. */
export function useSiteLayout(): { site: AdminSite; sites: AdminSite[] } {
  const data = useRouteLoaderData<{ site: AdminSite; sites: AdminSite[] }>(SITE_LAYOUT_ID);
  if (!data) throw new Error("useSiteLayout is for screens inside /admin/sites/{locale}");
  return data;
}
