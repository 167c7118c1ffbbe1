import { z } from "zod";
import { debitMethodSchema, orderAddressSchema, orderStatusSchema, paymentMethodSchema, SHIPMENT_STATUSES } from "../../commerce.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { orderCalls, orderIdField, orderLineSchema, stageSchema } from "./orders.js";

const instant = z.string();

/**
 * A sub-order is one top-level line of an order with the items attached to it (SPEC §2 /order/detail/sub/{id}),
 * named by the order number and the line number: "20260105123456789-1".
 */
export const subOrderIdField = text(37, { min: 3 }).regex(/^\d{1,32}-[1-9]\d{0,3}$/, "must be an order number and a line number, as 20260105123456789-1");
export const subOrderId = (orderId: string, lineNo: number) => `${orderId}-${lineNo}`;

/**
 * Why an order's delivery address cannot be changed now, in the order they are checked: the order sends nothing;
 * it is not a paid order (unpaid, closed, refunded or being refunded); a parcel has left (SPEC §8 'cannot be
 * changed in transit'); for the parent only, the 24 hours after payment are over (customer service handles it, §6).
 */
export const ADDRESS_CHANGE_REFUSALS = ["noGoods", "notPaid", "inTransit", "windowOver"] as const;
export type AddressChangeRefusal = (typeof ADDRESS_CHANGE_REFUSALS)[number];

/** Lessons paid for (SPEC §3 Order: paid lesson count) and refunded (refunds that went through). */
const lessonCountsSchema = z.object({ paid: count, refunded: count });

const subOrderSchema = z.object({
  subOrderId: z.string(),
  line: orderLineSchema,
  attached: z.array(orderLineSchema),
});

/** A parcel of an order's goods (SPEC §3 Logistics). */
export const parcelSchema = z.object({
  /** 1, 2, ... within the order. */
  packageNo: count,
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: instant,
  deliveredAt: instant.nullable(),
  items: z.array(orderLineSchema.pick({ lineNo: true, title: true, quantity: true })),
});

export const orderDetailSchema = orderCalls.queryOrderResult.response.extend({
  paymentMethod: paymentMethodSchema,
  debitMethod: debitMethodSchema,
  lessons: lessonCountsSchema,
  /** Where the goods go, as it stands now; null when nothing ships. */
  address: orderAddressSchema.nullable(),
  /** Whether the parent may change the address now (rules/commerce/address-window.ts) and until when. */
  addressChange: z.object({
    allowed: z.boolean(),
    /** The end of the 24 hours after payment, once paid, whether or not it has passed; else null. */
    until: instant.nullable(),
    refusal: z.enum(ADDRESS_CHANGE_REFUSALS).nullable(),
  }),
  /** A parcel has left: /order/logistics/{orderId} shows it. */
  hasShipments: z.boolean(),
  /** One per top-level line, in line order. */
  subOrders: z.array(subOrderSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const subOrderDetailSchema = subOrderSchema.extend({
  orderId: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  createdAt: instant,
  paidAt: instant.nullable(),
  paymentMethod: paymentMethodSchema,
  /** The line's instalment stages; none when it was paid at once. */
  stages: z.array(stageSchema),
  /** Refunded is null when the order's refund cannot be split between its lines (rules/commerce/lesson-counts.ts). */
  lessons: z.object({ paid: count, refunded: count.nullable() }),
});
export type SubOrderDetail = z.infer<typeof subOrderDetailSchema>;

/** What happens to a parent's order after the purchase (issue 16): its detail, sub-orders, address and parcels. */
export const orderDetailCalls = {
  queryOrderDetail: defineCall({
    path: "/orders/detail",
    summary:
      "An order of the family with every figure as stored, its stages, lessons paid and refunded, delivery address (and whether the parent may still change it, until when), parcels and sub-orders; 4003 for another family's.",
    request: z.object({ orderId: orderIdField }),
    response: orderDetailSchema,
    auth: "required",
  }),
  querySubOrderDetail: defineCall({
    path: "/orders/sub-order",
    summary: "One line of an order of the family with its attached items, stages and lessons paid and refunded; 4003 for another family's or no such line.",
    request: z.object({ subOrderId: subOrderIdField }),
    response: subOrderDetailSchema,
    auth: "required",
  }),
  updateOrderAddress: defineCall({
    path: "/orders/address",
    summary:
      "Sends an order's goods to another of its student's addresses, within 24 hours of payment and before anything ships: 4108 when it is the same, 4132 in transit, 4133 after 24 hours (customer service changes it then).",
    request: z.object({ orderId: orderIdField, addressId: id }),
    response: z.object({ address: orderAddressSchema, changedAt: instant }),
    auth: "required",
    idempotent: true,
  }),
  queryLogistics: defineCall({
    path: "/orders/logistics",
    summary: "The parcels of an order of the family: package number, carrier, tracking number, items, delivery address and status.",
    request: z.object({ orderId: orderIdField }),
    response: z.object({
      orderId: z.string(),
      /** Where every parcel goes: the address cannot change once one has left. Null when nothing ships. */
      address: orderAddressSchema.nullable(),
      parcels: z.array(parcelSchema),
    }),
    auth: "required",
  }),
};
