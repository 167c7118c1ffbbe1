import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { checkoutStylesheet } from "../components/checkout/stylesheet.js";
import { loadSubOrderPage } from "../components/order-detail/order-detail-loader.server.js";
import { orderDetailStylesheet } from "../components/order-detail/stylesheet.js";
import { SubOrderScreen } from "../components/order-detail/SubOrderScreen.js";
import { useAreaTexts } from "../lib/area-texts.js";

// The stages' styles come with the checkout, which shows them first.
export const links: LinksFunction = () => [checkoutStylesheet, orderDetailStylesheet];

/** /order/detail/sub/{id}: one line of an order of the family, "<orderId>-<lineNo>"; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadSubOrderPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : []);

export default function SubOrderPage() {
  const { loaded, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{loaded && <SubOrderScreen subOrder={loaded} />}</PersonalCenterLayout>;
}
