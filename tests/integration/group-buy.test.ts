import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { closeOverdueGroups } from "../../server/commerce/group-buy/overdue.js";
import { buyGroupMembers, buyGroups, enrolments, groupBuyActivities, orders, refunds, skus } from "../../server/db/schema.js";
import { signIn } from "../helpers/accounts.js";
import { groupOfOrder, groupOrder, openGroup, US_GROUP_BUY } from "../helpers/group-buy.js";
import { codeOf } from "../helpers/refusal.js";
import { paidOrder } from "../helpers/refunds.js";
import { REFUND_PART_LEASE_MS } from "../../server/refunds/refund-sweep.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { payOnTestGateway } from "../helpers/unpaid.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
  // Room in the class for every family these tests bring: seats are not what they are about.
  await running.store.db.update(skus).set({ store: 500 }).where(eq(skus.id, US_GROUP_BUY.skuId));
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const groupRow = async (groupId: string) => (await db().select().from(buyGroups).where(eq(buyGroups.id, groupId)))[0]!;
const orderStatus = async (orderId: string) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const HOUR = 3_600_000;

describe("launching a group", () => {
  it("sends the family to the checkout at the group price; the group opens when the leader has paid", async () => {
    const leader = await signIn(running);
    const { orderPath, recommendedSkuId } = await leader.api.call("checkGroupBuy", { activityId: US_GROUP_BUY.activityId, skuId: US_GROUP_BUY.skuId }, leader.call);
    expect(recommendedSkuId).toBe(US_GROUP_BUY.skuId);
    expect(orderPath).toBe(`/order/create/${US_GROUP_BUY.skuId}?createWay=4&activityId=7001&activityType=1`);

    const order = await groupOrder(leader);
    expect(order.total).toBe(US_GROUP_BUY.price);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ createWay: 4, subtotal: US_GROUP_BUY.listPrice, groupDiscount: US_GROUP_BUY.listPrice - US_GROUP_BUY.price, origin: { eventType: "311", activityId: 7001 } });
    const groupId = await groupOfOrder(running, order.orderId);
    expect(row!.origin.groupId).toBe(groupId);
    expect(await groupRow(groupId)).toMatchObject({ state: "pending", seats: 2, taken: 1, paid: 0, deadline: null });

    await payOnTestGateway(leader, order.orderId);
    expect((await leader.api.call("queryOrderResult", { orderId: order.orderId }, leader.call)).groupBuy).toEqual({ activityId: US_GROUP_BUY.activityId, groupId });
    const group = await groupRow(groupId);
    expect(group).toMatchObject({ state: "open", paid: 1 });
    expect(group.deadline!.getTime() - Date.now()).toBeGreaterThan(47 * HOUR);

    const view = await leader.api.call("queryGroupBuy", { activityId: US_GROUP_BUY.activityId, groupId }, leader.call);
    expect(view).toMatchObject({ groupSize: 2, price: US_GROUP_BUY.price, eventState: "running", viewer: { role: "leader", orderId: order.orderId, paid: true, check: ErrorCode.GROUP_ALREADY_PARTICIPATED } });
    expect(view.group).toMatchObject({ state: "open", placesLeft: 1, members: [{ role: "leader", paid: true, name: "Bo P." }] });
    expect(view.share.title).toContain("249.00");
  });

  it("is refused before the event, after it, to a family already in it, and to new families where only returning ones launch", async () => {
    const day = 24 * HOUR;
    await db()
      .insert(groupBuyActivities)
      .values([
        { id: 7101, locale: "us", skuId: US_GROUP_BUY.skuId, activityType: 1, groupSize: 2, price: 20_000, startsAt: new Date(Date.now() - 2 * day), endsAt: new Date(Date.now() - day), fillHours: 24, launchers: "anyone" },
        { id: 7102, locale: "us", skuId: US_GROUP_BUY.skuId, activityType: 1, groupSize: 2, price: 20_000, startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + day), fillHours: 24, launchers: "returningFamilies" },
      ]);
    const family = await signIn(running);
    const check = (activityId: number) => family.api.call("checkGroupBuy", { activityId, skuId: US_GROUP_BUY.skuId }, family.call);
    expect(await codeOf(check(7101))).toBe(ErrorCode.GROUP_EVENT_ENDED);
    expect(await codeOf(check(7102))).toBe(ErrorCode.GROUP_CANNOT_LAUNCH);
    expect(await codeOf(groupOrder(family, undefined, { activityId: 7102, activityType: 1, skuId: US_GROUP_BUY.skuId }))).toBe(ErrorCode.GROUP_CANNOT_LAUNCH);

    await groupOrder(family);
    expect(await codeOf(check(US_GROUP_BUY.activityId))).toBe(ErrorCode.GROUP_ALREADY_PARTICIPATED);
  });

  it("sells only the activity's class, paid at once, on the activity's site, never through the cart", async () => {
    const family = await signIn(running);
    for (const cartType of [3, 4] as const) {
      expect(await codeOf(family.api.call("addCart", { studentId: family.uid, skuId: US_GROUP_BUY.skuId, cartType }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    }
    expect(await codeOf(groupOrder(family, undefined, { ...US_GROUP_BUY, skuId: "us-amc8-prep-online-sku" }))).toBe(ErrorCode.CANNOT_CREATE_ORDER);
    expect(await codeOf(groupOrder(family, undefined, { ...US_GROUP_BUY, activityId: 7002 }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(
      await codeOf(
        family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: US_GROUP_BUY.skuId }, createWay: 4, activityId: 7001, paymentMethod: 1 }, family.call),
      ),
    ).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe("joining a group", () => {
  it("fills it with the last place paid: both families keep their class", async () => {
    const { leader, groupId, orderId: leaderOrder } = await openGroup(running);
    const joiner = await signIn(running);
    const { orderPath } = await joiner.api.call("checkGroupBuy", { activityId: US_GROUP_BUY.activityId, skuId: US_GROUP_BUY.skuId, groupId }, joiner.call);
    expect(orderPath).toContain(`groupId=${groupId}`);
    const { orderId, total } = await groupOrder(joiner, groupId);
    expect(total).toBe(US_GROUP_BUY.price);
    await payOnTestGateway(joiner, orderId);
    expect(await groupRow(groupId)).toMatchObject({ state: "full", taken: 2, paid: 2 });
    for (const family of [leader, joiner]) {
      expect(await db().select().from(enrolments).where(and(eq(enrolments.uid, family.uid), eq(enrolments.status, "active")))).toHaveLength(1);
    }
    expect(await orderStatus(leaderOrder)).toBe(ORDER_STATUS.paid);

    const late = await signIn(running);
    expect(await codeOf(late.api.call("checkGroupBuy", { activityId: US_GROUP_BUY.activityId, skuId: US_GROUP_BUY.skuId, groupId }, late.call))).toBe(ErrorCode.GROUP_FULL);
    expect(await codeOf(groupOrder(late, groupId))).toBe(ErrorCode.GROUP_FULL);
  });

  it("gives the last place to one of two families asking at once", async () => {
    const { groupId } = await openGroup(running);
    const [one, two] = await Promise.all([signIn(running), signIn(running)]);
    const outcomes = await Promise.allSettled([groupOrder(one, groupId), groupOrder(two, groupId)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.map((outcome) => (outcome.status === "rejected" ? (outcome.reason as { code: number }).code : 0)).sort()).toEqual([0, ErrorCode.GROUP_FULL]);
    expect(await groupRow(groupId)).toMatchObject({ taken: 2 });
  });

  it("is only for new families, not yet in the activity, once the leader has paid", async () => {
    const returning = await signIn(running);
    await paidOrder(returning);
    const { groupId } = await openGroup(running);
    expect(await codeOf(returning.api.call("checkGroupBuy", { activityId: US_GROUP_BUY.activityId, skuId: US_GROUP_BUY.skuId, groupId }, returning.call))).toBe(ErrorCode.GROUP_NEW_USERS_ONLY);

    const pendingLeader = await signIn(running);
    const pending = await groupOrder(pendingLeader);
    const newcomer = await signIn(running);
    expect(await codeOf(groupOrder(newcomer, await groupOfOrder(running, pending.orderId)))).toBe(ErrorCode.GROUP_NOT_AVAILABLE);
    // A group id of no group of this activity.
    expect(await codeOf(newcomer.api.call("queryGroupBuy", { activityId: US_GROUP_BUY.activityId, groupId: "00000000-0000-4000-8000-000000000000" }, newcomer.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("frees the place of an order cancelled unpaid", async () => {
    const { groupId } = await openGroup(running);
    const joiner = await signIn(running);
    const { orderId } = await groupOrder(joiner, groupId);
    await joiner.api.call("cancelOrder", { orderId }, joiner.call);
    expect(await groupRow(groupId)).toMatchObject({ state: "open", taken: 1 });
    const next = await signIn(running);
    await groupOrder(next, groupId);
  });
});

describe("a group that does not fill", () => {
  it("fails at its deadline: unpaid places are cancelled and paid ones refunded through the gateway", async () => {
    const { groupId, orderId: leaderOrder } = await openGroup(running);
    const joiner = await signIn(running);
    const { orderId: joinerOrder } = await groupOrder(joiner, groupId);
    await db().update(buyGroups).set({ deadline: new Date(Date.now() - 1000) }).where(eq(buyGroups.id, groupId));

    await closeOverdueGroups(db(), new Date());
    expect(await groupRow(groupId)).toMatchObject({ state: "failed" });
    expect(await orderStatus(joinerOrder)).toBe(ORDER_STATUS.cancelled);
    expect(await orderStatus(leaderOrder)).toBe(ORDER_STATUS.refundInProgress);
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, leaderOrder));
    expect(refund).toMatchObject({ status: "refunding", amount: US_GROUP_BUY.price, reasonId: 7, decidedBy: "system" });
    expect(await db().select({ state: buyGroupMembers.state }).from(buyGroupMembers).where(eq(buyGroupMembers.groupId, groupId))).toEqual(
      expect.arrayContaining([{ state: "refunded" }, { state: "left" }]),
    );

    // The refund sweep gives it back once the reservation's lease has passed (server/refunds/refund-sweep.ts).
    await running.driveRefunds(new Date(Date.now() + REFUND_PART_LEASE_MS + 1000));
    expect(await orderStatus(leaderOrder)).toBe(ORDER_STATUS.refunded);
    // Closing again changes nothing.
    expect(await closeOverdueGroups(db(), new Date())).toBe(0);
  });

  it("fails when its leader's order closes unpaid", async () => {
    const leader = await signIn(running);
    const { orderId } = await groupOrder(leader);
    const groupId = await groupOfOrder(running, orderId);
    await leader.api.call("cancelOrder", { orderId }, leader.call);
    expect(await groupRow(groupId)).toMatchObject({ state: "failed", taken: 0 });
    // The family may launch another.
    await groupOrder(leader);
  });
});
