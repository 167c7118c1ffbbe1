import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { OrderDetail, SubOrderDetail } from "../../../schemas/api/calls/order-detail.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { ORDER_STATUS, type OrderAddress } from "../../../schemas/commerce.js";
import { orderResult } from "../payment/payment-test-support.js";

/** Sample answers of the calls of an order after the purchase, for tests; changed where a test says so. */

export const deliveryAddress: OrderAddress = {
  name: "Sarah Hughes",
  countryCallingCode: "+44",
  phone: "7700900123",
  postcode: "SW1A 2AA",
  address1: "10 Downing Street",
  address2: "",
  city: "London",
  state: "",
  suburb: "",
  country: "United Kingdom",
  delivery: "standard",
};

/** The uk order of payment-test-support paid at 10:05 UTC on 1 March 2025, its workbook still to be sent. */
export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const result = orderResult({ status: ORDER_STATUS.paid, paidAt: "2025-03-01T10:05:00.000Z", remainPayMs: 0, payment: { status: "succeeded" } });
  return {
    ...result,
    paymentMethod: 0,
    debitMethod: 0,
    lessons: { paid: 12, refunded: 0 },
    address: deliveryAddress,
    addressChange: { allowed: true, until: "2025-03-02T10:05:00.000Z", refusal: null },
    hasShipments: false,
    subOrders: [{ subOrderId: "1001-1", line: result.lines[0]!, attached: [result.lines[1]!] }],
    ...overrides,
  };
}

export function subOrderDetail(overrides: Partial<SubOrderDetail> = {}): SubOrderDetail {
  const order = orderDetail();
  return {
    ...order.subOrders[0]!,
    orderId: order.orderId,
    status: order.status,
    currency: order.currency,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    paymentMethod: 0,
    stages: [],
    lessons: { paid: 12, refunded: 0 },
    ...overrides,
  };
}

/** An entry of the student's address book. */
export function bookAddress(overrides: Partial<Address> = {}): Address {
  const { delivery: _delivery, ...fields } = deliveryAddress;
  return { ...fields, id: 11, uid: "u-1", use: "delivery", isDefault: true, ...overrides };
}

export function logistics(overrides: Partial<ResponseOf<"queryLogistics">> = {}): ResponseOf<"queryLogistics"> {
  return {
    orderId: "1001",
    address: deliveryAddress,
    parcels: [
      {
        packageNo: 1,
        carrier: "Royal Mail",
        trackingNumber: "RM123456789GB",
        status: "in_transit",
        shippedAt: "2025-03-02T09:00:00.000Z",
        deliveredAt: null,
        items: [{ lineNo: 2, title: "Year 5 Workbook", quantity: 2 }],
      },
    ],
    ...overrides,
  };
}
