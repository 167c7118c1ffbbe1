import type { ApiClient, CallContext } from "../../api/client.js";
import type { rescheduleCalls } from "../../schemas/api/calls/reschedules.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent } from "./accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "./learning.js";
import type { TestService } from "./test-service.js";

/** A signed-in family as the helpers of tests/helpers/accounts.ts make it. */
interface Family {
  uid: string;
  api: ApiClient;
  call: CallContext;
}

type ClassRef = { classId: string };

/** A reschedule of the family's student's lesson `lessonNumber` (online by default) into the same lesson of the other class (Los Altos). */
export const rescheduleRequest = (lessonNumber: number, from: ClassRef = GRADE4_ONLINE, to: ClassRef = GRADE4_LOS_ALTOS) =>
  ({ classId: from.classId, lessonNumber, toClassId: to.classId, reason: "We are away on the usual day." }) satisfies RequestOf<"applyLessonReschedule">;

/** The family's student, details completed, with a place in the online Grade 4 class. */
async function enrolledOnline(family: Family) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  await enrolIn(family, GRADE4_ONLINE.skuId);
}

/** The cases of tests/integration/calls.test.ts for the reschedule calls (issue 17). */
type Cases<N extends keyof typeof rescheduleCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const rescheduleCallCases: { [N in keyof typeof rescheduleCalls]: Cases<N> } = {
  queryRescheduleClasses: {
    valid: async (_running, family) => {
      await enrolledOnline(family);
      return { studentId: family.uid };
    },
    wrongType: { studentId: 42 },
    missing: { data: undefined, field: "data" },
  },
  queryRescheduleOptions: {
    valid: async (_running, family) => {
      await enrolledOnline(family);
      return { classId: GRADE4_ONLINE.classId, lessonNumber: 2 };
    },
    wrongType: { classId: GRADE4_ONLINE.classId, lessonNumber: "2" },
    missing: { data: { lessonNumber: 2 }, field: "data.classId" },
  },
  applyLessonReschedule: {
    valid: async (_running, family) => {
      await enrolledOnline(family);
      return rescheduleRequest(12);
    },
    wrongType: { ...rescheduleRequest(12), toClassId: 7 },
    missing: { data: { ...rescheduleRequest(12), reason: undefined }, field: "data.reason" },
  },
  queryTransferApplications: {
    valid: { status: "passed", page: 1 },
    wrongType: { status: "passed", page: "1" },
    missing: { data: undefined, field: "data" },
  },
};
