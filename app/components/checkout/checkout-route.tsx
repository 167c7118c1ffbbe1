import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RequireSignIn } from "../account/RequireSignIn.js";
import { PathFamilyContext } from "../catalogue/use-path-family.js";
import { SiteShell } from "../shell/SiteShell.js";
import type { CheckoutLoader } from "./checkout-loader.server.js";
import { couponsStylesheet } from "../coupons/stylesheet.js";
import { CheckoutScreen } from "./CheckoutScreen.js";
import { checkoutStylesheet } from "./stylesheet.js";
import { useAreaTexts } from "../../lib/area-texts.js";

// The checkout page of every checkout route (app/routes/order.create.$skuId.tsx, order.create-bm.$skuId.tsx,
// order.shopping-cart.create.tsx): signed out, 'Please log in.' and the login dialog.

export const links: LinksFunction = () => [couponsStylesheet, checkoutStylesheet];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<CheckoutLoader> = ({ data }) => (data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : []);

export default function CheckoutPage() {
  const { family, checkout, texts } = useLoaderData<CheckoutLoader>();
  useAreaTexts(texts);
  const key = checkout ? JSON.stringify([checkout.source, checkout.initialStudentId, checkout.origin]) : "signed-out";
  return (
    <SiteShell layout="default">
      <PathFamilyContext.Provider value={family}>
        <RequireSignIn>{checkout && <CheckoutScreen key={key} {...checkout} />}</RequireSignIn>
      </PathFamilyContext.Provider>
    </SiteShell>
  );
}
