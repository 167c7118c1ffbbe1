import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadOrderList } from "../components/orders/order-list-loader.server.js";
import { OrderListScreen } from "../components/orders/OrderListScreen.js";
import { ordersStylesheet } from "../components/orders/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [ordersStylesheet];

/** /order/list (SPEC §2 Orders): the signed-in family's orders; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadOrderList(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function OrderListPage() {
  const { query, orders, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{orders && <OrderListScreen query={query} orders={orders} />}</PersonalCenterLayout>;
}
