import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { familyOrderPage } from "../../server/commerce/order-list.js";
import { closeUnpaidOrder, expireDueOrders } from "../../server/commerce/orders.js";
import { orders } from "../../server/db/schema.js";
import { sibling, signInWithStudent, usAddress } from "../helpers/accounts.js";
import { inProcessClient, startTestService, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;
const FRACTIONS = "us-fractions-video";
const WORKBOOK = "us-amc8-workbook";

const readyFamily = () => signInWithStudent(running);

async function order(family: Family, skuId: string, { studentId = family.uid, quantity = 1, addressId }: { studentId?: string; quantity?: number; addressId?: number } = {}) {
  const source = { kind: "product" as const, skuId, quantity };
  return (await family.api.call("createOrder", { studentId, source, addressId }, family.call)).orderId;
}

async function pay(family: Family, orderId: string) {
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
}

const list = (family: Family, request: RequestOf<"queryOrderList"> = {}) => family.api.call("queryOrderList", request, family.call);
const idsOf = (page: { list: { orderId: string }[] }) => page.list.map((item) => item.orderId);
const familyIdOf = async (orderId: string) => (await running.store.db.select({ familyId: orders.familyId }).from(orders).where(eq(orders.id, orderId)))[0]!.familyId;
const storedStatus = async (orderId: string) => (await running.store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const english = { language: "en", fallback: "en" } as const;

describe("queryOrderList", () => {
  it("filters by the §4 codes, newest first, with each order's figures, student and lines", async () => {
    const family = await readyFamily();
    const { id: siblingId } = await family.api.call("addNewStudent", { ...sibling, firstName: "Cy" }, family.call);
    // One course for one student: each order is made once the one before it is closed.
    const cancelled = await order(family, FRACTIONS);
    await family.api.call("cancelOrder", { orderId: cancelled }, family.call);
    const expired = await order(family, FRACTIONS);
    await closeUnpaidOrder(running.store.db, expired, ORDER_STATUS.expired, new Date());
    const unpaid = await order(family, FRACTIONS);
    const paid = await order(family, FRACTIONS, { studentId: siblingId });
    await pay(family, paid);

    const all = await list(family);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 10 });
    expect(idsOf(all)).toEqual([paid, unpaid, expired, cancelled]);
    expect(all.list.map((item) => item.status)).toEqual([200, 100, 301, 300]);

    const toBePaid = await list(family, { status: 100 });
    expect(idsOf(toBePaid)).toEqual([unpaid]);
    const result = await family.api.call("queryOrderResult", { orderId: unpaid }, family.call);
    const [shown] = toBePaid.list;
    expect(shown).toMatchObject({
      status: 100,
      createdAt: result.createdAt,
      expiresAt: result.expiresAt,
      currency: "USD",
      paymentMethod: 0,
      total: result.total,
      dueNow: result.dueNow,
      student: { uid: family.uid, firstName: "Bo", lastName: "Parent" },
      lines: [{ lineNo: 1, skuId: FRACTIONS, kind: "recorded", title: "Fractions Mastery Video Course", attachedToLine: null, quantity: 1 }],
      itemCount: 1,
    });
    expect(shown!.total).toBe(9900);
    expect(shown!.remainPayMs).toBeGreaterThan(0);
    expect(shown!.remainPayMs).toBeLessThanOrEqual(Date.parse(result.expiresAt) - Date.parse(result.createdAt));

    const paidPage = await list(family, { status: 200 });
    expect(idsOf(paidPage)).toEqual([paid]);
    expect(paidPage.list[0]).toMatchObject({ remainPayMs: 0, student: { uid: siblingId, firstName: "Cy" } });
    expect(idsOf(await list(family, { status: 300 }))).toEqual([expired, cancelled]);
  });

  it("pages in one stable order: creation time, then order number, both newest first", async () => {
    const family = await readyFamily();
    const { id: addressId } = await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call);
    const made: string[] = [];
    for (const quantity of [1, 2, 3, 1, 2]) made.push(await order(family, WORKBOOK, { quantity, addressId }));
    // Made in the same instant, the order number alone decides.
    await running.store.db.update(orders).set({ createdAt: new Date("2026-01-05T10:00:00Z") }).where(inArray(orders.id, made));

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(family, { page, pageSize: 2 })));
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((page) => page.list.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flatMap(idsOf)).toEqual([...made].sort().reverse());
    const byId = new Map(pages.flatMap((page) => page.list).map((item) => [item.orderId, item]));
    expect(made.map((id) => byId.get(id)!.itemCount)).toEqual([1, 2, 3, 1, 2]);
    expect(byId.get(made[2]!)!.lines).toEqual([expect.objectContaining({ skuId: WORKBOOK, kind: "goods", quantity: 3 })]);
  });

  it("never shows another family's orders, and answers code 9 without a session", async () => {
    const owner = await readyFamily();
    const stranger = await readyFamily();
    const { id: siblingId } = await owner.api.call("addNewStudent", sibling, owner.call);
    const owners = [await order(owner, FRACTIONS), await order(owner, FRACTIONS, { studentId: siblingId })];
    await pay(owner, owners[0]!);
    const strangers = [await order(stranger, FRACTIONS)];
    for (const status of [0, 100, 200, 300] as const) {
      expect(idsOf(await list(stranger, { status }))).toEqual(status === 0 || status === 100 ? strangers : []);
    }
    expect(await list(owner)).toMatchObject({ total: 2 });
    expect(idsOf(await list(owner))).toEqual([...owners].reverse());
    await expect(inProcessClient(running).call("queryOrderList", {}, usContext)).rejects.toMatchObject({ code: ErrorCode.SESSION_INVALID });
  });

  it("shows an unpaid order past its deadline as expired (301) before the sweep has closed it, and after", async () => {
    const family = await readyFamily();
    const orderId = await order(family, FRACTIONS);
    const familyId = await familyIdOf(orderId);
    const { expiresAt } = (await list(family)).list[0]!;
    const atDeadline = new Date(expiresAt);
    const page = (status: 0 | 100 | 300) => familyOrderPage(running.store.db, familyId, { status, page: 1, pageSize: 10 }, atDeadline, english);

    // As of the deadline; the sweep runs on the clock, which has not reached it, so the row is still unpaid.
    expect((await page(0)).list).toEqual([expect.objectContaining({ orderId, status: ORDER_STATUS.expired, remainPayMs: 0 })]);
    expect(await page(100)).toMatchObject({ total: 0, list: [] });
    expect(idsOf(await page(300))).toEqual([orderId]);
    expect(await storedStatus(orderId)).toBe(ORDER_STATUS.toBePaid);
    // A millisecond before it, it is still to be paid, for that millisecond.
    const before = await familyOrderPage(running.store.db, familyId, { status: 100, page: 1, pageSize: 10 }, new Date(atDeadline.getTime() - 1), english);
    expect(before.list).toEqual([expect.objectContaining({ orderId, status: ORDER_STATUS.toBePaid, remainPayMs: 1 })]);

    await expireDueOrders(running.store.db, atDeadline);
    expect(await storedStatus(orderId)).toBe(ORDER_STATUS.expired);
    expect((await page(0)).list).toEqual([expect.objectContaining({ orderId, status: ORDER_STATUS.expired })]);
    expect(idsOf(await list(family, { status: 300 }))).toEqual([orderId]);
  });
});
