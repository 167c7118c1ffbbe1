import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { recordedAccess, type RecordedAccess } from "../../../rules/learning/recorded-courses.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { signedInFamilyId } from "../../accounts/accounts.js";
import { siteSku } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";

/** What the family has not bought, or a lesson the course does not have: as if it did not exist. */
export const recordedNotFound = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");

/** Orders whose purchases the family still has: paid, or paid with a refund asked for and not given yet. */
const OWNING_STATUSES = [ORDER_STATUS.paid, ORDER_STATUS.refundInProgress];

export interface OwnedRecordedCourse {
  sku: typeof t.skus.$inferSelect;
  /** When the family paid for it, each purchase. */
  paidAts: Date[];
  access: RecordedAccess;
}

/**
 * A recorded course of the site that the signed-in family bought, with how long it may be watched. Anything else,
 * a course never bought or refunded, another site's or another kind of product, answers 4003.
 */
export async function ownedRecordedCourse(ctx: HandlerContext, skuId: string): Promise<OwnedRecordedCourse> {
  const familyId = signedInFamilyId(ctx);
  const { sku } = await siteSku(ctx, skuId);
  if (sku.kind !== "recorded") throw recordedNotFound();
  const purchases = await ctx.db
    .select({ paidAt: t.orders.paidAt })
    .from(t.orders)
    .innerJoin(t.orderItems, eq(t.orderItems.orderId, t.orders.id))
    .where(and(eq(t.orders.familyId, familyId), eq(t.orderItems.skuId, skuId), inArray(t.orders.status, OWNING_STATUSES), isNotNull(t.orders.paidAt)));
  const paidAts = purchases.map((purchase) => purchase.paidAt!);
  const access = recordedAccess(paidAts, sku.validDays, ctx.site().timezone, ctx.now);
  if (!access) throw recordedNotFound();
  return { sku, paidAts, access };
}

/** The signed-in student (the call's auth makes sure there is one). */
export function signedInStudentId(ctx: HandlerContext): string {
  const uid = ctx.session?.uid;
  if (!uid) throw new ApiError(ErrorCode.SESSION_INVALID);
  return uid;
}
