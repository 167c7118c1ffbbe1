import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { OrderResultScreen } from "../components/payment/OrderResultScreen.js";
import { loadOrderResultPage } from "../components/payment/payment-loader.server.js";
import { paymentStylesheet } from "../components/payment/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [paymentStylesheet];

/** /order/result/{orderId}: the family's order after the gateway; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadOrderResultPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function OrderResultPage() {
  const { order, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{order && <OrderResultScreen key={`${order.orderId}-${order.status}`} order={order} />}</PersonalCenterLayout>;
}
