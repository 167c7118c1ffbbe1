import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadSubscriptionDetail } from "../components/subscriptions/subscriptions-loader.server.js";
import { SubscriptionDetailScreen } from "../components/subscriptions/SubscriptionDetailScreen.js";
import { subscriptionsStylesheet } from "../components/subscriptions/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [subscriptionsStylesheet];

/** /my-subscription/detail/{id} (SPEC §2 My Subscriptions): a subscription of the family; another family's is a 404; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadSubscriptionDetail(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function SubscriptionDetailPage() {
  const { subscriptionId, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="subscriptions">{page && <SubscriptionDetailScreen key={subscriptionId} subscription={page.subscription} bills={page.bills} />}</PersonalCenterLayout>;
}
