import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadProductCheckout } from "../components/checkout/checkout-loader.server.js";
import CheckoutPage, { links as checkoutLinks } from "../components/checkout/checkout-route.js";
import { StagePaymentPage } from "../components/unpaid/StagePaymentPage.js";
import { unpaidStylesheet } from "../components/unpaid/stylesheet.js";
import { fromUnpaidList, loadStagePayment } from "../components/unpaid/unpaid-loader.server.js";

export { headers, meta } from "../components/checkout/checkout-route.js";

export const links: LinksFunction = () => [...checkoutLinks(), unpaidStylesheet];

/**
 * /order/create/{skuId} (query studentId, fromPage=unpaid-courses-list): the checkout of one product; from the
 * unpaid list, for a class whose stages the student owes, paying the next of them.
 */
export const loader = async (args: LoaderFunctionArgs) => (fromUnpaidList(args.request) && (await loadStagePayment(args))) || loadProductCheckout(args, "plain");

export default function OrderCreatePage() {
  const loaded = useLoaderData<typeof loader>();
  return "stagePayment" in loaded ? <StagePaymentPage stagePayment={loaded.stagePayment} texts={loaded.texts} /> : <CheckoutPage />;
}
