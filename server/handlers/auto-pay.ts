import { ApiError, ErrorCode } from "../../api/errors.js";
import type { autoPayCalls } from "../../schemas/api/calls/auto-pay.js";
import { signedInFamilyId } from "../accounts/accounts.js";
import { startAuthorization } from "../auto-pay/authorization.js";
import { requestClosure } from "../auto-pay/closures.js";
import { autoPayRecords, autoPayStatuses, payHistory } from "../auto-pay/status.js";
import { actOnTestAuthorization, testAuthorization } from "../auto-pay/test-authorization.js";
import type { HandlerContext, Handlers } from "../service/context.js";

/** What the status of an auto-pay order is read with: the gateways (which can debit), the sites (tax) and the titles' language. */
const statusDeps = (ctx: HandlerContext) => ({ payments: ctx.payments, sites: ctx.sites, titles: { language: ctx.language(), fallback: ctx.site().defaultLanguage } });

export const autoPayHandlers: Handlers<keyof typeof autoPayCalls> = {
  queryAutoPayOrders: async (_request, ctx) => ({ list: await autoPayStatuses(ctx.db, statusDeps(ctx), signedInFamilyId(ctx)) }),
  async queryAutoPayStatus({ orderId }, ctx) {
    const [status] = await autoPayStatuses(ctx.db, statusDeps(ctx), signedInFamilyId(ctx), orderId);
    // Another family's order and one without auto-pay alike.
    if (!status) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
    return status;
  },
  authorizeAutoPay: ({ orderId, returnTo }, ctx) => startAuthorization(ctx, orderId, returnTo),
  changePaymentCard: ({ orderId, returnTo }, ctx) => startAuthorization(ctx, orderId, returnTo),
  applyAutoPayClosure: ({ orderId, reason }, ctx) => requestClosure(ctx.db, signedInFamilyId(ctx), orderId, reason, ctx.say("autoPayClosed"), ctx.now),
  queryAutoPayRecords: async ({ orderId }, ctx) => ({ list: await autoPayRecords(ctx.db, signedInFamilyId(ctx), orderId) }),
  queryPayHistory: async ({ orderId }, ctx) => ({ list: await payHistory(ctx.db, signedInFamilyId(ctx), orderId) }),
  async queryTestAuthorization({ token }, ctx) {
    const { orderId, expiresAt } = await testAuthorization(ctx, token);
    return { orderId, expiresAt: expiresAt.toISOString() };
  },
  actTestAuthorization: async ({ token, action, card }, ctx) => ({ status: await actOnTestAuthorization(ctx, token, action, card) }),
};
