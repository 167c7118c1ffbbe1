import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PersonalCenterLayout } from "../components/account/PersonalCenterLayout.js";
import { loadSubscriptionList } from "../components/subscriptions/subscriptions-loader.server.js";
import { SubscriptionListScreen } from "../components/subscriptions/SubscriptionListScreen.js";
import { subscriptionsStylesheet } from "../components/subscriptions/stylesheet.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [subscriptionsStylesheet];

/** /my-subscription/list (SPEC §2 My Subscriptions; ?status=0|1|2|3): the family's practice subscriptions; signed out (or the session gone), the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadSubscriptionList(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function MySubscriptionsPage() {
  const { filter, page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return <PersonalCenterLayout active="subscriptions">{page && <SubscriptionListScreen filter={filter} subscriptions={page.list} />}</PersonalCenterLayout>;
}
