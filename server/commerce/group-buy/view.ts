import { and, asc, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { placesLeft } from "../../../rules/commerce/group-buy.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { signedInFamily } from "../../accounts/accounts.js";
import { loadCards } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { groupBuyCheck, groupOf, groupOrderPath, siteActivity, type BuyGroup, type GroupBuyActivity } from "./activities.js";

/** The share image of an activity's link (an Open Graph PNG made from the class and the group price). */
export const groupShareImagePath = (activityId: number) => `/activity/group/share/${activityId}.png`;

/** A member as others see them: the first name and the last name's initial, never a contact. */
const shownName = (member: { firstName: string; lastName: string; nickName: string }) =>
  member.firstName ? `${member.firstName}${member.lastName ? ` ${member.lastName.slice(0, 1)}.` : ""}` : member.nickName.slice(0, 1) || "?";

function eventState(activity: GroupBuyActivity, now: Date): ResponseOf<"queryGroupBuy">["eventState"] {
  if (now < activity.startsAt) return "upcoming";
  return now >= activity.endsAt ? "ended" : "running";
}

async function groupView(ctx: HandlerContext, group: BuyGroup) {
  const members = await ctx.db
    .select({ role: t.buyGroupMembers.role, state: t.buyGroupMembers.state, firstName: t.accounts.firstName, lastName: t.accounts.lastName, nickName: t.accounts.nickName, avatar: t.accounts.avatar })
    .from(t.buyGroupMembers)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.buyGroupMembers.uid))
    .where(and(eq(t.buyGroupMembers.groupId, group.id), inArray(t.buyGroupMembers.state, ["holding", "paid", "refunded"])))
    .orderBy(asc(t.buyGroupMembers.joinedAt));
  return {
    groupId: group.id,
    state: group.state,
    seats: group.seats,
    taken: group.taken,
    paid: group.paid,
    placesLeft: placesLeft(group),
    deadline: group.deadline?.toISOString() ?? null,
    members: members.map((member) => ({ name: shownName(member), avatar: member.avatar, role: member.role, paid: member.state !== "holding" })),
  };
}

/** What the signed-in family may do here and where it stands; null for a visitor. */
async function viewerOf(ctx: HandlerContext, activity: GroupBuyActivity, group: BuyGroup | null) {
  if (!ctx.session) return null;
  const { family } = await signedInFamily(ctx);
  const [place] = group
    ? await ctx.db
        .select({ role: t.buyGroupMembers.role, orderId: t.buyGroupMembers.orderId, state: t.buyGroupMembers.state })
        .from(t.buyGroupMembers)
        .where(and(eq(t.buyGroupMembers.groupId, group.id), eq(t.buyGroupMembers.familyId, family.id), inArray(t.buyGroupMembers.state, ["holding", "paid"])))
    : [];
  return { role: place?.role ?? null, orderId: place?.orderId ?? null, paid: place?.state === "paid", check: (await groupBuyCheck(ctx.db, activity, family.id, group, ctx.now)) ?? 0 };
}

export async function groupBuyView(ctx: HandlerContext, { activityId, groupId }: ParsedRequestOf<"queryGroupBuy">): Promise<ResponseOf<"queryGroupBuy">> {
  const activity = await siteActivity(ctx, activityId);
  const group = groupId ? await groupOf(ctx.db, activity.id, groupId) : null;
  if (group === undefined) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  const [card] = await loadCards(ctx, [activity.skuId], ctx.session?.uid ?? null);
  const { currency } = ctx.site();
  const price = formatPrice(activity.price, currency);
  const shown = group ? await groupView(ctx, group) : null;
  const left = shown?.placesLeft ?? activity.groupSize;
  return {
    activityId: activity.id,
    activityType: activity.activityType,
    card: card!,
    groupSize: activity.groupSize,
    price: activity.price,
    currency: currency.code,
    startsAt: activity.startsAt.toISOString(),
    endsAt: activity.endsAt.toISOString(),
    fillHours: activity.fillHours,
    eventState: eventState(activity, ctx.now),
    creatorTags: [ctx.say("groupTagLeader"), ctx.say("groupTagPrice", { price })],
    memberTags: [ctx.say("groupTagNewFamilies"), ctx.say("groupTagPrice", { price })],
    group: shown,
    viewer: await viewerOf(ctx, activity, group),
    share: {
      title: ctx.say("groupShareTitle", { title: card!.title, price }),
      description: ctx.say("groupShareDescription", { size: activity.groupSize, price, left }),
      image: groupShareImagePath(activity.id),
    },
  };
}

export async function checkGroupBuy(ctx: HandlerContext, { activityId, groupId }: ParsedRequestOf<"checkGroupBuy">): Promise<ResponseOf<"checkGroupBuy">> {
  const { family } = await signedInFamily(ctx);
  const activity = await siteActivity(ctx, activityId);
  const group = groupId ? await groupOf(ctx.db, activity.id, groupId) : null;
  const refusal = await groupBuyCheck(ctx.db, activity, family.id, group, ctx.now);
  if (refusal !== null) throw new ApiError(refusal);
  return { recommendedSkuId: activity.skuId, orderPath: groupOrderPath(activity, groupId) };
}
