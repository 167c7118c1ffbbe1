import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { orderIdField } from "../../../schemas/api/calls/orders.js";
import { paymentIdField } from "../../../schemas/api/calls/payments.js";
import { SCREENS } from "../../../rules/screens.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { gatewayReturnPath, type GatewayProblem, type TestGatewayPage } from "./payment-rules.js";
import { areaPage } from "../../lib/area-texts.server.js";

/** A payment page is the payer's alone, and no search engine's. */
export const PAYMENT_PAGE = { ...PERSONAL_PAGE, "X-Robots-Tag": "noindex" } as const;

/** How the page answers a link without a payment: no such payment, or one past paying. */
export const PROBLEM_STATUS: Record<GatewayProblem, number> = { empty: 404, expired: 410 };

/**
 * /pay/test/{paymentId}?return=…: the test gateway's payment with the time left to pay, as the server counts
 * it; 'The payment link is empty' for an id that is none or names no payment, 'The link has expired…' for a
 * payment that can no longer be paid (SPEC §8). The way back is the `return` path when it is one of this site.
 */
export async function loadTestGatewayPage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "payment.gateway.title");
  const returnTo = gatewayReturnPath(new URL(args.request.url).searchParams.get("return"));
  const problem = (kind: GatewayProblem) =>
    data({ ...areaPage(calls), page: { problem: kind, payment: null, remainMs: 0, returnTo } satisfies TestGatewayPage }, { status: PROBLEM_STATUS[kind], headers: PAYMENT_PAGE });
  const paymentId = paymentIdField.safeParse(args.params.paymentId);
  if (!paymentId.success) return problem("empty");
  try {
    const payment = await orErrorPage(calls.api.call("queryTestPayment", { paymentId: paymentId.data }, calls.call));
    const remainMs = Math.max(0, Date.parse(payment.expiresAt) - Date.now());
    return data({ ...areaPage(calls), page: { problem: null, payment, remainMs, returnTo } satisfies TestGatewayPage }, { headers: PAYMENT_PAGE });
  } catch (error) {
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EMPTY)) return problem("empty");
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EXPIRED)) return problem("expired");
    throw error;
  }
}

/**
 * /pay/handoff/{paymentId}: a payment payOrder started at a gateway elsewhere (Stripe), opened there now, outside
 * the order's transaction (decision 0016); the payer is redirected to the gateway's page. No such payment, or one
 * past paying: the page says so. Signed out (or the session gone): the order list, which asks for a login.
 */
export async function loadPaymentHandoff(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "payment.gateway.title");
  const paymentId = paymentIdField.safeParse(args.params.paymentId);
  const problem = (kind: GatewayProblem) => data({ ...areaPage(calls), problem: kind }, { status: PROBLEM_STATUS[kind], headers: PAYMENT_PAGE });
  if (!paymentId.success) return problem("empty");
  if (!calls.hasToken) throw redirect(SCREENS.orders);
  try {
    const opened = await accountData(calls.api.call("openPayment", { paymentId: paymentId.data }, calls.call));
    throw redirect(opened ? opened.redirectUrl : SCREENS.orders, { headers: PAYMENT_PAGE });
  } catch (error) {
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EMPTY)) return problem("empty");
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EXPIRED)) return problem("expired");
    throw error;
  }
}

/**
 * /order/result/{orderId}: the family's order with its figures and payment; signed out (or the session gone),
 * none, and the page asks for a login. An id that cannot be an order, or another family's order: 404.
 */
export async function loadOrderResultPage(args: LoaderFunctionArgs) {
  const orderId = orderIdField.safeParse(args.params.orderId);
  if (!orderId.success) throw new Response("Not Found", { status: 404 });
  const calls = await settingsCalls(args, "payment.result.title");
  const order = calls.hasToken ? await accountData(calls.api.call("queryOrderResult", { orderId: orderId.data }, calls.call)) : null;
  return data({ ...areaPage(calls), order }, { headers: PAYMENT_PAGE });
}
