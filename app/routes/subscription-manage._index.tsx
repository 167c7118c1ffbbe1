import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadSubscriptionManage } from "../components/auto-pay/auto-pay-loaders.server.js";
import { autoPayStylesheet } from "../components/auto-pay/stylesheet.js";
import { SubscriptionManageScreen } from "../components/auto-pay/SubscriptionManageScreen.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [autoPayStylesheet];

/** /subscription-manage (SPEC §2 Learning): the family's auto-pay orders; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadSubscriptionManage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

export default function SubscriptionManagePage() {
  const { orders, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout>{orders && <SubscriptionManageScreen orders={orders} />}</PersonalCenterLayout>;
}
