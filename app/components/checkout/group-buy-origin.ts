import { z } from "zod";
import { ORDER_CREATE_WAYS } from "../../../schemas/commerce.js";

/**
 * A group buy's checkout (SPEC §4 order create way 4, decision 0036): the activity and its type, and the group joined
 * (none: a group is launched).
 */
export interface GroupBuyOrigin {
  createWay: typeof ORDER_CREATE_WAYS.groupBuy;
  activityId: number;
  activityType: number;
  groupId?: string;
}

/** The bounds the order calls accept: activityId a positive int32, activityType 0-99, groupId a uuid. */
const ACTIVITY_ID = /^[1-9][0-9]{0,9}$/;
const ACTIVITY_TYPE = /^(0|[1-9][0-9]?)$/;
const INT32_MAX = 2_147_483_647;
const uuid = z.uuid();

function activityIdOf(value: string | null): number | null {
  if (value === null || !ACTIVITY_ID.test(value)) return null;
  const id = Number(value);
  return id <= INT32_MAX ? id : null;
}

/**
 * The group buy a checkout address names (`createWay=4&activityId=…&activityType=…`, with `&groupId=…` to join, as
 * the group page sends it), or null. Anything the order calls would refuse (an id that is not a positive integer, a
 * type out of range, a group that is not a uuid) is no group buy: the page is then a normal checkout rather than an
 * error.
 */
export function groupBuyOrigin(query: URLSearchParams): GroupBuyOrigin | null {
  if (query.get("createWay") !== String(ORDER_CREATE_WAYS.groupBuy)) return null;
  const activityId = activityIdOf(query.get("activityId"));
  const activityType = query.get("activityType");
  const groupId = query.get("groupId");
  if (activityId === null || activityType === null || !ACTIVITY_TYPE.test(activityType)) return null;
  if (groupId !== null && !uuid.safeParse(groupId).success) return null;
  return { createWay: ORDER_CREATE_WAYS.groupBuy, activityId, activityType: Number(activityType), ...(groupId !== null ? { groupId } : {}) };
}

export const isGroupBuy = (origin: { createWay: number }): origin is GroupBuyOrigin => origin.createWay === ORDER_CREATE_WAYS.groupBuy;
