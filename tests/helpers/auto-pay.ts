import type { ApiClient, CallContext } from "../../api/client.js";
import type { autoPayCalls, TestCard } from "../../schemas/api/calls/auto-pay.js";
import type { serviceDeskAutoPayCalls } from "../../schemas/api/calls/service-desk-auto-pay.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

/**
 * A us class with seats to spare: ten weekly lessons from ten days after seeding at $199, so three stages of four,
 * four and two lessons ($79.60, $79.60, $39.80), the first paid at checkout.
 */
export const AUTO_PAY_CLASS = "us-amc10-prep-big-sku";

/** The class bought by instalments with auto pay for the family's student, paid on the test gateway with `card`. */
export async function autoPayOrder(family: Family, card: TestCard = "4242") {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: AUTO_PAY_CLASS }, paymentMethod: 1, debitMethod: 1 }, family.call);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay", card }, family.call);
  return orderId;
}

/** The token of the test gateway's authorisation page that authorizeAutoPay sent the payer to. */
export function authorizationTokenOf(redirectUrl: string): string {
  const token = /^\/pay\/test\/authorize\/([^?]+)\?/.exec(redirectUrl)?.[1];
  if (!token) throw new Error(`not the test gateway's authorisation page: ${redirectUrl}`);
  return token;
}

type Calls = typeof autoPayCalls & typeof serviceDeskAutoPayCalls;
type Cases<N extends keyof Calls> = {
  valid: RequestOf<N> | ((running: unknown, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const orderCase = {
  valid: async (_running: unknown, family: Family) => ({ orderId: await autoPayOrder(family) }),
  wrongType: { orderId: 20261127 },
  missing: { data: {}, field: "data.orderId" },
};

/** The cases of tests/integration/calls.test.ts for the auto-pay calls (decision 0025). */
export const autoPayCallCases: { [N in keyof Calls]: Cases<N> } = {
  queryAutoPayOrders: { valid: {}, wrongType: "x", missing: { data: undefined, field: "data" } },
  queryAutoPayStatus: orderCase,
  authorizeAutoPay: orderCase,
  changePaymentCard: { ...orderCase, wrongType: { orderId: "1", returnTo: "home" } },
  applyAutoPayClosure: {
    valid: async (_running, family) => ({ orderId: await autoPayOrder(family), reason: "We pay by bank transfer now." }),
    wrongType: { orderId: "1", reason: 42 },
    missing: { data: { orderId: "1" }, field: "data.reason" },
  },
  queryAutoPayRecords: orderCase,
  queryPayHistory: orderCase,
  queryTestAuthorization: {
    valid: async (_running, family) => {
      const { redirectUrl } = await family.api.call("authorizeAutoPay", { orderId: await autoPayOrder(family) }, family.call);
      return { token: authorizationTokenOf(redirectUrl) };
    },
    wrongType: { token: "a b" },
    missing: { data: {}, field: "data.token" },
  },
  actTestAuthorization: {
    valid: async (_running, family) => {
      const { redirectUrl } = await family.api.call("changePaymentCard", { orderId: await autoPayOrder(family) }, family.call);
      return { token: authorizationTokenOf(redirectUrl), action: "authorize", card: "0341" };
    },
    wrongType: { token: "x", action: "pay" },
    missing: { data: { token: "x" }, field: "data.action" },
  },
  serviceListAutoPayClosures: { valid: {}, wrongType: { status: "open" }, missing: { data: undefined, field: "data" } },
  serviceDecideAutoPayClosure: {
    valid: async (_running, family, staff) => {
      const orderId = await autoPayOrder(family);
      await family.api.call("applyAutoPayClosure", { orderId, reason: "Moving abroad." }, family.call);
      const [closure] = (await staff.api.call("serviceListAutoPayClosures", { orderId }, staff.call)).list;
      return { closureId: closure!.closureId, approve: false, note: "Auto pay stays on until the course ends." };
    },
    wrongType: { closureId: "1", approve: true },
    missing: { data: { closureId: 1 }, field: "data.approve" },
  },
};
