import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { openPageByAddress } from "../../admin-preview/pages/open-page-by-address.server.js";
import { SitesScreen } from "../../admin-preview/sites/SitesScreen.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin: every site, each opening its pages; ?address= opens the page at an address. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, context);
  const { list } = await admin.api.call("adminListSites", {}, admin.call);
  const address = new URL(request.url).searchParams.get("address");
  const addressProblem = address === null ? null : await openPageByAddress(admin, list, address);
  return { sites: list, address, addressProblem, title: adminTitle(admin.language, "sites.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminSites() {
  const { sites, address, addressProblem } = useLoaderData<typeof loader>();
  return <SitesScreen sites={sites} address={address} addressProblem={addressProblem} />;
}
