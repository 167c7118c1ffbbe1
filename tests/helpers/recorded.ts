import type { recordedCalls } from "../../schemas/api/calls/recorded.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { signIn } from "./accounts.js";
import { paidOrder, RECORDED } from "./refunds.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** A us recorded course watchable for 180 days from payment. */
export const RECORDED_180_DAYS = "us-geometry-video";

/** The cases of tests/integration/calls.test.ts for the recorded-course calls: the family has bought the course. */
type Cases<N extends keyof typeof recordedCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const recordedCallCases: { [N in keyof typeof recordedCalls]: Cases<N> } = {
  queryRecordedCourse: {
    valid: async (_running, family) => {
      await paidOrder(family);
      return { skuId: RECORDED };
    },
    wrongType: { skuId: 7 },
    missing: { data: {}, field: "data.skuId" },
  },
  recordLessonWatch: {
    valid: async (_running, family) => {
      await paidOrder(family);
      return { skuId: RECORDED, lessonNumber: 1, positionSeconds: 12.5 };
    },
    wrongType: { skuId: RECORDED, lessonNumber: "1", positionSeconds: 12 },
    missing: { data: { skuId: RECORDED, lessonNumber: 1 }, field: "data.positionSeconds" },
  },
};
