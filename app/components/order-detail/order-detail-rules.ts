import { ErrorCode, isApiError } from "../../../api/errors.js";
import type { AddressChangeRefusal } from "../../../schemas/api/calls/order-detail.js";
import type { OrderAddress } from "../../../schemas/commerce.js";
import type { Locale } from "../../../schemas/site.js";
import { showsPostcode } from "../../lib/account/address-rules.js";

/** The pages of an order after the purchase (SPEC §2 Orders). */
export const orderDetailPath = (orderId: string) => `/order/detail/${encodeURIComponent(orderId)}`;
export const subOrderPath = (subOrderId: string) => `/order/detail/sub/${encodeURIComponent(subOrderId)}`;
export const editAddressPath = (orderId: string) => `/order/detail/edit-address/${encodeURIComponent(orderId)}`;
export const logisticsPath = (orderId: string) => `/order/logistics/${encodeURIComponent(orderId)}`;

/** An order's delivery address as lines to show: the recipient, the phone, then the address; no postcode in Hong Kong (SPEC §3). */
export function addressLines(address: Omit<OrderAddress, "delivery">, locale: Locale): string[] {
  const place = [address.suburb, address.city, address.state, showsPostcode(locale) ? address.postcode : ""].filter(Boolean).join(", ");
  return [address.name, `${address.countryCallingCode} ${address.phone}`, address.address1, address.address2, place, address.country].filter((line) => line.trim());
}

/** What the parent is told when the address cannot be changed (SPEC §6, §8), by the service's reason. */
export const ADDRESS_REFUSAL_TEXT: Record<AddressChangeRefusal, string> = {
  noGoods: "orderDetail.address.none",
  notPaid: "orderDetail.address.notPaid",
  inTransit: "orderDetail.address.inTransit",
  windowOver: "orderDetail.address.windowOver",
};

/** The refusals of updateOrderAddress the edit page explains in the parent's language, by code. */
const UPDATE_REFUSAL_TEXT: Partial<Record<number, string>> = {
  [ErrorCode.ADDRESS_UNCHANGED]: "orderDetail.edit.unchanged",
  [ErrorCode.ADDRESS_IN_TRANSIT]: ADDRESS_REFUSAL_TEXT.inTransit,
  [ErrorCode.ADDRESS_WINDOW_OVER]: ADDRESS_REFUSAL_TEXT.windowOver,
};

/** The text key of a failed address change: the rule it broke, or that it failed (a network error, say). */
export function updateFailureTextKey(error: unknown): string {
  return (isApiError(error) && UPDATE_REFUSAL_TEXT[error.code]) || "orderDetail.edit.failed";
}

/** Whether a failed change means the page's facts are stale (a parcel left, the time ran out): the page shows them again. */
export const refusedForGood = (error: unknown) => isApiError(error, ErrorCode.ADDRESS_IN_TRANSIT) || isApiError(error, ErrorCode.ADDRESS_WINDOW_OVER);
