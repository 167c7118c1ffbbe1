import type { RequestOf } from "../../schemas/api/contract.js";

/*
 * The intents of the forms on an order's screen in the staff desk, as its route's action reads them
 * (app/lib/order-intents.server.ts): each is one call of the contract.
 */
export const RESEND_RECEIPT = "resendReceipt";
export const CHANGE_ORDER_ADDRESS = "changeOrderAddress";
export const RECORD_SHIPMENT = "recordShipment";
export const MARK_DELIVERED = "markDelivered";
export const APPROVE_REFUND = "approveRefund";
export const REJECT_REFUND = "rejectRefund";
export const DECIDE_AUTO_PAY_CLOSURE = "decideAutoPayClosure";

/** The address form's fields, in the order shown: serviceChangeOrderAddress's own, the order number aside. */
export const ORDER_ADDRESS_FIELDS = ["name", "countryCallingCode", "phone", "address1", "address2", "suburb", "city", "state", "postcode", "country"] as const satisfies readonly Exclude<
  keyof RequestOf<"serviceChangeOrderAddress">,
  "orderId"
>[];
