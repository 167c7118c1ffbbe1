import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { AutoPayNoticeStatus, TestCard } from "../../schemas/api/calls/auto-pay.js";
import * as t from "../db/schema.js";
import { authorizationEventId, type TestAuthorization } from "../payments/test-auto-pay.js";
import type { HandlerContext } from "../service/context.js";

/**
 * The test gateway's authorisation page (decision 0025), addressed by its signed link: a token that is none is 'The
 * payment link is empty', one past its time or already used to authorise 'The link has expired…' (SPEC §8).
 */
export async function testAuthorization(ctx: Pick<HandlerContext, "db" | "payments" | "now">, token: string): Promise<TestAuthorization> {
  const authorization = ctx.payments.test.readAuthorization(token, ctx.now.getTime());
  if (authorization === null) throw new ApiError(ErrorCode.PAYMENT_LINK_EMPTY);
  if (authorization === "expired") throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
  const [used] = await ctx.db
    .select({ id: t.paymentEvents.eventId })
    .from(t.paymentEvents)
    .where(and(eq(t.paymentEvents.gateway, "test"), eq(t.paymentEvents.eventId, authorizationEventId(authorization.id))));
  if (used) throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
  return authorization;
}

/**
 * The payer's choice on that page. Authorising sends the gateway's signed confirmation through the same check as a
 * delivery over HTTP (the mandate takes the card there); declining or leaving changes nothing. Answers the notice.
 */
export async function actOnTestAuthorization(ctx: Pick<HandlerContext, "db" | "payments" | "now">, token: string, action: "authorize" | "decline" | "abandon", card: TestCard): Promise<AutoPayNoticeStatus> {
  const authorization = await testAuthorization(ctx, token);
  if (action === "abandon") return "cancelled";
  if (action === "decline") return "failed";
  const delivery = ctx.payments.test.signedAuthorization(authorization, card, ctx.now.getTime());
  // The confirmation's id is the authorisation's: a second one, sent at the same time, is a duplicate.
  if ((await ctx.payments.receive("test", delivery.body, delivery.headers, ctx.now)).outcome === "duplicate") throw new ApiError(ErrorCode.PAYMENT_LINK_EXPIRED);
  return "success";
}
