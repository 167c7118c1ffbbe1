import type { AddressChangeRefusal } from "../../schemas/api/calls/order-detail.js";
import { ORDER_STATUS, type OrderStatus } from "../../schemas/commerce.js";
import type { Language, Site } from "../../schemas/site.js";
import { formatDateTime, type DateTimeOptions } from "../regional/dates.js";

/** SPEC §9: a parent may change an order's delivery address within 24 hours of paying for it. */
export const ADDRESS_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * When the parent's window closes: 24 elapsed hours after payment. Elapsed time, not the wall clock, so across a
 * change to or from daylight saving time the closing time reads an hour later or earlier than the payment's.
 */
export function addressWindowEnd(paidAt: Date): Date {
  return new Date(paidAt.getTime() + ADDRESS_EDIT_WINDOW_MS);
}

/** The window is open from payment until just before its end: at exactly 24 hours it is over. */
export function withinAddressWindow(paidAt: Date, now: Date): boolean {
  return now.getTime() < addressWindowEnd(paidAt).getTime();
}

/** The window's end as the parent reads it: date and time in the site's timezone (or the one the parent chose). */
export function addressWindowEndText(paidAt: Date, site: Pick<Site, "locale" | "timezone">, language: Language, options: DateTimeOptions = {}): string {
  return formatDateTime(addressWindowEnd(paidAt), site, language, options);
}

export interface AddressChangeCase {
  /** The order has goods to deliver (it then has a delivery address). */
  hasGoods: boolean;
  status: OrderStatus;
  paidAt: Date | null;
  /** A parcel of the order has left the warehouse. */
  shipped: boolean;
}

/** What binds customer service, who may change the address at any time before a parcel leaves (SPEC §6). */
export type ServiceAddressChangeRefusal = Exclude<AddressChangeRefusal, "windowOver">;

/** Why customer service cannot change the address now, or null when it can. */
export function serviceAddressChangeRefusal({ hasGoods, status, paidAt, shipped }: AddressChangeCase): ServiceAddressChangeRefusal | null {
  if (!hasGoods) return "noGoods";
  if (status !== ORDER_STATUS.paid || !paidAt) return "notPaid";
  if (shipped) return "inTransit";
  return null;
}

/** Why the parent cannot change the address now (checked in the order ADDRESS_CHANGE_REFUSALS lists them), or null when they can. */
export function addressChangeRefusal(order: AddressChangeCase, now: Date): AddressChangeRefusal | null {
  const refusal = serviceAddressChangeRefusal(order);
  if (refusal) return refusal;
  // Past the checks above, the order is paid.
  return withinAddressWindow(order.paidAt!, now) ? null : "windowOver";
}
