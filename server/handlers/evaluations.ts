import type { evaluationCalls } from "../../schemas/api/calls/evaluations.js";
import { evaluationGoto, levelTest, saveLevelTestAnswer, startLevelTest, submitLevelTest } from "../placement/level-tests/attempts.js";
import { redeemEvaluationCode } from "../placement/level-tests/redeem.js";
import { evaluationReport, recommendedClasses, testResults } from "../placement/level-tests/reports.js";
import { evaluationSubjects } from "../placement/level-tests/tests.js";
import { bindWecomContact, recordWecomLink } from "../placement/level-tests/wecom.js";
import type { Handlers } from "../service/context.js";

export const evaluationHandlers: Handlers<keyof typeof evaluationCalls> = {
  queryEvaluationSubjects: async (_data, ctx) => ({ list: await evaluationSubjects(ctx) }),
  evaluationGoto: (request, ctx) => evaluationGoto(ctx, request),
  queryLevelTest: ({ utoken }, ctx) => levelTest(ctx, utoken),
  startLevelTest: ({ utoken }, ctx) => startLevelTest(ctx, utoken),
  saveLevelTestAnswer: (request, ctx) => saveLevelTestAnswer(ctx, request),
  submitLevelTest: ({ attemptId }, ctx) => submitLevelTest(ctx, attemptId),
  queryEvaluationReport: ({ reportId }, ctx) => evaluationReport(ctx, reportId),
  queryRecommendedClasses: (request, ctx) => recommendedClasses(ctx, request),
  queryTestResults: (_data, ctx) => testResults(ctx),
  applyEvaluationRedeem: (request, ctx) => redeemEvaluationCode(ctx, request),
  recordQwLink: (request, ctx) => recordWecomLink(ctx, request),
  bindWx: (request, ctx) => bindWecomContact(ctx, request),
};
