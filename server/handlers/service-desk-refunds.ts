import type { serviceDeskRefundCalls } from "../../schemas/api/calls/service-desk-refunds.js";
import type { Handlers } from "../service/context.js";
import { approveRefund, rejectRefund } from "../refunds/refund-decisions.js";
import { listRefunds, serviceRefund } from "../refunds/service-refunds.js";
import { admin } from "./admin.js";

export const serviceDeskRefundHandlers: Handlers<keyof typeof serviceDeskRefundCalls> = {
  serviceListRefunds: (filter, ctx) => listRefunds(ctx.db, ctx.sites, filter, ctx.language()),
  serviceApproveRefund: async ({ refundId, note }, ctx) => {
    await approveRefund(ctx.db, ctx.payments, admin(ctx).staff, refundId, note, ctx.now);
    return serviceRefund(ctx.db, ctx.sites, refundId, ctx.language());
  },
  serviceRejectRefund: async ({ refundId, note }, ctx) => {
    await rejectRefund(ctx.db, admin(ctx).staff, refundId, note, ctx.now);
    return serviceRefund(ctx.db, ctx.sites, refundId, ctx.language());
  },
};
