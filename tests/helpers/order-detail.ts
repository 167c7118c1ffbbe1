import type { ApiClient, CallContext } from "../../api/client.js";
import type { orderDetailCalls } from "../../schemas/api/calls/order-detail.js";
import type { serviceDeskDeliveryCalls } from "../../schemas/api/calls/service-desk-delivery.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent, usAddress } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

export const WORKBOOK = "us-amc8-workbook";
export const otherUsAddress = { ...usAddress, name: "Bo Parent", address1: "500 Market St", city: "San Francisco", state: "CA" } as const;

/**
 * A paid us order of two workbooks sent to a new address of the family's student, bought through the API as the
 * checkout and the test gateway's page do; with a second address in the book to send it to instead.
 */
export async function paidGoodsOrder(family: Family) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  const { id: addressId } = await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call);
  const { id: otherAddressId } = await family.api.call("addAddress", { ...otherUsAddress, uid: family.uid }, family.call);
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: WORKBOOK, quantity: 2 }, addressId }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  return { orderId, addressId, otherAddressId };
}

/** The cases of tests/integration/calls.test.ts for the calls of an order after the purchase (issue 16). */
type Cases<N extends keyof typeof orderDetailCalls | keyof typeof serviceDeskDeliveryCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const orderDetailCallCases: { [N in keyof typeof orderDetailCalls | keyof typeof serviceDeskDeliveryCalls]: Cases<N> } = {
  queryOrderDetail: {
    valid: async (_running, family) => ({ orderId: (await paidGoodsOrder(family)).orderId }),
    wrongType: { orderId: 20260105 },
    missing: { data: {}, field: "data.orderId" },
  },
  querySubOrderDetail: {
    valid: async (_running, family) => ({ subOrderId: `${(await paidGoodsOrder(family)).orderId}-1` }),
    wrongType: { subOrderId: "20260105123456789" },
    missing: { data: {}, field: "data.subOrderId" },
  },
  updateOrderAddress: {
    valid: async (_running, family) => {
      const { orderId, otherAddressId } = await paidGoodsOrder(family);
      return { orderId, addressId: otherAddressId };
    },
    wrongType: { orderId: "20260105123456789", addressId: "2" },
    missing: { data: { orderId: "20260105123456789" }, field: "data.addressId" },
  },
  queryLogistics: {
    valid: async (_running, family) => ({ orderId: (await paidGoodsOrder(family)).orderId }),
    wrongType: { orderId: ["20260105123456789"] },
    missing: { data: {}, field: "data.orderId" },
  },
  serviceOrderDelivery: {
    valid: async (_running, family) => ({ orderId: (await paidGoodsOrder(family)).orderId }),
    wrongType: { orderId: "ORD-1" },
    missing: { data: {}, field: "data.orderId" },
  },
  serviceChangeOrderAddress: {
    valid: async (_running, family) => ({ orderId: (await paidGoodsOrder(family)).orderId, ...otherUsAddress, address1: "1 Ferry Building" }),
    wrongType: { orderId: "20260105123456789", ...otherUsAddress, phone: 4155550123 },
    missing: { data: { orderId: "20260105123456789", ...otherUsAddress, address1: undefined }, field: "data.address1" },
  },
  serviceRecordShipment: {
    valid: async (_running, family) => ({ orderId: (await paidGoodsOrder(family)).orderId, carrier: "USPS", trackingNumber: "9400100000000000000001", lineNos: [1] }),
    wrongType: { orderId: "20260105123456789", carrier: "USPS", trackingNumber: "1", lineNos: "1" },
    missing: { data: { orderId: "20260105123456789", trackingNumber: "1", lineNos: [1] }, field: "data.carrier" },
  },
  serviceMarkDelivered: {
    valid: async (_running, family, staff) => {
      const { orderId } = await paidGoodsOrder(family);
      const { packageNo } = await staff.api.call("serviceRecordShipment", { orderId, carrier: "USPS", trackingNumber: "9400100000000000000002", lineNos: [1] }, staff.call);
      return { orderId, packageNo };
    },
    wrongType: { orderId: "20260105123456789", packageNo: "1" },
    missing: { data: { orderId: "20260105123456789" }, field: "data.packageNo" },
  },
};
