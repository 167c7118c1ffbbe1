import { and, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { groupDeadline, stateAfterPayment } from "../../../rules/commerce/group-buy.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { groupBuyCheck, groupOf, type GroupBuyActivity } from "./activities.js";

/**
 * A family's place in a group follows the order that holds it (decision 0036): taken with the order, in its
 * transaction; paid with it; given up when it closes unpaid. The group's row counts its places under a CHECK, and
 * a place is taken by a conditional update of that row, so two families asking for the last place get one between them.
 */

export interface GroupPlaceRequest {
  activity: GroupBuyActivity;
  /** The group joined; none to launch one. */
  groupId?: string | undefined;
  familyId: string;
  uid: string;
  orderId: string;
  now: Date;
}

/** Takes a place for the order: a new group led by the family, or one more place in the group asked. */
export async function takeGroupPlace(db: Database, { activity, groupId, familyId, uid, orderId, now }: GroupPlaceRequest): Promise<string> {
  const group = groupId ? await groupOf(db, activity.id, groupId, true) : null;
  const refusal = await groupBuyCheck(db, activity, familyId, group, now);
  if (refusal !== null) throw new ApiError(refusal);
  let joined: string;
  if (group) {
    const [taken] = await db
      .update(t.buyGroups)
      .set({ taken: sql`${t.buyGroups.taken} + 1` })
      .where(and(eq(t.buyGroups.id, group.id), eq(t.buyGroups.state, "open"), sql`${t.buyGroups.taken} < ${t.buyGroups.seats}`))
      .returning({ id: t.buyGroups.id });
    if (!taken) throw new ApiError(ErrorCode.GROUP_FULL);
    joined = group.id;
  } else {
    const [launched] = await db
      .insert(t.buyGroups)
      .values({ activityId: activity.id, leaderFamilyId: familyId, state: "pending", seats: activity.groupSize, taken: 1, createdAt: now })
      .returning({ id: t.buyGroups.id });
    joined = launched!.id;
  }
  const [place] = await db
    .insert(t.buyGroupMembers)
    .values({ groupId: joined, activityId: activity.id, familyId, uid, orderId, role: group ? "member" : "leader", state: "holding", joinedAt: now })
    // Another order of the family took a place in this activity meanwhile (the index allows one at a time).
    .onConflictDoNothing()
    .returning({ groupId: t.buyGroupMembers.groupId });
  if (!place) throw new ApiError(ErrorCode.GROUP_ALREADY_PARTICIPATED);
  return joined;
}

/** The order's place is paid: the leader's payment opens the group (its deadline starts), the last place fills it. */
export async function settleGroupPlace(db: Database, orderId: string, now: Date): Promise<void> {
  const [place] = await db
    .update(t.buyGroupMembers)
    .set({ state: "paid" })
    .where(and(eq(t.buyGroupMembers.orderId, orderId), eq(t.buyGroupMembers.state, "holding")))
    .returning();
  if (!place) return;
  const [group] = await db
    .update(t.buyGroups)
    .set({ paid: sql`${t.buyGroups.paid} + 1` })
    .where(eq(t.buyGroups.id, place.groupId))
    .returning();
  const [activity] = await db.select({ fillHours: t.groupBuyActivities.fillHours }).from(t.groupBuyActivities).where(eq(t.groupBuyActivities.id, place.activityId));
  const state = stateAfterPayment(group!, place.role === "leader");
  await db
    .update(t.buyGroups)
    .set({
      state,
      ...(place.role === "leader" ? { deadline: groupDeadline(now, activity!.fillHours) } : {}),
      ...(state === "full" ? { closedAt: now } : {}),
    })
    .where(eq(t.buyGroups.id, place.groupId));
}

/** The order closed unpaid: its place is free again; a group whose leader never paid fails with it. */
export async function releaseGroupPlace(db: Database, orderId: string, now: Date): Promise<void> {
  const [place] = await db
    .update(t.buyGroupMembers)
    .set({ state: "left" })
    .where(and(eq(t.buyGroupMembers.orderId, orderId), eq(t.buyGroupMembers.state, "holding")))
    .returning();
  if (!place) return;
  await db
    .update(t.buyGroups)
    .set({ taken: sql`${t.buyGroups.taken} - 1` })
    .where(eq(t.buyGroups.id, place.groupId));
  if (place.role === "leader") {
    await db
      .update(t.buyGroups)
      .set({ state: "failed", closedAt: now })
      .where(and(eq(t.buyGroups.id, place.groupId), eq(t.buyGroups.state, "pending")));
  }
}
