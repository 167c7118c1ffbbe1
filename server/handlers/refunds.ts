import type { refundCalls } from "../../schemas/api/calls/refunds.js";
import type { Handlers } from "../service/context.js";
import { refundReasons } from "../refunds/reasons.js";
import { applyRefund, refundDetail, refundPreview, sendRefundCode } from "../refunds/refund-requests.js";

export const refundHandlers: Handlers<keyof typeof refundCalls> = {
  queryRefundReasons: async (_data, ctx) => ({ list: refundReasons(ctx.language()) }),
  queryRefundPreview: ({ orderId }, ctx) => refundPreview(ctx, orderId),
  sendRefundCode: ({ orderId }, ctx) => sendRefundCode(ctx, orderId),
  applyRefund: (request, ctx) => applyRefund(ctx, request),
  queryRefundDetail: (by, ctx) => refundDetail(ctx, by),
};
