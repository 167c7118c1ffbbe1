import { courseListPath, productPath, type PathFamily } from "../../../rules/catalogue/product-paths.js";
import { formatPrice, type Currency } from "../../../rules/regional/prices.js";
import { linkTargetExists, SCREENS } from "../../../rules/screens.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { skuKindSchema } from "../../../schemas/catalogue.js";
import { ORDER_STATUS, type OrderStatus, type PaymentStatus } from "../../../schemas/commerce.js";
import { sameSitePath } from "../../lib/account/after-login.js";
import { currencyDecimals, numberFormat } from "../../../rules/regional/intl-formats.js";

/** How often a result page asks again while a payment's confirmation (the gateway's webhook) may still come. */
export const RECHECK_MS = 3000;

/** /order/result/{orderId}: where a payer comes back to after the gateway. */
export function orderResultPath(orderId: string): string {
  return `/order/result/${encodeURIComponent(orderId)}`;
}

/** Any origin does: only the path of a same-site URL is kept, so the origin never shows in the answer. */
const PATH_BASE = "https://site.invalid";

/**
 * Where the test gateway's page sends the payer back to: the `return` path when it is a path of this site
 * ("/…", not "//host", nor a backslash or tab trick that a browser reads as another host), else the order list.
 */
export function gatewayReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return SCREENS.orders;
  return sameSitePath(value, PATH_BASE) ?? SCREENS.orders;
}

export type TestPayment = ResponseOf<"queryTestPayment">;

/** Why the gateway's page has no payment to offer: no payment by that id, or one that can no longer be paid (SPEC §8). */
export type GatewayProblem = "empty" | "expired";

/** What the gateway's page shows: the payment with the time left to pay as the server counted it, or a problem. */
export type TestGatewayPage =
  | { problem: null; payment: TestPayment; remainMs: number; returnTo: string }
  | { problem: GatewayProblem; payment: null; remainMs: number; returnTo: string };

/**
 * What the test gateway's page offers: the payer's choices while the payment waits for them, the extra
 * authentication once it was asked, or nothing once the payment is settled or the order's time is up.
 */
export type GatewayStage = "choose" | "authenticate" | "closed";

export function gatewayStage(status: TestPayment["status"], msLeft: number): GatewayStage {
  if (msLeft <= 0) return "closed";
  if (status === "pending") return "choose";
  if (status === "requires_action") return "authenticate";
  return "closed";
}

/** After the payer's choice, the gateway's page sends them back unless it now asks for extra authentication. */
export function leavesGateway(status: TestPayment["status"]): boolean {
  return status !== "pending" && status !== "requires_action";
}

/**
 * An amount of a payment as shown: with the site's currency when it is the payment's (always, for a payment
 * started on this site); a payment in another currency is shown with its ISO code and that currency's
 * standard decimals.
 */
export function paymentAmountText(amount: number, currencyCode: string, siteCurrency: Currency, language: string): string {
  if (currencyCode === siteCurrency.code) return formatPrice(amount, siteCurrency);
  try {
    return numberFormat(language, { style: "currency", currency: currencyCode, currencyDisplay: "code" }).format(amount / 10 ** currencyDecimals(currencyCode));
  } catch {
    return `${currencyCode} ${amount}`;
  }
}

export type OrderResult = ResponseOf<"queryOrderResult">;

/** Where an unpaid order's payment stands, as the result page tells it. */
export type PaymentStage =
  /** No payment started, or the payer left the gateway (cancelled): they can pay. */
  | "unpaid"
  /** A payment waits for the gateway's confirmation: the page asks again until it comes. */
  | "confirming"
  /** The gateway asked for extra authentication that was not completed. */
  | "authenticating"
  /** Declined, or the authentication failed: repay or cancel (SPEC §8). */
  | "failed";

export type ResultView =
  | { kind: "paid" }
  | { kind: "waiting"; payment: PaymentStage; chargeNotice: boolean }
  | { kind: "cancelled" }
  /** Not paid in time: the server closed it (301), or its time is up and the server's sweep is about to. */
  | { kind: "expired" }
  /** Chargeback, refunded, refund in progress: said by the status's name. */
  | { kind: "other"; status: OrderStatus };

function paymentStage(status: PaymentStatus | undefined): PaymentStage {
  switch (status) {
    case "pending":
      return "confirming";
    case "requires_action":
      return "authenticating";
    case "failed":
      return "failed";
    default:
      return "unpaid";
  }
}

/**
 * What the result page shows for an order (SPEC §4 order status codes): paid, waiting for payment with where
 * its payment stands, cancelled, expired, or another status. The SPEC §8 notice for a deduction whose order
 * still shows unpaid goes with every waiting order a payment was tried for, as a charge may be on its way.
 */
export function resultView(order: Pick<OrderResult, "status" | "remainPayMs" | "payment">): ResultView {
  switch (order.status) {
    case ORDER_STATUS.paid:
      return { kind: "paid" };
    case ORDER_STATUS.toBePaid: {
      if (order.remainPayMs <= 0) return { kind: "expired" };
      const payment = paymentStage(order.payment?.status);
      return { kind: "waiting", payment, chargeNotice: payment !== "unpaid" };
    }
    case ORDER_STATUS.cancelled:
      return { kind: "cancelled" };
    case ORDER_STATUS.expired:
      return { kind: "expired" };
    default:
      return { kind: "other", status: order.status };
  }
}

/**
 * Whether the result page should ask again soon: while a payment waits for its confirmation, and once an unpaid
 * order's time is up until the server's sweep has closed it (a confirmation may still win that race).
 */
export function needsRecheck(order: Pick<OrderResult, "status" | "remainPayMs" | "payment">): boolean {
  if (order.status !== ORDER_STATUS.toBePaid) return false;
  return order.remainPayMs <= 0 || order.payment?.status === "pending";
}

/** A tax rate in basis points as a percentage figure: 900 → "9", 825 → "8.25". */
export function ratePercent(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, "");
}

/**
 * Where "back to the course" leads: the page of the order's first product that is not an attachment (a class,
 * package, recorded course or goods), or the course list when there is none.
 */
export function orderProductPath(order: Pick<OrderResult, "lines">, family: PathFamily = "plain"): string {
  const line = order.lines.find((candidate) => candidate.attachedToLine === null);
  const kind = skuKindSchema.safeParse(line?.kind);
  return line && kind.success ? productPath({ id: line.skuId, kind: kind.data }, family) : courseListPath(family);
}

export interface NextStepLink {
  key: "orders" | "myCourses" | "mySubscriptions" | "courseList";
  href: string;
}

/**
 * Where a paid order's page leads on: the order list, and what was bought: the student's subscriptions for a
 * subscription plan, else their courses (the course list in a build without My Courses); a screen this build does
 * not have is left out (`exists`).
 */
export function nextStepLinks(family: PathFamily = "plain", { subscription = false } = {}, exists: (href: string) => boolean = linkTargetExists): NextStepLink[] {
  const links: NextStepLink[] = [];
  if (exists(SCREENS.orders)) links.push({ key: "orders", href: SCREENS.orders });
  if (subscription && exists(SCREENS.mySubscriptions)) links.push({ key: "mySubscriptions", href: SCREENS.mySubscriptions });
  else links.push(exists(SCREENS.myCourses) ? { key: "myCourses", href: SCREENS.myCourses } : { key: "courseList", href: courseListPath(family) });
  return links;
}
