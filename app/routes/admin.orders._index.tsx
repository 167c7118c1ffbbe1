import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { orderSearchOf } from "../../admin-preview/service-desk/order-search.js";
import { OrderSearchScreen } from "../../admin-preview/service-desk/OrderSearchScreen.js";
import { requireStaff } from "../lib/staff.server.js";
import stylesheet from "../../admin-preview/service-desk/service-desk.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** /admin/orders[?q=...&site=...]: customer service finds orders; a query that means nothing is said at its field. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const search = orderSearchOf(new URL(request.url).searchParams);
  if (!search) throw new Response("Not Found", { status: 404 });
  const { query, locale, reading } = search;
  const found = reading?.ok ? await api.call("serviceFindOrders", { query, locale }, call) : null;
  return { query, locale, problem: reading && !reading.ok ? reading.problem : null, found, title: adminTitle(language, "serviceDesk.search.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminOrders() {
  const { query, locale, problem, found } = useLoaderData<typeof loader>();
  return <OrderSearchScreen query={query} locale={locale} problem={problem} found={found} />;
}
