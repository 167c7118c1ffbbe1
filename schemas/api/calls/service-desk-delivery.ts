import { z } from "zod";
import { orderAddressSchema } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { addressFieldsSchema } from "./addresses.js";
import { ADDRESS_CHANGE_REFUSALS, parcelSchema } from "./order-detail.js";
import { orderIdField, orderLineSchema } from "./orders.js";

/**
 * Customer service's part in an order's delivery (issue 16, SPEC §6): the address after the parent's 24 hours,
 * and the parcels. Only the customer-service role may make these calls (decision 0023); each change is audited
 * in its own transaction.
 */
const SERVICE_ROLES = ["service"] as const;
const instant = z.string();

/** An address as customer service enters it: checked as the address book checks a parent's. */
const orderAddressFieldsSchema = addressFieldsSchema.omit({ use: true, isDefault: true });

export const orderDeliverySchema = z.object({
  orderId: z.string(),
  address: orderAddressSchema.nullable(),
  /** Why customer service cannot change the address now (the parent's 24 hours do not bind it), or null. */
  addressRefusal: z.enum(ADDRESS_CHANGE_REFUSALS).exclude(["windowOver"]).nullable(),
  /** A parcel can be recorded: the order is paid and has goods. */
  canShip: z.boolean(),
  /** The order's goods, which parcels hold. */
  goodsLines: z.array(orderLineSchema.pick({ lineNo: true, title: true, quantity: true })),
  parcels: z.array(parcelSchema),
  /** Oldest first; `staffEmail` is null for the parent's own changes. */
  addressChanges: z.array(z.object({ before: orderAddressSchema, after: orderAddressSchema, staffEmail: z.string().nullable(), changedAt: instant })),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const serviceDeskDeliveryCalls = {
  serviceOrderDelivery: defineCall({
    path: "/admin/service-desk/delivery",
    summary: "An order's delivery for customer service: the address and its changes, whether it may change or ship now, its goods and parcels; 4003 when there is no such order.",
    request: z.object({ orderId: orderIdField }),
    response: orderDeliverySchema,
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceChangeOrderAddress: defineCall({
    path: "/admin/service-desk/delivery/address",
    summary:
      "Changes a paid order's delivery address at any time before a parcel leaves, the parent's 24 hours over or not (customer service; audited): 4108 when it is the same, 4132 in transit, 4000 naming orderId for an order with no goods or not paid.",
    request: orderAddressFieldsSchema.extend({ orderId: orderIdField }),
    response: z.object({ address: orderAddressSchema }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceRecordShipment: defineCall({
    path: "/admin/service-desk/delivery/shipment",
    summary:
      "Records a parcel of a paid order's goods leaving, in transit, with its carrier, tracking number and lines (customer service; audited); the same carrier and tracking number again answers the same parcel.",
    request: z.object({
      orderId: orderIdField,
      carrier: text(64, { min: 1, trim: true }),
      trackingNumber: text(64, { min: 1, trim: true }),
      lineNos: z.array(id).min(1).max(100),
    }),
    response: z.object({ packageNo: count }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
  serviceMarkDelivered: defineCall({
    path: "/admin/service-desk/delivery/delivered",
    summary: "Marks a parcel delivered (customer service; audited once however often it is asked); 4003 when there is no such parcel.",
    request: z.object({ orderId: orderIdField, packageNo: id }),
    response: z.object({ status: z.literal("delivered"), deliveredAt: instant }),
    auth: "staff",
    roles: SERVICE_ROLES,
  }),
};
