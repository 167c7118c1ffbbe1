import type { examCalls } from "../../schemas/api/calls/exams.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { newStudent, type signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** The us site's online qualifier still to come (grades 3 to 8, free), and a recorded score of last autumn's. */
export const US_EXAM = "us-math-olympiad-qualifier-2027";
export const US_RECORDED_SCORE = { candidateNumber: "YMO260001", score: 37, maxScore: 40 } as const;

/** The admit card of the family's student (details completed first) for an exam. */
export async function registered(family: Family, examId: string = US_EXAM, student: { gradeId: number } = newStudent) {
  await family.api.call("modifyUserInfo", { ...newStudent, ...student, uid: family.uid }, family.call);
  return family.api.call("registerExam", { examId, studentId: family.uid }, family.call);
}

type Cases<N extends keyof typeof examCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

/** The cases of tests/integration/calls.test.ts for the exam calls. */
export const examCallCases: { [N in keyof typeof examCalls]: Cases<N> } = {
  queryExamList: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  registerExam: {
    valid: async (_running, family) => {
      await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
      return { examId: US_EXAM, studentId: family.uid };
    },
    wrongType: { examId: 7, studentId: "00000000-0000-4000-8000-000000000000" },
    missing: { data: { examId: US_EXAM }, field: "data.studentId" },
  },
  queryAdmitCard: {
    valid: async (_running, family) => ({ registrationId: (await registered(family)).registrationId }),
    wrongType: { registrationId: 1 },
    missing: { data: {}, field: "data.registrationId" },
  },
  queryExamScore: {
    valid: { candidateNumber: US_RECORDED_SCORE.candidateNumber, agreed: true },
    wrongType: { candidateNumber: US_RECORDED_SCORE.candidateNumber, agreed: "yes" },
    missing: { data: { agreed: true }, field: "data.candidateNumber" },
  },
};
