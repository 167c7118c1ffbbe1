import { ApiError, ErrorCode } from "../../api/errors.js";
import type { serviceDeskCalls } from "../../schemas/api/calls/service-desk.js";
import { ORDER_QUERY_PROBLEMS, readOrderQuery } from "../../rules/service-desk/order-query.js";
import type { Handlers } from "../service/context.js";
import { findOrders } from "../service-desk/find-orders.js";
import { orderTimeline } from "../service-desk/order-timeline.js";
import { resendReceipt } from "../service-desk/resend-receipt.js";
import { admin } from "./admin.js";

export const serviceDeskHandlers: Handlers<keyof typeof serviceDeskCalls> = {
  serviceFindOrders: async ({ query, locale }, ctx) => {
    const reading = readOrderQuery(query);
    if (!reading.ok) throw new ApiError(ErrorCode.INVALID_INPUT, `query: ${ORDER_QUERY_PROBLEMS[reading.problem]}`);
    const found = await findOrders(ctx.db, ctx.sites, reading.criteria, locale, ctx.now);
    return { searchedBy: reading.criteria.map((criterion) => criterion.kind), ...found };
  },
  serviceOrderTimeline: ({ orderId }, ctx) => orderTimeline(ctx.db, ctx.sites, orderId, ctx.language(), ctx.now),
  serviceResendReceipt: ({ orderId }, ctx) => resendReceipt(ctx.db, admin(ctx).staff, orderId, ctx.now),
};
