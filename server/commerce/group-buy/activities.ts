import { and, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode, GROUP_REFUSAL_CODES } from "../../../api/errors.js";
import { groupBuyRefusal } from "../../../rules/commerce/group-buy.js";
import { familyHasPaid } from "../../catalogue/sign-up-check.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";

export type GroupBuyActivity = typeof t.groupBuyActivities.$inferSelect;
export type BuyGroup = typeof t.buyGroups.$inferSelect;

/** An activity of the site; 4003 for none, or another site's. */
export async function siteActivity(ctx: Pick<HandlerContext, "db" | "site">, activityId: number): Promise<GroupBuyActivity> {
  const [activity] = await ctx.db
    .select()
    .from(t.groupBuyActivities)
    .where(and(eq(t.groupBuyActivities.id, activityId), eq(t.groupBuyActivities.locale, ctx.site().locale)));
  if (!activity) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return activity;
}

/** A group of the activity, or undefined when the id names none of it; `lock` takes its row for the transaction. */
export async function groupOf(db: Database, activityId: number, groupId: string, lock = false): Promise<BuyGroup | undefined> {
  const query = db
    .select()
    .from(t.buyGroups)
    .where(and(eq(t.buyGroups.id, groupId), eq(t.buyGroups.activityId, activityId)));
  const [group] = lock ? await query.for("update") : await query;
  return group;
}

/** Whether the family holds or has paid a place in a group of the activity. */
export async function inActivity(db: Database, activityId: number, familyId: string): Promise<boolean> {
  const [place] = await db
    .select({ orderId: t.buyGroupMembers.orderId })
    .from(t.buyGroupMembers)
    .where(and(eq(t.buyGroupMembers.activityId, activityId), eq(t.buyGroupMembers.familyId, familyId), inArray(t.buyGroupMembers.state, ["holding", "paid"])))
    .limit(1);
  return place !== undefined;
}

/**
 * SPEC §4 group-buy check for a family: the code that refuses it launching (no group) or joining the group, or null.
 * Each fact is read one after another: the order's transaction reads them on one connection.
 */
export async function groupBuyCheck(db: Database, activity: GroupBuyActivity, familyId: string, group: BuyGroup | undefined | null, now: Date) {
  const hasBought = await familyHasPaid(db, familyId);
  const participating = await inActivity(db, activity.id, familyId);
  const refusal = groupBuyRefusal({ now, activity, family: { hasBought, inActivity: participating }, group });
  return refusal && GROUP_REFUSAL_CODES[refusal];
}

/** Where the check sends a family: the checkout of the activity's class with create way 4 (SPEC §4 order create ways). */
export function groupOrderPath(activity: Pick<GroupBuyActivity, "id" | "activityType" | "skuId">, groupId?: string): string {
  const query = new URLSearchParams({ createWay: "4", activityId: String(activity.id), activityType: String(activity.activityType) });
  if (groupId) query.set("groupId", groupId);
  return `/order/create/${encodeURIComponent(activity.skuId)}?${query}`;
}
