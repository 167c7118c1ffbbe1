import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadProductCheckout } from "../components/checkout/checkout-loader.server.js";

export { default, headers, links, meta } from "../components/checkout/checkout-route.js";

/** /order/create/{skuId} (query studentId, fromPage=unpaid-courses-list): the checkout of one product. */
export const loader = (args: LoaderFunctionArgs) => loadProductCheckout(args, "plain");
