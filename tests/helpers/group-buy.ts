import { eq } from "drizzle-orm";
import type { groupBuyCalls } from "../../schemas/api/calls/group-buy.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { buyGroupMembers } from "../../server/db/schema.js";
import { newStudent, signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";
import { payOnTestGateway } from "./unpaid.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** The us site's group buy: the Scratch camp online, two families at 249.00 instead of 299.00. */
export const US_GROUP_BUY = { activityId: 7001, activityType: 1, skuId: "us-scratch-game-camp-online-sku", price: 24_900, listPrice: 29_900 } as const;

/** A group-buy order for the family's student (details completed first): launching a group, or joining `groupId`. */
export async function groupOrder(family: Family, groupId?: string, activity: { activityId: number; activityType: number; skuId: string } = US_GROUP_BUY) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
  return family.api.call(
    "createOrder",
    { studentId: family.uid, source: { kind: "product", skuId: activity.skuId, attachmentSkuIds: [] }, createWay: 4, activityId: activity.activityId, activityType: activity.activityType, ...(groupId ? { groupId } : {}) },
    family.call,
  );
}

/** The group a family's group-buy order holds a place in. */
export async function groupOfOrder(running: TestService, orderId: string): Promise<string> {
  const [place] = await running.store.db.select({ groupId: buyGroupMembers.groupId }).from(buyGroupMembers).where(eq(buyGroupMembers.orderId, orderId));
  return place!.groupId;
}

/** A group launched and paid by a new family: open, with its places left to join. */
export async function openGroup(running: TestService, leader?: Family) {
  const family = leader ?? (await signIn(running));
  const { orderId } = await groupOrder(family);
  await payOnTestGateway(family, orderId);
  return { leader: family, orderId, groupId: await groupOfOrder(running, orderId) };
}

type Cases<N extends keyof typeof groupBuyCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

/** The cases of tests/integration/calls.test.ts for the group-buy calls. */
export const groupBuyCallCases: { [N in keyof typeof groupBuyCalls]: Cases<N> } = {
  queryGroupBuy: { valid: { activityId: US_GROUP_BUY.activityId }, wrongType: { activityId: "first" }, missing: { data: {}, field: "data.activityId" } },
  checkGroupBuy: {
    valid: { activityId: US_GROUP_BUY.activityId, skuId: US_GROUP_BUY.skuId },
    wrongType: { activityId: US_GROUP_BUY.activityId, skuId: 5 },
    missing: { data: { skuId: US_GROUP_BUY.skuId }, field: "data.activityId" },
  },
};
