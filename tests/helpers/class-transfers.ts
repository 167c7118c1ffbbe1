import type { ApiClient, CallContext } from "../../api/client.js";
import type { classTransferCalls } from "../../schemas/api/calls/class-transfers.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent } from "./accounts.js";
import { enrolIn } from "./learning.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

/** Two us classes of one course: a large online class with seats for every test, and a small group that is full. */
const BIG_CLASS = { skuId: "us-amc10-prep-big-sku", classId: "us-amc10-prep-big" } as const;
const FULL_CLASS = { classId: "us-amc10-prep-small-group" } as const;

/** The family's student, details completed, with a place in the large class (a transfer to the full one is refused). */
export async function placeInBigClass(family: Family) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  await enrolIn(family, BIG_CLASS.skuId);
  return { classId: BIG_CLASS.classId, toClassId: FULL_CLASS.classId, studentId: family.uid };
}

type Cases<N extends keyof typeof classTransferCalls> = {
  valid: RequestOf<N> | ((running: unknown, family: Family) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

/** The cases of tests/integration/calls.test.ts for the class transfer calls (decision 0029). */
export const classTransferCallCases: { [N in keyof typeof classTransferCalls]: Cases<N> } = {
  queryTransferClasses: {
    valid: async (_running, family) => {
      await placeInBigClass(family);
      return {};
    },
    wrongType: { studentId: 7 },
    missing: { data: undefined, field: "data" },
  },
  queryTransferOptions: {
    valid: async (_running, family) => {
      const { classId, studentId } = await placeInBigClass(family);
      return { classId, studentId };
    },
    wrongType: { classId: ["x"] },
    missing: { data: {}, field: "data.classId" },
  },
  queryTimeConflict: {
    valid: async (_running, family) => placeInBigClass(family),
    wrongType: { classId: BIG_CLASS.classId, toClassId: 4 },
    missing: { data: { classId: BIG_CLASS.classId }, field: "data.toClassId" },
  },
  queryTransferDifference: {
    valid: async (_running, family) => placeInBigClass(family),
    wrongType: { classId: "../x", toClassId: FULL_CLASS.classId },
    missing: { data: { toClassId: FULL_CLASS.classId }, field: "data.classId" },
  },
  applyClassTransfer: {
    valid: async (_running, family) => ({ ...(await placeInBigClass(family)), reason: "The Saturday class suits us better." }),
    wrongType: { classId: BIG_CLASS.classId, toClassId: FULL_CLASS.classId, reason: 12 },
    missing: { data: { classId: BIG_CLASS.classId, toClassId: FULL_CLASS.classId }, field: "data.reason" },
  },
};
