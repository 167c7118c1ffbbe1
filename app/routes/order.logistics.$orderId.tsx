import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { LogisticsScreen } from "../components/order-detail/LogisticsScreen.js";
import { loadLogisticsPage } from "../components/order-detail/order-detail-loader.server.js";
import { orderDetailStylesheet } from "../components/order-detail/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [orderDetailStylesheet];

/** /order/logistics/{orderId}: the parcels of an order of the family; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadLogisticsPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : []);

export default function LogisticsPage() {
  const { loaded, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{loaded && <LogisticsScreen logistics={loaded} />}</PersonalCenterLayout>;
}
