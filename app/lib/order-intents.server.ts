import type { ActionFunctionArgs } from "@remix-run/node";
import { formNumber, formText, type FormOutcome } from "../../admin-preview/frame/form-outcome.js";
import {
  APPROVE_REFUND,
  CHANGE_ORDER_ADDRESS,
  DECIDE_AUTO_PAY_CLOSURE,
  MARK_DELIVERED,
  ORDER_ADDRESS_FIELDS,
  RECORD_SHIPMENT,
  REJECT_REFUND,
  RESEND_RECEIPT,
} from "../../admin-preview/service-desk/intents.js";
import { submitCall } from "./staff-call.server.js";

/** What one form on an order's screen does with what was sent, for the order the screen shows. */
type OrderIntent = (args: ActionFunctionArgs, form: FormData, orderId: string) => Promise<FormOutcome<string, unknown>>;

/** Approving or rejecting is a submit button's value; anything else is no decision (the contract names it). */
function approval(value: string | undefined): boolean | undefined {
  return value === "true" ? true : value === "false" ? false : undefined;
}

/** Customer service's actions on an order (admin-preview/service-desk/intents.ts), each one call of the contract. */
const orderIntents: Record<string, OrderIntent> = {
  [RESEND_RECEIPT]: (args, _form, orderId) => submitCall(args, RESEND_RECEIPT, "serviceResendReceipt", { orderId }),
  [CHANGE_ORDER_ADDRESS]: (args, form, orderId) =>
    submitCall(args, CHANGE_ORDER_ADDRESS, "serviceChangeOrderAddress", { orderId, ...Object.fromEntries(ORDER_ADDRESS_FIELDS.map((field) => [field, formText(form, field)])) }),
  [RECORD_SHIPMENT]: (args, form, orderId) =>
    submitCall(args, RECORD_SHIPMENT, "serviceRecordShipment", {
      orderId,
      carrier: formText(form, "carrier"),
      trackingNumber: formText(form, "trackingNumber"),
      lineNos: form.getAll("lineNos").map(Number),
    }),
  [MARK_DELIVERED]: (args, form, orderId) => submitCall(args, MARK_DELIVERED, "serviceMarkDelivered", { orderId, packageNo: formNumber(form, "packageNo") }),
  [APPROVE_REFUND]: (args, form) => submitCall(args, APPROVE_REFUND, "serviceApproveRefund", { refundId: formText(form, "refundId"), note: formText(form, "note") }),
  [REJECT_REFUND]: (args, form) => submitCall(args, REJECT_REFUND, "serviceRejectRefund", { refundId: formText(form, "refundId"), note: formText(form, "note") }),
  [DECIDE_AUTO_PAY_CLOSURE]: (args, form) =>
    submitCall(args, DECIDE_AUTO_PAY_CLOSURE, "serviceDecideAutoPayClosure", { closureId: formNumber(form, "closureId"), approve: approval(formText(form, "approve")), note: formText(form, "note") }),
};

/** The action of the form sent to an order's screen, by its intent; none for an intent no form has. */
export function orderIntentOf(intent: string): OrderIntent | undefined {
  return Object.hasOwn(orderIntents, intent) ? orderIntents[intent] : undefined;
}
