import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { auditLog, familyCoupons, lessons, orderMails, orders, paymentRefunds, payments, refunds, skus } from "../../server/db/schema.js";
import { STRIPE_SIGNATURE_HEADER } from "../../server/payments/stripe-gateway.js";
import { REFUND_PART_LEASE_MS } from "../../server/refunds/refund-sweep.js";
import { latestCode, recipientOf, signedInAs, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { codeOf } from "../helpers/refusal.js";
import { paidOrder, RECORDED, refundRequest, waitingRefund } from "../helpers/refunds.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startStripeStub, stripeEvent, stripeSignature } from "../helpers/stripe-stub.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";
import { paidInstalmentOrder, payOnTestGateway, stageOrderRequest } from "../helpers/unpaid.js";

const DAY = 86_400_000;
/** The service's clock runs this far ahead of the real one: a test moves it to see lessons start and windows close. */
let clockAhead = 0;

let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService({}, { now: () => Date.now() + clockAhead });
  service = await signInAsStaff(running, "service");
});
afterEach(() => {
  clockAhead = 0;
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

/** Ten weekly lessons from ten days after the seed, 200 seats: every test may buy one. */
const BIG_CLASS = "us-amc10-prep-big-sku";
/** Five daily lessons from twelve days after the seed. */
const CAMP = "us-scratch-game-camp-online-sku";
/** Hong Kong: eight weekly lessons from seven days after the seed, HK$2,880.00. */
const HK_CLASS = "hk-sasmo-prep-team-sku";
const hkContext: CallContext = { header: { schoolCode: "8520", timezone: "Asia/Hong_Kong" }, countryCode: "HK", channelCode: "web-hk", language: "zh-Hant" };

const usFamily = () => signInWithStudent(running, { email: uniqueEmail() }, undefined, { nickName: "Bo", firstName: "Bo", lastName: "Parent", gradeId: 109 });
const preview = (family: Family, orderId: string) => family.api.call("queryRefundPreview", { orderId }, family.call);
const orderStatus = async (orderId: string) => (await running.store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const takenOf = async (skuId: string) => (await running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, skuId)))[0]!.taken;
const paymentsOf = (orderId: string) => running.store.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")));
const partsOf = (refundId: string) => running.store.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundId, refundId));
const lessonStarts = async (skuId: string) => {
  const [sku] = await running.store.db.select({ classId: skus.classId }).from(skus).where(eq(skus.id, skuId));
  return (await running.store.db.select({ startsAt: lessons.startsAt }).from(lessons).where(eq(lessons.classId, sku!.classId!)).orderBy(asc(lessons.startsAt))).map((row) => row.startsAt.getTime());
};
/** Moves the service's clock to `at` (epoch ms). */
const clockAt = (at: number) => (clockAhead = at - Date.now());
const approve = (refundId: string, staff = service) => staff.api.call("serviceApproveRefund", { refundId, note: "Approved." }, staff.call);

async function couponFor(family: Family) {
  return (await family.api.call("redeemCoupon", { code: "WELCOME10" }, family.call)).id;
}

describe("what a refund would give back", () => {
  it("a recorded course comes back in full, with the notice of 7-14 business days", async () => {
    const family = await usFamily();
    const orderId = await paidOrder(family);
    expect(await preview(family, orderId)).toEqual({
      orderId,
      currency: "USD",
      amount: 9900,
      lessonCount: 0,
      lines: [{ lineNo: 1, skuId: RECORDED, kind: "recorded", title: "Fractions Mastery Video Course", attachedToLine: null, paid: 9900, refund: 9900, lessons: null, why: "noLessons" }],
      fees: { paid: 0, refund: 0 },
      tax: { refund: 0, included: false },
      capped: false,
      coupons: [],
      arrival: { minDays: 7, maxDays: 14, approximate: false },
    });
  });

  it("a class bought with a coupon: in full before its first lesson, then its lessons not started, and the coupon named", async () => {
    const family = await usFamily();
    const orderId = await paidOrder(family, { skuId: BIG_CLASS, couponIds: [await couponFor(family)] });
    const before = await preview(family, orderId);
    // $199.00 less the 10 % welcome coupon: $179.10.
    expect(before).toMatchObject({ amount: 17_910, lessonCount: 10, coupons: [{ campaignId: "us-welcome-10", title: expect.any(String) }] });
    expect(before.lines[0]).toMatchObject({ paid: 17_910, refund: 17_910, lessons: { paid: 10, started: 0, refunded: 10 }, why: "beforeFirstLesson" });

    const starts = await lessonStarts(BIG_CLASS);
    clockAt(starts[2]! + 60_000);
    // Three of ten started: seven shares of 1,791.
    const midway = await preview(family, orderId);
    expect(midway).toMatchObject({ amount: 12_537, lessonCount: 7 });
    expect(midway.lines[0]).toMatchObject({ lessons: { paid: 10, started: 3, refunded: 7 }, why: "lessonsNotStarted" });
  });

  it("instalments: only the stage paid at checkout comes back", async () => {
    const family = await usFamily();
    const orderId = await paidInstalmentOrder(family);
    const [captured] = await paymentsOf(orderId);
    const quoted = await preview(family, orderId);
    expect(quoted).toMatchObject({ amount: captured!.amount, lessonCount: 4, capped: false });
    expect(quoted.lines[0]).toMatchObject({ paid: captured!.amount, lessons: { paid: 4, started: 0, refunded: 4 } });
  });

  it("instalments paid by hand through another order: that order's capture comes back with the class's order, and it is refused on its own (209)", async () => {
    const family = await usFamily();
    const orderId = await paidInstalmentOrder(family);
    const { orderId: stageOrderId } = await family.api.call("createOrder", stageOrderRequest(family.uid), family.call);
    await payOnTestGateway(family, stageOrderId);
    const captured = [...(await paymentsOf(orderId)), ...(await paymentsOf(stageOrderId))].reduce((sum, payment) => sum + payment.amount, 0);
    expect(await preview(family, orderId)).toMatchObject({ amount: captured, lessonCount: 8, capped: false });
    expect(await codeOf(preview(family, stageOrderId))).toBe(ErrorCode.REFUND_VIA_ORDER_DETAILS);

    const refund = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    const approved = await approve(refund.refundId);
    expect(approved).toMatchObject({ status: "refunded", amount: captured });
    expect(approved.parts.map((part) => part.amount).sort()).toEqual([...(await paymentsOf(orderId)), ...(await paymentsOf(stageOrderId))].map((payment) => payment.amount).sort());
    expect([await orderStatus(orderId), await orderStatus(stageOrderId)]).toEqual([ORDER_STATUS.refunded, ORDER_STATUS.refunded]);
  });

  it("Hong Kong: in full until the second lesson has started, then by the lessons not started, told in Chinese", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() }, hkContext, { nickName: "Jay", firstName: "Jayden", lastName: "Chan", gradeId: 906 });
    const orderId = await paidOrder(family, { skuId: HK_CLASS, student: { gradeId: 906 } });
    const starts = await lessonStarts(HK_CLASS);
    clockAt(starts[1]! - 60_000);
    expect(await preview(family, orderId)).toMatchObject({ amount: 288_000, lessonCount: 8, lines: [{ why: "beforeSecondLesson", lessons: { started: 1 } }], arrival: { minDays: 7, maxDays: 12, approximate: true } });
    clockAt(starts[1]! + 60_000);
    expect(await preview(family, orderId)).toMatchObject({ amount: 216_000, lessonCount: 6, lines: [{ why: "lessonsNotStarted", lessons: { started: 2 } }] });
  });

  it("refuses with 1586 once every paid lesson has started, 4131 beyond 30 days of payment and 4136 for an unpaid order", async () => {
    const family = await usFamily();
    const camp = await paidOrder(family, { skuId: CAMP });
    clockAt((await lessonStarts(CAMP)).at(-1)! + 60_000);
    expect(await codeOf(preview(family, camp))).toBe(ErrorCode.ALL_LESSONS_STARTED);

    const other = await usFamily();
    const recorded = await paidOrder(other);
    const [{ paidAt }] = (await running.store.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, recorded))) as [{ paidAt: Date }];
    clockAt(paidAt.getTime() + 30 * DAY - 60_000);
    expect((await preview(other, recorded)).amount).toBe(9900);
    clockAt(paidAt.getTime() + 30 * DAY + 60_000);
    expect(await codeOf(preview(other, recorded))).toBe(ErrorCode.REFUND_NOT_APPLICABLE);

    clockAhead = 0;
    const { orderId: unpaid } = await other.api.call("createOrder", { studentId: other.uid, source: { kind: "product", skuId: BIG_CLASS } }, other.call);
    expect(await codeOf(preview(other, unpaid))).toBe(ErrorCode.ORDER_NOT_REFUNDABLE);
    expect(await codeOf(other.api.call("sendRefundCode", { orderId: unpaid }, other.call))).toBe(ErrorCode.ORDER_NOT_REFUNDABLE);
  });
});

describe("a parent asks for a refund", () => {
  it("with a code sent to their own contact: a wrong code is refused, the right one makes the refund waiting and the order 500", async () => {
    const family = await usFamily();
    const orderId = await paidOrder(family);
    const sent = await family.api.call("sendRefundCode", { orderId }, family.call);
    expect(sent).toEqual({ channel: "email", contact: expect.stringContaining("*") });
    expect(sent.contact).not.toBe(recipientOf(family.login));
    const request = { orderId, reasonId: 1 as const, verificationCode: await latestCode(running, recipientOf(family.login)), termsAgreed: true as const, amount: 9900 };
    const wrong = request.verificationCode === "000000" ? "111111" : "000000";
    expect(await codeOf(family.api.call("applyRefund", { ...request, verificationCode: wrong }, family.call))).toBe(ErrorCode.CODE_INCORRECT);
    expect(await orderStatus(orderId)).toBe(ORDER_STATUS.paid);

    const refund = await family.api.call("applyRefund", { ...request, reasonId: 6, reasonText: "We are moving abroad." }, family.call);
    expect(refund).toMatchObject({ orderId, orderStatus: ORDER_STATUS.refundInProgress, status: "waiting", amount: 9900, reason: { reasonId: 6 }, reasonText: "We are moving abroad.", note: "", decidedAt: null });
    expect(await orderStatus(orderId)).toBe(ORDER_STATUS.refundInProgress);
    expect(await family.api.call("queryRefundDetail", { orderId }, family.call)).toEqual(refund);
    expect(await family.api.call("queryRefundDetail", { refundId: refund.refundId }, family.call)).toEqual(refund);
  });

  it("answers a repeat with the same Idempotency-Key with the first answer, and a second request with 1852", async () => {
    const family = await usFamily();
    const orderId = await paidOrder(family);
    const request = await refundRequest(running, family, orderId);
    const idempotencyKey = randomBytes(16).toString("hex");
    const first = await family.api.call("applyRefund", request, family.call, { idempotencyKey });
    expect(await family.api.call("applyRefund", request, family.call, { idempotencyKey })).toEqual(first);
    expect(await codeOf(family.api.call("applyRefund", request, family.call))).toBe(ErrorCode.REFUND_ALREADY_REQUESTED);
    expect(await codeOf(preview(family, orderId))).toBe(ErrorCode.REFUND_ALREADY_REQUESTED);
    expect(await running.store.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it("answers 209 when what would come back changed since the preview, and 4000 for 'other' without words", async () => {
    const family = await usFamily();
    const orderId = await paidOrder(family);
    const request = await refundRequest(running, family, orderId);
    expect(await codeOf(family.api.call("applyRefund", { ...request, amount: request.amount - 1 }, family.call))).toBe(ErrorCode.REFUND_VIA_ORDER_DETAILS);
    await expect(family.api.call("applyRefund", { ...request, reasonId: 6 }, family.call)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("reasonText") });
    // The code was not used by the refused requests.
    expect((await family.api.call("applyRefund", request, family.call)).status).toBe("waiting");
  });

  it("answers 4003 for another family's order or refund", async () => {
    const owner = await usFamily();
    const refund = await waitingRefund(running, owner);
    const stranger = await usFamily();
    const { orderId } = refund;
    const codes = await Promise.all([
      codeOf(preview(stranger, orderId)),
      codeOf(stranger.api.call("sendRefundCode", { orderId }, stranger.call)),
      codeOf(stranger.api.call("applyRefund", { orderId, reasonId: 1, verificationCode: "123456", termsAgreed: true, amount: 9900 }, stranger.call)),
      codeOf(stranger.api.call("queryRefundDetail", { orderId }, stranger.call)),
      codeOf(stranger.api.call("queryRefundDetail", { refundId: refund.refundId }, stranger.call)),
    ]);
    expect(codes).toEqual(Array(5).fill(ErrorCode.NOT_FOUND_OR_ENDED));
  });
});

/** The refs of the mails of a kind the order's family is owed (server/order-mail). */
const mailsOwed = async (orderId: string, kind: "refund_decided") =>
  (await running.store.db.select({ ref: orderMails.ref }).from(orderMails).where(and(eq(orderMails.orderId, orderId), eq(orderMails.kind, kind)))).map((mail) => mail.ref);

describe("customer service decides", () => {
  it("lists waiting refunds first, and only customer service may see or decide them (4031)", async () => {
    const family = await usFamily();
    const refund = await waitingRefund(running, family);
    const queue = await service.api.call("serviceListRefunds", { status: "waiting" }, service.call);
    expect(queue.list.map((item) => item.refundId)).toContain(refund.refundId);
    expect(queue.list.every((item) => item.status === "waiting")).toBe(true);
    const [mine] = (await service.api.call("serviceListRefunds", { orderId: refund.orderId }, service.call)).list;
    expect(mine).toMatchObject({ refundId: refund.refundId, locale: "us", status: "waiting", amount: 9900, currency: { code: "USD" }, reason: { reasonId: 1 }, parts: [] });

    for (const role of ["editor", "publisher"] as const) {
      const staff = await signInAsStaff(running, role);
      expect(await codeOf(staff.api.call("serviceListRefunds", {}, staff.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect(await codeOf(staff.api.call("serviceApproveRefund", { refundId: refund.refundId, note: "" }, staff.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect(await codeOf(staff.api.call("serviceRejectRefund", { refundId: refund.refundId, note: "No." }, staff.call))).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
    // A parent's token opens no staff call.
    expect(await codeOf(family.api.call("serviceListRefunds", {}, signedInAs(family.call, family.unifiedAccessToken)))).toBe(ErrorCode.STAFF_SESSION_INVALID);
    expect(await orderStatus(refund.orderId)).toBe(ORDER_STATUS.refundInProgress);
  });

  it("a rejection puts the order back to 200 with the note the parent reads, and a new request can follow", async () => {
    const family = await usFamily();
    const refund = await waitingRefund(running, family);
    const rejected = await service.api.call("serviceRejectRefund", { refundId: refund.refundId, note: "The course has been watched in full." }, service.call);
    expect(rejected).toMatchObject({ status: "rejected", note: "The course has been watched in full.", decidedBy: service.staff.email });
    expect(await orderStatus(refund.orderId)).toBe(ORDER_STATUS.paid);
    expect(await family.api.call("queryRefundDetail", { orderId: refund.orderId }, family.call)).toMatchObject({ status: "rejected", note: "The course has been watched in full.", orderStatus: ORDER_STATUS.paid });
    expect(await codeOf(approve(refund.refundId))).toBe(ErrorCode.ALREADY_DECIDED);
    expect((await preview(family, refund.orderId)).amount).toBe(9900);
    const [audit] = await running.store.db.select().from(auditLog).where(and(eq(auditLog.action, "refund-reject"), eq(auditLog.target, `order ${refund.orderId}`)));
    expect(audit).toMatchObject({ staffEmail: service.staff.email, detail: { refundId: refund.refundId } });
    expect(await mailsOwed(refund.orderId, "refund_decided")).toEqual([refund.refundId]);
  });

  it("an approval gives the money back through the gateway, the coupon back to the family and the seat back on sale", async () => {
    const family = await usFamily();
    const couponId = await couponFor(family);
    const orderId = await paidOrder(family, { skuId: BIG_CLASS, couponIds: [couponId] });
    const taken = await takenOf(BIG_CLASS);
    const refund = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    expect((await family.api.call("queryUserCoupons", { list: "available" }, family.call)).list.map((coupon) => coupon.id)).not.toContain(couponId);

    const approved = await approve(refund.refundId);
    expect(approved).toMatchObject({ status: "refunded", amount: 17_910, note: "Approved.", parts: [{ gateway: "test", amount: 17_910, status: "succeeded", gatewayRef: expect.any(String) }] });
    expect(await orderStatus(orderId)).toBe(ORDER_STATUS.refunded);
    expect(await takenOf(BIG_CLASS)).toBe(taken - 1);
    const [coupon] = await running.store.db.select().from(familyCoupons).where(eq(familyCoupons.id, couponId));
    expect(coupon).toMatchObject({ orderId: null, usedAt: null });
    expect((await family.api.call("queryUserCoupons", { list: "available" }, family.call)).list.map((item) => item.id)).toContain(couponId);
    expect((await paymentsOf(orderId))[0]).toMatchObject({ refunded: 17_910 });
    expect(await family.api.call("queryRefundDetail", { orderId }, family.call)).toMatchObject({ status: "refunded", orderStatus: ORDER_STATUS.refunded, refundedAt: expect.any(String) });
    expect((await family.api.call("queryOrderList", { status: 0 }, family.call)).list.find((item) => item.orderId === orderId)?.status).toBe(ORDER_STATUS.refunded);
    expect(await codeOf(approve(refund.refundId))).toBe(ErrorCode.ALREADY_DECIDED);
    expect(await codeOf(preview(family, orderId))).toBe(ErrorCode.REFUND_ALREADY_REQUESTED);
    expect(await mailsOwed(orderId, "refund_decided")).toEqual([refund.refundId]);
  });

  it("two approvals at once refund once and never more than was captured; the other answers 4135", async () => {
    const family = await usFamily();
    const refund = await waitingRefund(running, family);
    const other = await signInAsStaff(running, "service");
    const outcomes = await Promise.allSettled([approve(refund.refundId), approve(refund.refundId, other)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as { code: number }).code] : []))).toEqual([ErrorCode.ALREADY_DECIDED]);

    const [captured] = await paymentsOf(refund.orderId);
    expect(captured).toMatchObject({ amount: 9900, refunded: 9900 });
    expect(await partsOf(refund.refundId)).toEqual([expect.objectContaining({ paymentId: captured!.id, amount: 9900, status: "succeeded" })]);
    expect(await orderStatus(refund.orderId)).toBe(ORDER_STATUS.refunded);
    const audits = await running.store.db.select().from(auditLog).where(and(eq(auditLog.action, "refund-approve"), eq(auditLog.target, `order ${refund.orderId}`)));
    expect(audits).toHaveLength(1);
  });

  it("answers 4003 for a refund there is none of", async () => {
    expect(await codeOf(approve("00000000-0000-4000-8000-000000000000"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("refunds through Stripe", () => {
  const SECRET_KEY = `sk_test_${randomBytes(12).toString("hex")}`;
  const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let stripeService: TestService;
  let http: Awaited<ReturnType<typeof startTestServer>>;
  let desk: SignedInStaff;
  beforeAll(async () => {
    stub = await startStripeStub();
    stripeService = await startTestService({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, { stripeApi: { host: "127.0.0.1", port: stub.port, protocol: "http" } });
    http = await startTestServer(stripeService);
    desk = await signInAsStaff(stripeService, "service");
  });
  afterAll(async () => {
    await http?.close();
    await stripeService?.close();
    await stub?.close();
  });

  /** A family that paid a recorded course at Stripe: the PaymentIntent's success delivered as Stripe signs it. */
  async function paidAtStripe() {
    const family = await signInWithStudent(stripeService);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: RECORDED } }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    const paymentIntent = `pi_${randomBytes(8).toString("hex")}`;
    const body = stripeEvent("payment_intent.succeeded", { id: paymentIntent, object: "payment_intent", status: "succeeded", metadata: { paymentId } });
    const delivered = await fetch(`${http.baseUrl}/webhooks/payments/stripe`, { method: "POST", body, headers: { [STRIPE_SIGNATURE_HEADER]: stripeSignature(body, WEBHOOK_SECRET) } });
    expect(delivered.status).toBe(200);
    return { family, orderId, paymentId, paymentIntent };
  }

  const refundRequests = (paymentIntent: string) => stub.requests.filter((sent) => sent.path === "/v1/refunds" && sent.form.get("payment_intent") === paymentIntent);

  it("keeps the PaymentIntent of a paid payment, and an approval refunds it at Stripe once, by its idempotency key", async () => {
    const { family, orderId, paymentId, paymentIntent } = await paidAtStripe();
    expect((await stripeService.store.db.select({ chargeRef: payments.chargeRef }).from(payments).where(eq(payments.id, paymentId)))[0]!.chargeRef).toBe(paymentIntent);
    const refund = await family.api.call("applyRefund", await refundRequest(stripeService, family, orderId), family.call);

    const approved = await desk.api.call("serviceApproveRefund", { refundId: refund.refundId, note: "" }, desk.call);
    expect(approved).toMatchObject({ status: "refunded", parts: [{ paymentId, gateway: "stripe", amount: 9900, status: "succeeded", gatewayRef: expect.stringMatching(/^re_/) }] });
    const [sent] = refundRequests(paymentIntent);
    expect(Object.fromEntries(sent!.form)).toMatchObject({ payment_intent: paymentIntent, amount: "9900", "metadata[paymentId]": paymentId });
    expect(sent!.headers["idempotency-key"]).toBe(`refund-${refund.refundId}-${paymentId}`);
    expect(sent!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(refundRequests(paymentIntent)).toHaveLength(1);
    expect(await stripeService.store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))).toEqual([{ status: ORDER_STATUS.refunded }]);
  });

  it("leaves a refund Stripe refused 'refunding', and the sweep gives it back later with the same key, once", async () => {
    const { family, orderId, paymentIntent } = await paidAtStripe();
    const refund = await family.api.call("applyRefund", await refundRequest(stripeService, family, orderId), family.call);
    stub.refuseRefunds(1);
    const approved = await desk.api.call("serviceApproveRefund", { refundId: refund.refundId, note: "" }, desk.call);
    expect(approved).toMatchObject({ status: "refunding", parts: [{ status: "pending", gatewayRef: null }] });
    expect((await family.api.call("queryRefundDetail", { orderId }, family.call)).orderStatus).toBe(ORDER_STATUS.refundInProgress);

    // Within the lease the part is left to whoever asked last; after it, the sweep asks again.
    await stripeService.driveRefunds(new Date());
    expect(refundRequests(paymentIntent)).toHaveLength(1);
    await stripeService.driveRefunds(new Date(Date.now() + REFUND_PART_LEASE_MS + 1_000));
    const keys = refundRequests(paymentIntent).map((sent) => sent.headers["idempotency-key"]);
    expect(keys).toEqual([`refund-${refund.refundId}-${approved.parts[0]!.paymentId}`, `refund-${refund.refundId}-${approved.parts[0]!.paymentId}`]);
    expect(stub.refunds().filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await family.api.call("queryRefundDetail", { orderId }, family.call)).toMatchObject({ status: "refunded", orderStatus: ORDER_STATUS.refunded });
    // Once finished, another round changes nothing.
    await stripeService.driveRefunds(new Date(Date.now() + 10 * REFUND_PART_LEASE_MS));
    expect(refundRequests(paymentIntent)).toHaveLength(2);
  });
});
