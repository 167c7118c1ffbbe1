import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { loadShoppingCart } from "../components/cart/cart-loader.server.js";
import { sameCartPage } from "../components/cart/cart-paths.js";
import { CartScreen } from "../components/cart/CartScreen.js";
import { cartStylesheet } from "../components/cart/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useAreaTexts } from "../lib/area-texts.js";

export const links: LinksFunction = () => [cartStylesheet];

/** /shopping-cart: the cart of a family student (query studentId) or the signed-in one's; signed out, the sign-in prompt. */
export const loader = (args: LoaderFunctionArgs) => loadShoppingCart(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => (loaded ? [{ title: loaded.title }] : []);

// Opening or closing one of the cart's dialogs needs no new cart: the page asks for it after each change itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href !== nextUrl.href && sameCartPage(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function ShoppingCartPage() {
  const { view, texts } = useLoaderData<typeof loader>();
  useAreaTexts(texts);
  return (
    <SiteShell layout="default">
      <RequireSignIn>{view && <CartScreen view={view} />}</RequireSignIn>
    </SiteShell>
  );
}
