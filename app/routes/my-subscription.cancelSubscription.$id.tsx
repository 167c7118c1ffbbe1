import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { CancelSubscriptionScreen } from "../components/subscriptions/CancelSubscriptionScreen.js";
import { loadCancelSubscription } from "../components/subscriptions/subscriptions-loader.server.js";
import { subscriptionsStylesheet } from "../components/subscriptions/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [subscriptionsStylesheet];

/** /my-subscription/cancelSubscription/{id} (SPEC §2 My Subscriptions): asking the learning centre to cancel; once asked or ended, the detail; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadCancelSubscription(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function CancelSubscriptionPage() {
  const { subscriptionId, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="subscriptions">{page && <CancelSubscriptionScreen key={subscriptionId} subscription={page.subscription} reasons={page.reasons} />}</PersonalCenterLayout>;
}
