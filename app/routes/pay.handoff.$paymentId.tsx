import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SCREENS } from "../../rules/screens.js";
import { loadPaymentHandoff } from "../components/payment/payment-loader.server.js";
import { paymentStylesheet } from "../components/payment/stylesheet.js";
import { LinkProblem } from "../components/payment/TestGatewayScreen.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [paymentStylesheet];

/** /pay/handoff/{paymentId}: on to the payment's page at its gateway; a page only when the link leads nowhere. */
export const loader = (args: LoaderFunctionArgs) => loadPaymentHandoff(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }, { name: "robots", content: "noindex" }] : []);

export default function PaymentHandoffPage() {
  const { problem, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="empty">
      <div className="test-gateway">
        <section className="test-gateway__card" aria-labelledby="test-gateway-title">
          <LinkProblem problem={problem} returnTo={SCREENS.orders} />
        </section>
      </div>
    </SiteShell>
  );
}
