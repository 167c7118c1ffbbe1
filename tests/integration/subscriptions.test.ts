import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { autoPayMandates, orderMails, orders, outboxMessages, payments, skus } from "../../server/db/schema.js";
import { Messenger } from "../../server/messaging/messenger.js";
import { sendOwedOrderMails } from "../../server/order-mail/send.js";
import { SiteDirectory } from "../../server/service/sites.js";
import { signIn, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { GRADE4_PLAN, subscribe } from "../helpers/subscriptions.js";
import { signInAsStaff } from "../helpers/staff.js";
import { payOnTestGateway } from "../helpers/unpaid.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

const HOUR = 3_600_000;

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const detail = (family: Family, subscriptionId: string) => family.api.call("querySubscriptionDetail", { subscriptionId }, family.call);
const history = async (family: Family, subscriptionId: string) => (await family.api.call("querySubscriptionHistory", { subscriptionId }, family.call)).list;
const deductions = (family: Family) =>
  db().select().from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(and(eq(orders.uid, family.uid), eq(payments.purpose, "subscription")));
/** Auto-pay's sweep as of `at`. */
const sweep = (at: number) => running.autoPay(new Date(at));

/** A family subscribed monthly whose second bill is open: the sweep ran a minute after the first period ended. */
async function withSecondBill(card: "4242" | "0341" = "4242", email = uniqueEmail()) {
  const family = await signIn(running, { email });
  const { subscription } = await subscribe(family, { card });
  const dueAt = Date.parse(subscription.paidUntil);
  await sweep(dueAt + 60_000);
  return { family, subscriptionId: subscription.subscriptionId, dueAt };
}

describe("plans", () => {
  it("are offered on their course's page by the month, or the year at 20 % less than twelve months", async () => {
    const family = await signIn(running);
    const { list } = await family.api.call("querySubscriptionPlans", { courseId: GRADE4_PLAN.courseId }, family.call);
    expect(list).toEqual([
      {
        skuId: GRADE4_PLAN.skuId,
        title: "Grade 4 Weekly Practice",
        summary: expect.stringContaining("problem sets"),
        currency: "USD",
        monthlyPrice: 1900,
        periods: [
          { periodType: 3, price: 1900, saving: 0, discountPercent: 0 },
          { periodType: 4, price: 18240, saving: 4560, discountPercent: 20 },
        ],
      },
    ]);
    expect((await family.api.call("querySubscriptionPlans", { courseId: "us-k2-number-sense" }, family.call)).list).toEqual([]);
  });

  it("are bought on their own at checkout, never through the cart or by instalments", async () => {
    const family = await signInWithStudent(running);
    expect(await codeOf(family.api.call("addCart", { studentId: family.uid, skuId: GRADE4_PLAN.skuId }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    const product = { studentId: family.uid, source: { kind: "product" as const, skuId: GRADE4_PLAN.skuId } };
    expect(await codeOf(family.api.call("createOrder", { ...product, paymentMethod: 1 }, family.call))).toBe(ErrorCode.CANNOT_CREATE_ORDER);
    const yearly = await family.api.call("queryCheckout", { ...product, periodType: 4 }, family.call);
    expect(yearly).toMatchObject({ total: 18240, dueNow: 18240, needsAddress: false, instalmentsOffered: false, lines: [expect.objectContaining({ kind: "subscription", unitPrice: 18240 })] });
    expect(await family.api.call("queryCheckout", product, family.call)).toMatchObject({ total: 1900 });
  });
});

describe("a purchase", () => {
  it("starts the subscription for a period, its first bill paid by the checkout and the card kept for the next", async () => {
    const family = await signIn(running);
    const [before] = await db().select({ taken: skus.taken }).from(skus).where(eq(skus.id, GRADE4_PLAN.skuId));
    const { orderId, subscription } = await subscribe(family);
    // Paid now in Los Angeles: a month later on its clock.
    const startedAt = new Date(subscription.startedAt);
    const monthLater = new Date(startedAt.toLocaleString("en-US", { timeZone: "America/Los_Angeles" }));
    monthLater.setMonth(monthLater.getMonth() + 1);
    expect(subscription).toMatchObject({
      planSkuId: GRADE4_PLAN.skuId,
      title: "Grade 4 Weekly Practice",
      student: expect.objectContaining({ uid: family.uid }),
      periodType: 3,
      discountPercent: 0,
      currency: "USD",
      periodAmount: 1900,
      listStatus: 2,
      cardStatus: 2,
      billNo: 1,
      openBill: null,
      card: { brand: "visa", last4: "4242" },
      nextDeduction: { at: new Date(Date.parse(subscription.paidUntil) + 48 * HOUR).toISOString(), amount: 1900 },
      cancelRequestedAt: null,
      endedAt: null,
    });
    expect(Date.parse(subscription.paidUntil) - startedAt.getTime()).toBeGreaterThanOrEqual(28 * 24 * HOUR);
    expect(Date.parse(subscription.paidUntil) - startedAt.getTime()).toBeLessThanOrEqual(31 * 24 * HOUR + HOUR);
    expect(await history(family, subscription.subscriptionId)).toEqual([expect.objectContaining({ billNo: 1, status: 2, method: "checkout", amount: 1900, orderId, periodEnd: subscription.paidUntil })]);
    expect(await detail(family, subscription.subscriptionId)).toMatchObject({ practiceOpen: true, cancellation: null });
    expect((await db().select().from(autoPayMandates).where(eq(autoPayMandates.orderId, orderId)))[0]).toMatchObject({ authorization: "authorized", gatewayRef: "4242" });
    const [after] = await db().select({ taken: skus.taken }).from(skus).where(eq(skus.id, GRADE4_PLAN.skuId));
    expect(after!.taken).toBe(before!.taken + 1);
  });

  it("is not made twice for a student while it runs, nor while one waits to be paid", async () => {
    const family = await signInWithStudent(running);
    const product = { studentId: family.uid, source: { kind: "product" as const, skuId: GRADE4_PLAN.skuId } };
    const { orderId } = await family.api.call("createOrder", product, family.call);
    expect(await codeOf(family.api.call("createOrder", product, family.call))).toBe(ErrorCode.UNPAID_ORDER_EXISTS);
    await payOnTestGateway(family, orderId);
    expect(await refusal(family.api.call("createOrder", product, family.call))).toEqual({ code: ErrorCode.CANNOT_CREATE_ORDER, message: "The student has already bought this." });
  });

  it("is refunded through the learning centre, not as an order", async () => {
    const family = await signIn(running);
    const { orderId } = await subscribe(family);
    expect(await codeOf(family.api.call("queryRefundPreview", { orderId }, family.call))).toBe(ErrorCode.REFUND_NOT_APPLICABLE);
  });
});

describe("bills", () => {
  it("open when the time paid for ends, once however often the sweep runs, and are paid by hand within 48 hours", async () => {
    const { family, subscriptionId, dueAt } = await withSecondBill();
    await sweep(dueAt + 120_000);
    const open = await detail(family, subscriptionId);
    expect(open).toMatchObject({ cardStatus: 1, listStatus: 1, billNo: 2, openBill: { billNo: 2, status: 1, amount: 1900, inProcess: false, dueAt: new Date(dueAt).toISOString() } });
    expect(open.openBill!.deductAt).toBe(new Date(dueAt + 48 * HOUR).toISOString());
    expect((await family.api.call("querySubscriptionList", { status: 1 }, family.call)).list.map((card) => card.subscriptionId)).toContain(subscriptionId);
    expect((await family.api.call("querySubscriptionList", { status: 2 }, family.call)).list.map((card) => card.subscriptionId)).not.toContain(subscriptionId);

    const first = await family.api.call("paySubscription", { subscriptionId }, family.call);
    expect(first.amount).toBe(1900);
    // Asked again (a second tab), the same order: one order pays a bill at a time.
    expect((await family.api.call("paySubscription", { subscriptionId }, family.call)).orderId).toBe(first.orderId);
    // Begun by hand, the bill is not "in process": the parent takes the same order up again.
    expect((await detail(family, subscriptionId)).openBill!.inProcess).toBe(false);
    // The deduction's time comes while the parent is on the payment page: nothing is deducted.
    await sweep(dueAt + 48 * HOUR);
    expect(await deductions(family)).toEqual([]);
    await payOnTestGateway(family, first.orderId);

    const paid = await detail(family, subscriptionId);
    expect(paid).toMatchObject({ cardStatus: 2, listStatus: 2, openBill: null });
    expect(Date.parse(paid.paidUntil)).toBeGreaterThan(dueAt + 27 * 24 * HOUR);
    expect((await history(family, subscriptionId))[0]).toMatchObject({ billNo: 2, status: 2, method: "byHand", orderId: first.orderId });
    expect(await codeOf(family.api.call("paySubscription", { subscriptionId }, family.call))).toBe(ErrorCode.ORDER_NOT_PAYABLE);
  });

  it("are deducted from the kept card 48 hours after falling due, once when two sweeps run at once", async () => {
    const { family, subscriptionId, dueAt } = await withSecondBill();
    await sweep(dueAt + 48 * HOUR - 1);
    expect(await deductions(family)).toEqual([]);
    await Promise.all([sweep(dueAt + 48 * HOUR), sweep(dueAt + 48 * HOUR)]);
    const taken = await deductions(family);
    expect(taken.map(({ payments: payment }) => ({ status: payment.status, amount: payment.amount }))).toEqual([{ status: "succeeded", amount: 1900 }]);
    const orderId = taken[0]!.orders.id;
    expect(taken[0]!.orders.status).toBe(ORDER_STATUS.paid);
    expect((await history(family, subscriptionId))[0]).toMatchObject({ billNo: 2, status: 2, method: "auto", orderId });
    expect(await detail(family, subscriptionId)).toMatchObject({ cardStatus: 2, listStatus: 2 });
    expect(await db().select({ kind: orderMails.kind }).from(orderMails).where(eq(orderMails.orderId, orderId))).toEqual([{ kind: "receipt" }]);
  });

  it("fail when the card is refused: paid by hand from then on, or the subscription ends unpaid with the period", async () => {
    const { family, subscriptionId, dueAt } = await withSecondBill("0341");
    await sweep(dueAt + 48 * HOUR);
    const failed = await detail(family, subscriptionId);
    expect(failed).toMatchObject({ listStatus: 3, cardStatus: 1, card: null, nextDeduction: null, openBill: { status: 3, description: "Your card was declined.", inProcess: false } });
    expect((await deductions(family)).map(({ payments: payment, orders: order }) => [payment.status, order.status])).toEqual([["failed", ORDER_STATUS.cancelled]]);
    // Not deducted again: the card no longer holds.
    await sweep(dueAt + 50 * HOUR);
    expect(await deductions(family)).toHaveLength(1);

    const periodEnd = Date.parse(failed.openBill!.periodEnd);
    await sweep(periodEnd);
    expect(await detail(family, subscriptionId)).toMatchObject({ cardStatus: 4, endReason: "unpaid", openBill: null, practiceOpen: false });
    expect((await history(family, subscriptionId))[0]).toMatchObject({ billNo: 2, status: 4 });
    expect(await codeOf(family.api.call("paySubscription", { subscriptionId }, family.call))).toBe(ErrorCode.ORDER_NOT_PAYABLE);
  });

  it("that failed can be paid by hand", async () => {
    const { family, subscriptionId, dueAt } = await withSecondBill("0341");
    await sweep(dueAt + 48 * HOUR);
    const { orderId } = await family.api.call("paySubscription", { subscriptionId }, family.call);
    await payOnTestGateway(family, orderId);
    expect(await detail(family, subscriptionId)).toMatchObject({ listStatus: 2, cardStatus: 2, openBill: null });
  });

  it("end without a charge when the family has no card at a gateway that deducts", async () => {
    const { family, subscriptionId, dueAt } = await withSecondBill();
    const [{ orderId }] = (await db().select({ orderId: payments.orderId }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.uid, family.uid))) as [{ orderId: string }];
    await db().update(autoPayMandates).set({ open: false }).where(eq(autoPayMandates.orderId, orderId));
    await sweep(dueAt + 48 * HOUR);
    expect(await detail(family, subscriptionId)).toMatchObject({ listStatus: 3, card: null, openBill: { status: 3, description: "" } });
    expect(await deductions(family)).toEqual([]);
  });
});

describe("the parent is told", () => {
  it("when a bill falls due, and when it could not be deducted, once each", async () => {
    const email = uniqueEmail();
    const sites = new SiteDirectory(db());
    await sites.reload();
    const messenger = new Messenger(db(), {}, true);
    const send = async () => {
      const once = () => sendOwedOrderMails(db(), messenger, sites, (locale) => `http://${locale}.localhost:3000`, new Date());
      // Two sweeps at once, then until nothing is owed (the other tests' receipts are owed too).
      await Promise.all([once(), once()]);
      while ((await once()) > 0);
    };
    const { subscriptionId, dueAt } = await withSecondBill("0341", email);
    await send();
    await sweep(dueAt + 48 * HOUR);
    await sweep(dueAt + 49 * HOUR);
    await send();
    const sent = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);
    const about = sent.filter((message) => message.subject.includes("Grade 4 Weekly Practice"));
    expect(about.map((message) => message.subject)).toEqual([
      expect.stringMatching(/Grade 4 Weekly Practice for .* is due for renewal$/),
      expect.stringMatching(/we could not take the payment for Grade 4 Weekly Practice$/),
    ]);
    expect(about[0]!.body).toContain("after that it is deducted from your card ending 0341");
    expect(about[1]!.body).toContain("Reason: Your card was declined.");
    expect(about[1]!.body).toContain(`/my-subscription/detail/${subscriptionId}`);
  });
});

describe("cancelling", () => {
  it("records the reason for the learning centre: nothing more is billed and practice stays open until the time paid for ends", async () => {
    const email = uniqueEmail();
    const family = await signIn(running, { email });
    const { subscription } = await subscribe(family);
    const { subscriptionId } = subscription;
    const reasons = (await family.api.call("querySubscriptionCancelReasons", {}, family.call)).list;
    expect(reasons).toContainEqual({ reasonId: 1, text: "It costs too much" });
    expect(await family.api.call("cancelSubscription", { subscriptionId, reasonId: 1, note: "  We will be back in spring. " }, family.call)).toEqual({ cardStatus: 3, endsAt: subscription.paidUntil });
    expect(await detail(family, subscriptionId)).toMatchObject({
      cardStatus: 3,
      nextDeduction: null,
      practiceOpen: true,
      cancellation: { reason: { reasonId: 1, text: "It costs too much" }, note: "We will be back in spring." },
    });
    expect(await codeOf(family.api.call("cancelSubscription", { subscriptionId, reasonId: 2 }, family.call))).toBe(ErrorCode.ALREADY_DECIDED);
    // The parent is told, once.
    const told = await db().select().from(outboxMessages).where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.subject, "Mathwise Academy United States: your request to cancel Grade 4 Weekly Practice")));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/^We have your request to cancel Grade 4 Weekly Practice for .*\. Nothing more will be charged\.\nPractice stays open until /);

    await sweep(Date.parse(subscription.paidUntil) + 60_000);
    expect(await detail(family, subscriptionId)).toMatchObject({ cardStatus: 4, endReason: "cancelled", billNo: 1, openBill: null, practiceOpen: false });
    expect(await codeOf(family.api.call("cancelSubscription", { subscriptionId, reasonId: 2 }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // The learning centre sees the request with the family's contact.
    const staff = await signInAsStaff(running, "service");
    const { list } = await staff.api.call("serviceListCancellations", { locale: "us" }, staff.call);
    expect(list.find((row) => row.subscriptionId === subscriptionId)).toMatchObject({
      title: "Grade 4 Weekly Practice",
      parent: { email, phone: null },
      reason: { reasonId: 1, text: "It costs too much" },
      note: "We will be back in spring.",
      paidUntil: subscription.paidUntil,
      endedAt: expect.any(String),
    });
    // Ended, the plan may be bought again.
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: GRADE4_PLAN.skuId } }, family.call);
    expect(orderId).toMatch(/^\d+$/);
  });

  it("ends at once when the current period is unpaid: its bill is void and an order paying it by hand is cancelled", async () => {
    const { family, subscriptionId } = await withSecondBill();
    const { orderId } = await family.api.call("paySubscription", { subscriptionId }, family.call);
    expect(await family.api.call("cancelSubscription", { subscriptionId, reasonId: 6 }, family.call)).toMatchObject({ cardStatus: 4 });
    expect(await detail(family, subscriptionId)).toMatchObject({ cardStatus: 4, endReason: "cancelled", openBill: null });
    expect((await history(family, subscriptionId))[0]).toMatchObject({ billNo: 2, status: 4 });
    expect((await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(ORDER_STATUS.cancelled);
  });
});

describe("another family", () => {
  it("cannot read, pay or cancel the subscription", async () => {
    const { subscriptionId } = await withSecondBill();
    const stranger = await signIn(running);
    expect(await codeOf(stranger.api.call("querySubscriptionDetail", { subscriptionId }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("querySubscriptionHistory", { subscriptionId }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("paySubscription", { subscriptionId }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("cancelSubscription", { subscriptionId, reasonId: 1 }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await stranger.api.call("querySubscriptionList", {}, stranger.call)).list).toEqual([]);
  });
});
