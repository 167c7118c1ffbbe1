import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { autoPayStylesheet } from "../components/auto-pay/stylesheet.js";
import { loadTestGatewayPage } from "../components/payment/payment-loader.server.js";
import { paymentStylesheet } from "../components/payment/stylesheet.js";
import { TestGatewayScreen } from "../components/payment/TestGatewayScreen.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [paymentStylesheet, autoPayStylesheet];

/** /pay/test/{paymentId}?return=…: the built-in test gateway's hosted payment page, without the shop's frame. */
export const loader = (args: LoaderFunctionArgs) => loadTestGatewayPage(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function TestGatewayPage() {
  const { page, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="empty">
      <TestGatewayScreen key={page.payment?.paymentId} page={page} />
    </SiteShell>
  );
}
