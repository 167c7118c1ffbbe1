import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCartCheckout } from "../components/checkout/checkout-loader.server.js";

export { default, headers, links, meta } from "../components/checkout/checkout-route.js";

/** /order/shopping-cart/create?studentId=…: the checkout of the student's selected cart lines. */
export const loader = (args: LoaderFunctionArgs) => loadCartCheckout(args);
