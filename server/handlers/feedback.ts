import type { feedbackCalls, serviceDeskFeedbackCalls } from "../../schemas/api/calls/feedback.js";
import type { Handlers } from "../service/context.js";
import { feedbackOptions, myFeedback, submitFeedback, uploadToken } from "../learning/feedback/family-feedback.js";
import { answerFeedback, listFeedback } from "../learning/feedback/service-feedback.js";
import { admin } from "./admin.js";

export const feedbackHandlers: Handlers<keyof typeof feedbackCalls | keyof typeof serviceDeskFeedbackCalls> = {
  queryFeedbackOptions: ({ classId }, ctx) => feedbackOptions(ctx, classId),
  createFeedbackUploadToken: async (_data, ctx) => uploadToken(ctx),
  submitFeedback: (request, ctx) => submitFeedback(ctx, request),
  queryMyFeedback: ({ classId }, ctx) => myFeedback(ctx, classId),
  serviceListFeedback: (filter, ctx) => listFeedback({ ...ctx, language: ctx.language() }, filter),
  serviceAnswerFeedback: (request, ctx) => answerFeedback({ ...ctx, language: ctx.language(), staff: admin(ctx).staff }, request),
};
