import { redirect } from "@remix-run/node";
import type { SiteApi } from "../../api/site-api-context.js";
import type { AdminSite } from "../sites/SitesScreen.js";
import { NEW_PATH_PARAMETER, parsePageAddress, type AddressProblem } from "./page-address.js";

/**
 * Where a page's address leads: its editor when the site has a page at the path, else the site's pages
 * with the path ready for a new page; a problem when the address names no site.
 */
export async function openPageByAddress({ api, call }: SiteApi, sites: AdminSite[], address: string): Promise<AddressProblem> {
  const parsed = parsePageAddress(address);
  if (!parsed) return { problem: "invalid" };
  const site = sites.find((candidate) => candidate.hosts.includes(parsed.host));
  if (!site) return { problem: "unknownHost", host: parsed.host };
  const { list } = await api.call("adminListPages", { locale: site.locale }, call);
  const page = list.find((candidate) => candidate.path === parsed.path);
  throw redirect(page ? `/admin/pages/${page.id}` : `/admin/sites/${site.locale}?${NEW_PATH_PARAMETER}=${encodeURIComponent(parsed.path)}`);
}
