import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadProductCheckout } from "../components/checkout/checkout-loader.server.js";

export { default, headers, links, meta } from "../components/checkout/checkout-route.js";

/** /order/create-bm/{skuId}: the checkout of one product in the tutoring brand's addresses. */
export const loader = (args: LoaderFunctionArgs) => loadProductCheckout(args, "bm");
