import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadTestAuthorizationPage } from "../components/auto-pay/auto-pay-loaders.server.js";
import { autoPayStylesheet } from "../components/auto-pay/stylesheet.js";
import { TestAuthorizationScreen } from "../components/auto-pay/TestAuthorizationScreen.js";
import { paymentStylesheet } from "../components/payment/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [paymentStylesheet, autoPayStylesheet];

/** /pay/test/authorize/{token}?return=…: the test gateway's page for authorising a card for auto pay, without the shop's frame. */
export const loader = (args: LoaderFunctionArgs) => loadTestAuthorizationPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TestAuthorizationPage() {
  const { page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="empty">
      <TestAuthorizationScreen key={page.authorization?.token} page={page} />
    </SiteShell>
  );
}
