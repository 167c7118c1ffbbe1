import type { examCalls } from "../../schemas/api/calls/exams.js";
import { admitCard, examList, examScore, registerExam } from "../exams/exams.js";
import type { Handlers } from "../service/context.js";

export const examHandlers: Handlers<keyof typeof examCalls> = {
  queryExamList: (_data, ctx) => examList(ctx),
  registerExam: (request, ctx) => registerExam(ctx, request),
  queryAdmitCard: ({ registrationId }, ctx) => admitCard(ctx, registrationId),
  queryExamScore: (request, ctx) => examScore(ctx, request),
};
