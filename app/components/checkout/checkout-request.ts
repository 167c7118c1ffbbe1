import type { CourseCard } from "../../../schemas/api/calls/catalogue.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import { ORDER_CREATE_WAYS, PAYMENT_METHODS, type DeliveryOption } from "../../../schemas/commerce.js";
import { FROM_UNPAID_LIST } from "../../../rules/catalogue/product-paths.js";
import { DEFAULT_SUBSCRIPTION_PERIOD, SOLD_SUBSCRIPTION_PERIODS, type SubscriptionPeriodType } from "../../../schemas/learning.js";
import { couponIdsInOrder } from "./checkout-rules.js";
import { groupBuyOrigin, isGroupBuy, type GroupBuyOrigin } from "./group-buy-origin.js";

export type CheckoutProduct = RequestOf<"recommendCoupons">["products"][number];

/** What is bought: one product with its materials to choose from (a subscription plan: for a period), or the cart's selected lines. */
export type CheckoutSource =
  | { kind: "product"; skuId: string; attachments: CourseCard["attachedItems"]; periodType?: SubscriptionPeriodType }
  | { kind: "cart"; cartIds: number[]; products: CheckoutProduct[] };

/** The parent's choices on the page. */
export interface CheckoutChoices {
  studentId: string;
  /** The optional materials chosen for a product (the cart's lines keep their own). */
  optionalSkuIds: readonly string[];
  couponIds: readonly string[];
  paymentMethod: 0 | 1;
  debitMethod: 0 | 1;
  addressId?: number;
  delivery?: DeliveryOption;
}

/** SPEC §4 order create ways: 2 from the unpaid list (with fromPage), 4 a group buy, else 1. */
export type CheckoutOrigin = { createWay: 1 } | { createWay: 2; fromPage: string } | GroupBuyOrigin;

export const NORMAL_ORIGIN: CheckoutOrigin = { createWay: ORDER_CREATE_WAYS.normal };

/**
 * The origin a checkout address names: a group buy (createWay=4 with its activity, and group when joining), the
 * unpaid list (fromPage), else a normal order. A group buy named badly is left out, never an error.
 */
export function checkoutOrigin(query: URLSearchParams): CheckoutOrigin {
  const groupBuy = groupBuyOrigin(query);
  if (groupBuy) return groupBuy;
  const fromPage = query.get("fromPage");
  return fromPage === FROM_UNPAID_LIST ? { createWay: ORDER_CREATE_WAYS.unpaidList, fromPage } : NORMAL_ORIGIN;
}

/** A group buy is paid at once (decision 0036: the server refuses instalments for it). */
export const paidAtOnce = (origin: CheckoutOrigin): boolean => isGroupBuy(origin);

/**
 * What of the origin queryCheckout is told, so the figures shown are those of the order createOrder will make (a
 * group buy's at the group price); fromPage only concerns createOrder.
 */
function pricingOrigin(origin: CheckoutOrigin): Pick<RequestOf<"queryCheckout">, "createWay" | "activityId" | "activityType" | "groupId"> {
  if (!isGroupBuy(origin)) return {};
  const { createWay, activityId, activityType, groupId } = origin;
  return { createWay, activityId, activityType, ...(groupId ? { groupId } : {}) };
}

/** The periodType of a plan's checkout address (SPEC §4 codes: 3 month, 4 year): by the month unless the year is asked. */
export function periodTypeFrom(value: string | null): SubscriptionPeriodType {
  return SOLD_SUBSCRIPTION_PERIODS.find((period) => String(period) === value) ?? DEFAULT_SUBSCRIPTION_PERIOD;
}

/** The optional materials a product comes with unless the parent says otherwise. */
export function defaultOptionalSkuIds(source: CheckoutSource): string[] {
  return source.kind === "product" ? source.attachments.filter((item) => !item.required && item.selected).map((item) => item.skuId) : [];
}

/** The products as the coupon calls weigh them. */
export function checkoutProducts(source: CheckoutSource, optionalSkuIds: readonly string[]): CheckoutProduct[] {
  if (source.kind === "cart") return source.products;
  return [{ skuId: source.skuId, quantity: 1, attachmentSkuIds: [...optionalSkuIds] }];
}

/**
 * The queryCheckout request of the choices, for the order's origin. The debit method belongs to instalments (later
 * stages are debited or billed); a one-time payment, and every group buy, sends bill pay. A plan's period goes with
 * it; address and delivery only once chosen.
 */
export function checkoutRequest(source: CheckoutSource, choices: CheckoutChoices, origin: CheckoutOrigin = NORMAL_ORIGIN): RequestOf<"queryCheckout"> {
  const paymentMethod = paidAtOnce(origin) ? PAYMENT_METHODS.oneTime : choices.paymentMethod;
  const instalments = paymentMethod === PAYMENT_METHODS.instalments;
  return {
    studentId: choices.studentId,
    source:
      source.kind === "cart"
        ? { kind: "cart", cartIds: source.cartIds }
        : { kind: "product", skuId: source.skuId, quantity: 1, attachmentSkuIds: [...choices.optionalSkuIds] },
    couponIds: couponIdsInOrder(choices.couponIds),
    paymentMethod,
    debitMethod: instalments ? choices.debitMethod : 0,
    ...pricingOrigin(origin),
    ...(source.kind === "product" && source.periodType ? { periodType: source.periodType } : {}),
    ...(choices.addressId !== undefined ? { addressId: choices.addressId } : {}),
    ...(choices.delivery ? { delivery: choices.delivery } : {}),
  };
}

/** The createOrder request: the checkout as shown, with how the order came about. */
export function createOrderRequest(checkout: RequestOf<"queryCheckout">, origin: CheckoutOrigin): RequestOf<"createOrder"> {
  return { ...checkout, ...origin };
}

/**
 * The queryAvalibaleCoupons request: coupons judged with the ones chosen. They are judged against the whole
 * order whatever the payment method, as queryCheckout and createOrder judge them (remainStagePriceAfterDiscount
 * would judge them against the first instalment and call usable what the order refuses, or the reverse).
 */
export function couponsRequest(source: CheckoutSource, choices: Pick<CheckoutChoices, "studentId" | "optionalSkuIds" | "couponIds">): RequestOf<"queryAvalibaleCoupons"> {
  return {
    studentId: choices.studentId,
    products: checkoutProducts(source, choices.optionalSkuIds),
    historyUseCouponIds: couponIdsInOrder(choices.couponIds),
    remainStagePriceAfterDiscount: false,
  };
}
