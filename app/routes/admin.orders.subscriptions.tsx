import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { siteFilterOf } from "../../admin-preview/service-desk/SiteField.js";
import { CancellationListScreen } from "../../admin-preview/subscriptions/CancellationListScreen.js";
import { requireStaff } from "../lib/staff.server.js";
import deskStylesheet from "../../admin-preview/service-desk/service-desk.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStylesheet }];

/** /admin/orders/subscriptions[?site=us]: the subscription cancellations parents asked for, the newest first (customer service). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const locale = siteFilterOf(new URL(request.url).searchParams.get("site"));
  const { list, more } = await api.call("serviceListCancellations", locale ? { locale } : {}, call);
  return { locale, list, more, title: adminTitle(language, "cancellations.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminCancellationList() {
  const { locale, list, more } = useLoaderData<typeof loader>();
  return <CancellationListScreen locale={locale} list={list} more={more} />;
}
