import type { evaluationCalls } from "../../schemas/api/calls/evaluations.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** us Grade 4, which the middle-primary math test places. */
export const US_GRADE_4 = 105;

/** A utoken opening the test of the grade for the family's student. */
export async function examTicket(family: Family, gradeId = US_GRADE_4, studentId = family.uid): Promise<string> {
  return (await family.api.call("evaluationGoto", { studentId, gradeId }, family.call)).utoken;
}

/** An attempt under way for the family's student. */
export async function startedAttempt(family: Family, gradeId = US_GRADE_4, studentId = family.uid) {
  const view = await family.api.call("startLevelTest", { utoken: await examTicket(family, gradeId, studentId) }, family.call);
  return view.attempt!;
}

/** A report of the family's student: an attempt answered with `choices` (by question) and handed in. */
export async function handedInReport(family: Family, choices: readonly (number | null)[] = [], gradeId = US_GRADE_4, studentId = family.uid): Promise<string> {
  const attempt = await startedAttempt(family, gradeId, studentId);
  for (const [question, choice] of choices.entries()) {
    if (choice !== null) await family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question, choice }, family.call);
  }
  return (await family.api.call("submitLevelTest", { attemptId: attempt.attemptId }, family.call)).reportId;
}

const anyUuid = "00000000-0000-4000-8000-000000000000";

type Cases<N extends keyof typeof evaluationCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

/** The cases of tests/integration/calls.test.ts for the evaluation calls. */
export const evaluationCallCases: { [N in keyof typeof evaluationCalls]: Cases<N> } = {
  queryEvaluationSubjects: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  evaluationGoto: {
    valid: async (_running, family) => ({ studentId: family.uid, gradeId: US_GRADE_4 }),
    wrongType: { studentId: anyUuid, gradeId: "four" },
    missing: { data: { gradeId: US_GRADE_4 }, field: "data.studentId" },
  },
  queryLevelTest: { valid: async (_running, family) => ({ utoken: await examTicket(family) }), wrongType: { utoken: 7 }, missing: { data: {}, field: "data.utoken" } },
  startLevelTest: { valid: async (_running, family) => ({ utoken: await examTicket(family) }), wrongType: { utoken: [] }, missing: { data: {}, field: "data.utoken" } },
  saveLevelTestAnswer: {
    valid: async (_running, family) => ({ attemptId: (await startedAttempt(family)).attemptId, question: 0, choice: 1 }),
    wrongType: { attemptId: anyUuid, question: "first", choice: 1 },
    missing: { data: { attemptId: anyUuid, choice: 1 }, field: "data.question" },
  },
  submitLevelTest: {
    valid: async (_running, family) => ({ attemptId: (await startedAttempt(family)).attemptId }),
    wrongType: { attemptId: 3 },
    missing: { data: {}, field: "data.attemptId" },
  },
  queryEvaluationReport: { valid: async (_running, family) => ({ reportId: await handedInReport(family) }), wrongType: { reportId: 3 }, missing: { data: {}, field: "data.reportId" } },
  queryRecommendedClasses: {
    valid: async (_running, family) => ({ reportId: await handedInReport(family) }),
    wrongType: { reportId: 3 },
    missing: { data: {}, field: "data.reportId" },
  },
  queryTestResults: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  applyEvaluationRedeem: {
    valid: async (_running, family) => ({ code: "USFALL26", uid: family.uid }),
    wrongType: { code: 12, uid: anyUuid },
    missing: { data: { uid: anyUuid }, field: "data.code" },
  },
  recordQwLink: { valid: { externalUserId: "wm-calls-test", sourceId: "7", corpId: "ww-corp" }, wrongType: { externalUserId: 9 }, missing: { data: {}, field: "data.externalUserId" } },
  bindWx: {
    valid: async (_running, family) => {
      await family.api.call("recordQwLink", { externalUserId: "wm-calls-bind", sourceId: "7", corpId: "ww-corp" }, family.call);
      return { externalUserId: "wm-calls-bind", studentId: family.uid, fromType: 2, sourceId: "7" };
    },
    wrongType: { externalUserId: "wm", studentId: anyUuid, fromType: 3 },
    missing: { data: { studentId: anyUuid, fromType: 2 }, field: "data.externalUserId" },
  },
};
