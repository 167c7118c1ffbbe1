import type { ApiClient, CallContext } from "../../api/client.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { unpaidCalls } from "../../schemas/api/calls/unpaid.js";
import { FROM_UNPAID_LIST } from "../../rules/catalogue/product-paths.js";
import { newStudent } from "./accounts.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

/** A us class of 12 weekly lessons starting in 9 days: three stages of four lessons (site us), $540. */
export const INSTALMENT_CLASS = "us-amc8-prep-online-sku";

/** Pays an order on the test gateway, as its page's Pay button does. */
export async function payOnTestGateway(family: Family, orderId: string) {
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  return paymentId;
}

/** The class bought by instalments for the family's student (details completed first) and its first stage paid at checkout. */
export async function paidInstalmentOrder(family: Family, { studentId = family.uid, debitMethod = 0 as 0 | 1 } = {}) {
  if (studentId === family.uid) await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  const { orderId } = await family.api.call(
    "createOrder",
    // Without its optional workbook: nothing to ship.
    { studentId, source: { kind: "product", skuId: INSTALMENT_CLASS, attachmentSkuIds: [] }, paymentMethod: 1, debitMethod },
    family.call,
  );
  await payOnTestGateway(family, orderId);
  return orderId;
}

/** createOrder as the unpaid list's 'Pay now' asks it: the class's next stages for the student. */
export function stageOrderRequest(studentId: string, skuId = INSTALMENT_CLASS): RequestOf<"createOrder"> {
  return { studentId, source: { kind: "product", skuId, attachmentSkuIds: [] }, createWay: 2, fromPage: FROM_UNPAID_LIST };
}

type Cases<N extends keyof typeof unpaidCalls> = {
  valid: RequestOf<N> | ((running: unknown, family: Family) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

/** The cases of tests/integration/calls.test.ts for the unpaid-course calls. */
export const unpaidCallCases: { [N in keyof typeof unpaidCalls]: Cases<N> } = {
  getUnpaidInfo: { valid: {}, wrongType: "x", missing: { data: undefined, field: "data" } },
  toBePaidCheck: {
    valid: async (_running, family) => {
      await paidInstalmentOrder(family);
      return { skuId: INSTALMENT_CLASS, studentId: family.uid };
    },
    wrongType: { skuId: "../x" },
    missing: { data: { studentId: "x" }, field: "data.skuId" },
  },
  queryUnpaidCourses: {
    valid: async (_running, family) => {
      await paidInstalmentOrder(family);
      return {};
    },
    wrongType: { studentId: 7 },
    missing: { data: undefined, field: "data" },
  },
};
