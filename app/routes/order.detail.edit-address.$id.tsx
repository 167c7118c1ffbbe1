import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { EditAddressScreen } from "../components/order-detail/EditAddressScreen.js";
import { loadEditAddressPage } from "../components/order-detail/order-detail-loader.server.js";
import { orderDetailStylesheet } from "../components/order-detail/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [orderDetailStylesheet];

/** /order/detail/edit-address/{id}: the parent sends an order's goods elsewhere; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadEditAddressPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? [{ title: page.title }, { name: "robots", content: "noindex" }] : []);

export default function EditAddressPage() {
  const { loaded, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{loaded && <EditAddressScreen order={loaded.order} addresses={loaded.addresses} />}</PersonalCenterLayout>;
}
