import { randomBytes } from "node:crypto";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { AUTO_PAY_NOTICE_PATHS, type AutoPayNoticeScreen } from "../../schemas/api/calls/auto-pay.js";
import { signedInFamilyId } from "../accounts/accounts.js";
import type { HandlerContext } from "../service/context.js";
import { assertOpen, familyMandate } from "./mandates.js";

/**
 * Starts authorising a card for the family's auto-pay order at the gateway new payments go through (authorizeAutoPay
 * after 611, changePaymentCard): answers where the payer goes. Nothing changes here: the mandate takes the card
 * only on the gateway's signed confirmation (applyAuthorization). Asked outside any transaction, as a gateway
 * elsewhere may be slow; 612 when the gateway cannot keep cards.
 */
export async function startAuthorization(ctx: HandlerContext, orderId: string, returnTo: AutoPayNoticeScreen): Promise<{ redirectUrl: string }> {
  const { order, mandate } = await familyMandate(ctx.db, signedInFamilyId(ctx), orderId);
  assertOpen(order, mandate, ctx.say("autoPayClosed"));
  const gateway = ctx.payments.primary;
  if (!gateway.authorize) throw new ApiError(ErrorCode.AUTO_DEDUCTION_UNSUPPORTED);
  const noticePath = AUTO_PAY_NOTICE_PATHS[returnTo];
  return gateway.authorize({
    id: randomBytes(18).toString("base64url"),
    orderId,
    currency: order.currency,
    // The card it keeps already, when it is this gateway's: a new one joins the same customer.
    card: mandate.gateway === gateway.name ? mandate.gatewayRef : null,
    noticeUrl: gateway.remote ? ctx.payments.siteUrl(order.locale, noticePath) : noticePath,
  });
}
