import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { checkoutStylesheet } from "../components/checkout/stylesheet.js";
import { loadOrderDetailPage } from "../components/order-detail/order-detail-loader.server.js";
import { OrderDetailScreen } from "../components/order-detail/OrderDetailScreen.js";
import { orderDetailStylesheet } from "../components/order-detail/stylesheet.js";
import { paymentStylesheet } from "../components/payment/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

// The figures' and the stages' styles come with the pages that show them first.
export const links: LinksFunction = () => [paymentStylesheet, checkoutStylesheet, orderDetailStylesheet];

/** /order/detail/{id}: an order of the family; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadOrderDetailPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : []);

export default function OrderDetailPage() {
  const { loaded, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{loaded && <OrderDetailScreen order={loaded} />}</PersonalCenterLayout>;
}
