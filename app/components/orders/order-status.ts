import { ORDER_STATUS } from "../../../schemas/commerce.js";

/** The text key under orders.status of each order status code of SPEC §4; 300 and 301 both read "cancelled". */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  [ORDER_STATUS.toBePaid]: "toBePaid",
  [ORDER_STATUS.paid]: "paid",
  [ORDER_STATUS.cancelled]: "cancelled",
  [ORDER_STATUS.expired]: "cancelled",
  [ORDER_STATUS.chargeback]: "chargeback",
  [ORDER_STATUS.refunded]: "refunded",
  [ORDER_STATUS.refundInProgress]: "refundInProgress",
};

/** The text key of an order status code (SPEC §4), or null for any other value, which shows no text. */
export function orderStatusTextKey(status: number): string | null {
  return Object.hasOwn(STATUS_TEXT, status) ? `orders.status.${STATUS_TEXT[status]}` : null;
}

/**
 * The status an order shows while its time to pay counts down: an unpaid one whose time is up is expired (301),
 * as the service answers from its deadline on, without waiting for the list to be loaded again.
 */
export function shownOrderStatus(status: number, payMsLeft: number): number {
  return status === ORDER_STATUS.toBePaid && payMsLeft <= 0 ? ORDER_STATUS.expired : status;
}
