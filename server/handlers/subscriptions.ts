import type { serviceDeskSubscriptionCalls, subscriptionCalls } from "../../schemas/api/calls/subscriptions.js";
import { cancel, cancelReasons, coursePlans, payBill, subscriptionDetail, subscriptionHistory, subscriptionList } from "../learning/subscriptions/family-subscriptions.js";
import { serviceCancellations } from "../learning/subscriptions/service-cancellations.js";
import type { Handlers } from "../service/context.js";

export const subscriptionHandlers: Handlers<keyof typeof subscriptionCalls | keyof typeof serviceDeskSubscriptionCalls> = {
  querySubscriptionPlans: ({ courseId }, ctx) => coursePlans(ctx, courseId),
  querySubscriptionList: (request, ctx) => subscriptionList(ctx, request),
  querySubscriptionDetail: ({ subscriptionId }, ctx) => subscriptionDetail(ctx, subscriptionId),
  querySubscriptionHistory: ({ subscriptionId }, ctx) => subscriptionHistory(ctx, subscriptionId),
  paySubscription: ({ subscriptionId }, ctx) => payBill(ctx, subscriptionId),
  querySubscriptionCancelReasons: async (_data, ctx) => ({ list: cancelReasons(ctx.language()) }),
  cancelSubscription: (request, ctx) => cancel(ctx, request),
  serviceListCancellations: (request, ctx) => serviceCancellations({ db: ctx.db, sites: ctx.sites, language: ctx.language() }, request),
};
