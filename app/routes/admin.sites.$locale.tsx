import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFrame } from "../../admin-preview/sites/SiteFrame.js";
import { siteLocale } from "../../admin-preview/sites/site-locale.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/sites/{locale}/*: the site (a locale without a site is a 404) and every site, to copy pages to. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = siteLocale(params);
  const { api, call } = await requireStaff(request, context);
  const { list } = await api.call("adminListSites", {}, call);
  const site = list.find((entry) => entry.locale === locale);
  if (!site) throw new Response("Not Found", { status: 404 });
  return { site, sites: list };
}

export default function AdminSite() {
  return (
    <SiteFrame site={useLoaderData<typeof loader>().site}>
      <Outlet />
    </SiteFrame>
  );
}
