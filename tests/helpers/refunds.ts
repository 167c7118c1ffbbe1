import type { refundCalls } from "../../schemas/api/calls/refunds.js";
import type { serviceDeskRefundCalls } from "../../schemas/api/calls/service-desk-refunds.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { latestCode, newStudent, recipientOf, type signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";
import { payOnTestGateway } from "./unpaid.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** A recorded course on the us site: nothing ships, it can be watched for good, and comes back in full. */
export const RECORDED = "us-fractions-video";

/** The family's student made ready to order, and a paid order of `skuId` (the recorded course unless told). */
export async function paidOrder(family: Family, { skuId = RECORDED, couponIds = [] as string[], student = newStudent as { gradeId: number } } = {}) {
  await family.api.call("modifyUserInfo", { ...newStudent, ...student, uid: family.uid }, family.call);
  const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId }, couponIds }, family.call);
  await payOnTestGateway(family, orderId);
  return orderId;
}

/** A refund code sent to the family's own contact through sendRefundCode, read from the outbox. */
export async function refundCode(running: TestService, family: Family, orderId: string) {
  await family.api.call("sendRefundCode", { orderId }, family.call);
  return latestCode(running, recipientOf(family.login));
}

/** The applyRefund request for what the preview shows now, with a code just sent. */
export async function refundRequest(running: TestService, family: Family, orderId: string, reasonId: RequestOf<"applyRefund">["reasonId"] = 1): Promise<RequestOf<"applyRefund">> {
  const { amount } = await family.api.call("queryRefundPreview", { orderId }, family.call);
  return { orderId, reasonId, verificationCode: await refundCode(running, family, orderId), termsAgreed: true, amount };
}

/** A paid order of the family with a refund waiting for customer service. */
export async function waitingRefund(running: TestService, family: Family) {
  const orderId = await paidOrder(family);
  return family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
}

/** The cases of tests/integration/calls.test.ts for the refund calls (decision 0024). */
type Cases<N extends keyof typeof refundCalls | keyof typeof serviceDeskRefundCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const REFUND_ID = "00000000-0000-4000-8000-000000000000";

export const refundCallCases: { [N in keyof typeof refundCalls | keyof typeof serviceDeskRefundCalls]: Cases<N> } = {
  queryRefundReasons: { valid: {}, wrongType: "all", missing: { data: undefined, field: "data" } },
  queryRefundPreview: {
    valid: async (_running, family) => ({ orderId: await paidOrder(family) }),
    wrongType: { orderId: 2026 },
    missing: { data: {}, field: "data.orderId" },
  },
  sendRefundCode: {
    valid: async (_running, family) => ({ orderId: await paidOrder(family) }),
    wrongType: { orderId: ["1"] },
    missing: { data: {}, field: "data.orderId" },
  },
  applyRefund: {
    valid: async (running, family) => refundRequest(running, family, await paidOrder(family)),
    wrongType: { orderId: "1", reasonId: 1, verificationCode: "123456", termsAgreed: "yes", amount: 100 },
    missing: { data: { orderId: "1", reasonId: 1, verificationCode: "123456", amount: 100 }, field: "data.termsAgreed" },
  },
  queryRefundDetail: {
    valid: async (running, family) => ({ orderId: (await waitingRefund(running, family)).orderId }),
    wrongType: { refundId: 7 },
    missing: { data: {}, field: "data.orderId" },
  },
  serviceListRefunds: { valid: { status: "waiting" }, wrongType: { status: "open" }, missing: { data: undefined, field: "data" } },
  serviceApproveRefund: {
    valid: async (running, family) => ({ refundId: (await waitingRefund(running, family)).refundId, note: "Approved as asked." }),
    wrongType: { refundId: REFUND_ID, note: 7 },
    missing: { data: { note: "Approved" }, field: "data.refundId" },
  },
  serviceRejectRefund: {
    valid: async (running, family) => ({ refundId: (await waitingRefund(running, family)).refundId, note: "The course has been taken in full." }),
    wrongType: { refundId: 7, note: "No" },
    missing: { data: { refundId: REFUND_ID }, field: "data.note" },
  },
};
