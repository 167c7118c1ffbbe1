import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../components/admin/admin-document.js";
import { adminTitle } from "../components/admin/admin-title.server.js";
import { SitesScreen } from "../components/admin/SitesScreen.js";
import { requireStaff } from "../lib/admin/staff.server.js";

/** /admin: every site, each opening its pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const { list } = await api.call("adminListSites", {}, call);
  return { sites: list, title: adminTitle(language, "sites.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminSites() {
  return <SitesScreen sites={useLoaderData<typeof loader>().sites} />;
}
