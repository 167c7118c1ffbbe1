import { z } from "zod";
import { GROUP_STATES } from "../../group-buy.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { courseCardSchema } from "./catalogue.js";

/**
 * Group buys (SPEC §2 /activity/group/detail/{id}, §3 Group-buy params, §4 group-buy check; decision 0036): a family
 * launches a group of an activity by buying at the group price, and shares its link; new families join by buying
 * too. A group full of paid places keeps them; one that does not fill by its deadline is closed and every place
 * paid is refunded through the gateway.
 */

const instant = z.string();
const groupIdField = z.uuid();

export const groupMemberSchema = z.object({ name: z.string(), avatar: z.string(), role: z.enum(["leader", "member"]), paid: z.boolean() });

export const groupBuyViewSchema = z.object({
  activityId: id,
  activityType: count,
  /** The class sold, as its card (the list price is the card's). */
  card: courseCardSchema,
  groupSize: count,
  price: count,
  currency: z.string(),
  startsAt: instant,
  endsAt: instant,
  fillHours: count,
  eventState: z.enum(["upcoming", "running", "ended"]),
  /** The tags shown to who launches a group and who joins one (SPEC §3 creatorTags, memberTags). */
  creatorTags: z.array(z.string()),
  memberTags: z.array(z.string()),
  group: z
    .object({
      groupId: z.string(),
      state: z.enum(GROUP_STATES),
      seats: count,
      taken: count,
      paid: count,
      placesLeft: count,
      deadline: instant.nullable(),
      members: z.array(groupMemberSchema),
    })
    .nullable(),
  /** The signed-in family: its place in this group (with the order holding it), and what the check says it may do now. */
  viewer: z
    .object({
      role: z.enum(["leader", "member"]).nullable(),
      orderId: z.string().nullable(),
      /** Whether that order has paid for the place (else it holds it until paid or closed). */
      paid: z.boolean(),
      /** 0 when it may launch (no group asked) or join (a group asked), else the check's code. */
      check: z.number().int(),
    })
    .nullable(),
  /** The words and image a shared link shows (Open Graph). */
  share: z.object({ title: z.string(), description: z.string(), image: z.string() }),
});
export type GroupBuyView = z.output<typeof groupBuyViewSchema>;

export const groupBuyCalls = {
  queryGroupBuy: defineCall({
    path: "/activity/group-buy",
    summary:
      "A group-buy activity of the site with one of its groups (groupId) or none (to launch one): the class, the group price, the places " +
      "and who holds them, the deadline, and what the signed-in family may do. 4003 for another site's activity or a group of another activity.",
    request: z.object({ activityId: id, groupId: groupIdField.optional() }),
    response: groupBuyViewSchema,
    auth: "optional",
  }),
  checkGroupBuy: defineCall({
    path: "/activity/group-buy/check",
    summary:
      "Whether the signed-in family may launch a group (no groupId) or join one (SPEC §4): the SKU to buy and the order path with create way 4. " +
      "6000 event ended, 6001 cannot launch, 6003 full, 6004 closed, 6005 not available, 6006 not a new user, 6007 already participated.",
    request: z.object({
      activityId: id,
      skuId: text(64, { min: 1 }),
      courseId: text(64).optional(),
      curPackageId: count.optional(),
      /** When the class starts, in milliseconds since the epoch, as the page knew it. */
      startTime: z.int().min(0).max(8_640_000_000_000_000).meta({ format: "int64" }).optional(),
      groupId: groupIdField.optional(),
    }),
    response: z.object({ recommendedSkuId: z.string(), orderPath: z.string() }),
    auth: "required",
  }),
};
