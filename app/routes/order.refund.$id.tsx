import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadRefundPage } from "../components/refunds/refund-loader.server.js";
import { RefundScreen } from "../components/refunds/RefundScreen.js";
import { refundsStylesheet } from "../components/refunds/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [refundsStylesheet];

/** /order/refund/{id} (SPEC §2 Orders): a refund of the family's order; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadRefundPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function OrderRefundPage() {
  const { orderId, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="orders">{page && <RefundScreen key={orderId} orderId={orderId} page={page} />}</PersonalCenterLayout>;
}
