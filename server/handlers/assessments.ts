import type { assessmentCalls, serviceDeskAssessmentCalls } from "../../schemas/api/calls/assessments.js";
import { assessmentOptions, assessmentSlots, bookAssessment, cancelAssessment, myAssessments, serviceAssessments } from "../placement/assessments.js";
import type { Handlers } from "../service/context.js";

export const assessmentHandlers: Handlers<keyof typeof assessmentCalls | keyof typeof serviceDeskAssessmentCalls> = {
  queryAssessmentOptions: async (_data, ctx) => assessmentOptions(ctx),
  queryAssessmentSlots: (request, ctx) => assessmentSlots(ctx, request),
  bookAssessment: (request, ctx) => bookAssessment(ctx, request),
  queryMyAssessments: (_data, ctx) => myAssessments(ctx),
  cancelAssessment: ({ bookingId }, ctx) => cancelAssessment(ctx, bookingId),
  serviceListAssessments: (request, ctx) => serviceAssessments(ctx.db, ctx.sites, request, ctx.now),
};
