import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { CLOSURE_AUTO_APPROVE_DAYS } from "../../rules/auto-pay/closure-approval.js";
import { STAGE_STATUS } from "../../rules/commerce/stages.js";
import { auditLog, autoPayMandates, debitAttempts, orderMails, orderStages, payments } from "../../server/db/schema.js";
import { STRIPE_SIGNATURE_HEADER } from "../../server/payments/stripe-gateway.js";
import { signIn, signInWithStudent } from "../helpers/accounts.js";
import { AUTO_PAY_CLASS, authorizationTokenOf, autoPayOrder } from "../helpers/auto-pay.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { signInAsStaff } from "../helpers/staff.js";
import { startStripeStub, stripeEvent, stripeSignature, type StripeStub } from "../helpers/stripe-stub.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const stagesOf = (orderId: string) => db().select().from(orderStages).where(eq(orderStages.orderId, orderId)).orderBy(asc(orderStages.stageNo));
const stage = async (orderId: string, stageNo: number) => (await stagesOf(orderId)).find((row) => row.stageNo === stageNo)!;
const attemptsOf = (orderId: string) => db().select().from(debitAttempts).where(eq(debitAttempts.orderId, orderId)).orderBy(asc(debitAttempts.id));
const mandateOf = async (orderId: string) => (await db().select().from(autoPayMandates).where(eq(autoPayMandates.orderId, orderId)))[0];
const stagePayments = (orderId: string) => db().select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.purpose, "stage")));
/** A moment inside the stage's debit window: `hoursBefore` hours before it is due. */
const beforeDue = async (orderId: string, stageNo: number, hoursBefore = 23) => new Date((await stage(orderId, stageNo)).dueAt.getTime() - hoursBefore * HOUR);
const statusOf = (family: Family, orderId: string) => family.api.call("queryAutoPayStatus", { orderId }, family.call);

/** Authorises a test card for the order through the test gateway's page, as the parent does after 611. */
async function authorizeAgain(family: Family, orderId: string, card: "4242" | "0341" = "4242") {
  const { redirectUrl } = await family.api.call("authorizeAutoPay", { orderId }, family.call);
  expect(redirectUrl).toMatch(/\?return=%2Fsubscription-manage%2Fautopay-notice$/);
  const token = authorizationTokenOf(redirectUrl);
  expect(await family.api.call("queryTestAuthorization", { token }, family.call)).toMatchObject({ orderId });
  return { token, answer: await family.api.call("actTestAuthorization", { token, action: "authorize", card }, family.call) };
}

describe("the mandate", () => {
  it("is made authorised with the card an auto-pay instalment order was paid with, and shows the next debit", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    expect(await mandateOf(orderId)).toMatchObject({ authorization: "authorized", open: true, gateway: "test", gatewayRef: "4242", cardBrand: "visa", cardLast4: "4242" });
    const second = await stage(orderId, 2);
    expect(await statusOf(family, orderId)).toEqual({
      orderId,
      title: "AMC 10 Problem Seminar",
      student: expect.objectContaining({ uid: family.uid }),
      currency: "USD",
      authorization: "authorized",
      open: true,
      card: { brand: "visa", last4: "4242" },
      nextDebit: { stageNo: 2, debitFrom: new Date(second.dueAt.getTime() - DAY).toISOString(), dueAt: second.dueAt.toISOString(), amount: 7960 },
      closure: null,
      notice: null,
    });
    expect((await family.api.call("queryAutoPayOrders", {}, family.call)).list.map((order) => order.orderId)).toEqual([orderId]);
  });

  it("is not made for an instalment order paid by bill, nor for a one-time order", async () => {
    const family = await signInWithStudent(running);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: AUTO_PAY_CLASS }, paymentMethod: 1, debitMethod: 0 }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
    expect(await mandateOf(orderId)).toBeUndefined();
    expect(await codeOf(statusOf(family, orderId))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await family.api.call("queryAutoPayOrders", {}, family.call)).list).toEqual([]);
    // Its payments are still its history.
    expect((await family.api.call("queryPayHistory", { orderId }, family.call)).list).toEqual([expect.objectContaining({ paymentId, purpose: "checkout", stageNo: null, status: "succeeded", amount: 7960 })]);
  });
});

/** The debit attempts the order's family is owed a mail about (server/order-mail). */
const debitMailsOwed = async (orderId: string) =>
  (await running.store.db.select({ ref: orderMails.ref }).from(orderMails).where(and(eq(orderMails.orderId, orderId), eq(orderMails.kind, "debit_result")))).map((mail) => mail.ref);

describe("the debit sweep", () => {
  it("debits a stage from 24 hours before its due date, once, even when two sweeps run at once", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    await running.autoPay(await beforeDue(orderId, 2, 24.001));
    expect(await attemptsOf(orderId)).toEqual([]);

    const at = await beforeDue(orderId, 2);
    await Promise.all([running.autoPay(at), running.autoPay(at)]);
    await running.autoPay(at);
    const [attempt, ...more] = await attemptsOf(orderId);
    expect(more).toEqual([]);
    expect(attempt).toMatchObject({ stageNo: 2, type: "auto", result: "succeeded", description: "", attemptedAt: at, finishedAt: at });
    const [payment, ...others] = await stagePayments(orderId);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ id: attempt!.paymentId, gateway: "test", amount: 7960, currency: "USD", status: "succeeded", lineNo: 1, stageNo: 2, chargeRef: `test_charge_${attempt!.paymentId}` });
    expect(await stage(orderId, 2)).toMatchObject({ status: STAGE_STATUS.paid, paidAt: at });
    expect((await stage(orderId, 3)).status).toBe(STAGE_STATUS.registrationOpens);
    expect(await debitMailsOwed(orderId)).toEqual([String(attempt!.id)]);

    expect((await statusOf(family, orderId)).nextDebit).toMatchObject({ stageNo: 3, amount: 3980 });
    expect((await family.api.call("queryAutoPayRecords", { orderId }, family.call)).list).toEqual([
      { attemptId: attempt!.id, stageNo: 2, attemptedAt: at.toISOString(), type: "auto", result: "succeeded", description: "", amount: 7960, finishedAt: at.toISOString() },
    ]);
    const history = (await family.api.call("queryPayHistory", { orderId }, family.call)).list;
    expect(history.map(({ purpose, stageNo, amount, status }) => ({ purpose, stageNo, amount, status }))).toEqual([
      { purpose: "checkout", stageNo: null, amount: 7960, status: "succeeded" },
      { purpose: "stage", stageNo: 2, amount: 7960, status: "succeeded" },
    ]);
  });

  it("asks the gateway again for a debit left in process by a crash, after ten minutes, and answers 1014 meanwhile", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    const at = await beforeDue(orderId, 2);
    // What a sweep had claimed when its process died: an attempt in process and its payment, no answer recorded.
    const paymentId = randomBytes(18).toString("base64url");
    await db().insert(payments).values({ id: paymentId, orderId, gateway: "test", amount: 7960, currency: "USD", status: "pending", purpose: "stage", lineNo: 1, stageNo: 2 });
    await db().insert(debitAttempts).values({ orderId, lineNo: 1, stageNo: 2, type: "auto", result: "in_process", paymentId, attemptedAt: at });

    expect((await statusOf(family, orderId)).notice).toBe(ErrorCode.AUTO_PAY_IN_PROCESS);
    expect(await family.api.call("querySignUpCheckV2", { skuId: AUTO_PAY_CLASS, studentId: family.uid }, family.call)).toMatchObject({ status: ErrorCode.AUTO_PAY_IN_PROCESS });
    await running.autoPay(new Date(at.getTime() + 9 * 60_000));
    expect((await attemptsOf(orderId)).map((row) => row.result)).toEqual(["in_process"]);

    const later = new Date(at.getTime() + 10 * 60_000);
    await Promise.all([running.autoPay(later), running.autoPay(later)]);
    expect(await attemptsOf(orderId)).toEqual([expect.objectContaining({ result: "succeeded", paymentId, attemptedAt: later })]);
    expect(await stagePayments(orderId)).toEqual([expect.objectContaining({ id: paymentId, status: "succeeded" })]);
    expect((await stage(orderId, 2)).status).toBe(STAGE_STATUS.paid);
    expect((await statusOf(family, orderId)).notice).toBeNull();
    expect((await family.api.call("querySignUpCheckV2", { skuId: AUTO_PAY_CLASS, studentId: family.uid }, family.call)).status).not.toBe(ErrorCode.AUTO_PAY_IN_PROCESS);
  });

  it("makes the mandate unauthorised when the card is declined (611), and debits again once a card is authorised", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family, "0341");
    const at = await beforeDue(orderId, 2);
    await running.autoPay(at);
    expect(await attemptsOf(orderId)).toEqual([expect.objectContaining({ result: "failed", description: "Your card was declined.", finishedAt: at })]);
    expect(await stagePayments(orderId)).toEqual([expect.objectContaining({ status: "failed", amount: 7960 })]);
    expect((await stage(orderId, 2)).status).toBe(STAGE_STATUS.registrationOpens);
    expect(await mandateOf(orderId)).toMatchObject({ authorization: "unauthorized", gatewayRef: "0341" });
    expect(await debitMailsOwed(orderId)).toEqual((await attemptsOf(orderId)).map((row) => String(row.id)));
    expect(await statusOf(family, orderId)).toMatchObject({ authorization: "unauthorized", notice: ErrorCode.AUTO_DEBIT_AUTH_FAILED });
    // Unauthorised, nothing more is tried.
    await running.autoPay(new Date(at.getTime() + HOUR));
    expect(await attemptsOf(orderId)).toHaveLength(1);

    const { token, answer } = await authorizeAgain(family, orderId);
    expect(answer).toEqual({ status: "success" });
    expect(await statusOf(family, orderId)).toMatchObject({ authorization: "authorized", card: { brand: "visa", last4: "4242" }, notice: null });
    // The page's link authorises once.
    expect(await codeOf(family.api.call("actTestAuthorization", { token, action: "authorize", card: "0341" }, family.call))).toBe(ErrorCode.PAYMENT_LINK_EXPIRED);
    expect((await mandateOf(orderId))?.gatewayRef).toBe("4242");

    await running.autoPay(new Date(at.getTime() + 2 * HOUR));
    expect((await attemptsOf(orderId)).map((row) => row.result)).toEqual(["failed", "succeeded"]);
    expect((await stage(orderId, 2)).status).toBe(STAGE_STATUS.paid);
    const records = (await family.api.call("queryAutoPayRecords", { orderId }, family.call)).list;
    expect(records.map((record) => [record.result, record.description])).toEqual([
      ["succeeded", ""],
      ["failed", "Your card was declined."],
    ]);
  });

  it("changes nothing when the parent declines or leaves the authorisation page, and refuses a forged or stale link", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family, "0341");
    const { redirectUrl } = await family.api.call("changePaymentCard", { orderId, returnTo: "my-unpaid-courses" }, family.call);
    expect(redirectUrl).toMatch(/\?return=%2Fmy-unpaid-courses%2Fautopay-notice$/);
    const token = authorizationTokenOf(redirectUrl);
    expect(await family.api.call("actTestAuthorization", { token, action: "decline" }, family.call)).toEqual({ status: "failed" });
    expect(await family.api.call("actTestAuthorization", { token, action: "abandon" }, family.call)).toEqual({ status: "cancelled" });
    expect(await mandateOf(orderId)).toMatchObject({ authorization: "authorized", gatewayRef: "0341" });

    const [id, order, expiry, signature] = token.split(".");
    const forged = [id, "202601010000000001", expiry, signature].join(".");
    expect(await codeOf(family.api.call("queryTestAuthorization", { token: forged }, family.call))).toBe(ErrorCode.PAYMENT_LINK_EMPTY);
    expect(await codeOf(family.api.call("actTestAuthorization", { token: [id, order, Number(expiry) + 60, signature].join("."), action: "authorize" }, family.call))).toBe(ErrorCode.PAYMENT_LINK_EMPTY);
    expect(await codeOf(family.api.call("queryTestAuthorization", { token: "nothing" }, family.call))).toBe(ErrorCode.PAYMENT_LINK_EMPTY);
  });

  it("records a stage as unsupported (612) once when the card's gateway cannot debit, until a card is authorised where it can", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    // A card kept at Stripe, on a deployment that no longer has it.
    await db().update(autoPayMandates).set({ gateway: "stripe", gatewayRef: "cus_gone/pm_gone" }).where(eq(autoPayMandates.orderId, orderId));
    expect((await statusOf(family, orderId)).notice).toBe(ErrorCode.AUTO_DEDUCTION_UNSUPPORTED);
    const at = await beforeDue(orderId, 2);
    await running.autoPay(at);
    await running.autoPay(new Date(at.getTime() + HOUR));
    expect(await attemptsOf(orderId)).toEqual([expect.objectContaining({ stageNo: 2, result: "unsupported", paymentId: null, finishedAt: at })]);
    expect(await stagePayments(orderId)).toEqual([]);
    expect((await stage(orderId, 2)).status).toBe(STAGE_STATUS.registrationOpens);

    await authorizeAgain(family, orderId);
    expect(await mandateOf(orderId)).toMatchObject({ gateway: "test", gatewayRef: "4242" });
    await running.autoPay(new Date(at.getTime() + 2 * HOUR));
    expect((await attemptsOf(orderId)).map((row) => row.result)).toEqual(["unsupported", "succeeded"]);
  });
});

describe("closing auto-pay", () => {
  it("takes one request with a reason at a time (4134), and approves it on its own after three days", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    const reasonRefused = await refusal(family.api.call("applyAutoPayClosure", { orderId, reason: "   " }, family.call));
    expect(reasonRefused).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("reason") });
    expect(await codeOf(family.api.call("applyAutoPayClosure", { orderId, reason: "x".repeat(501) }, family.call))).toBe(ErrorCode.INVALID_INPUT);

    const closure = await family.api.call("applyAutoPayClosure", { orderId, reason: "  We pay by bank transfer now.  " }, family.call);
    expect(closure).toMatchObject({ status: "under_review", reason: "We pay by bank transfer now.", note: "", decidedAt: null });
    const requestedAt = Date.parse(closure.requestedAt);
    expect(Date.parse(closure.autoApproveAt)).toBe(requestedAt + CLOSURE_AUTO_APPROVE_DAYS * DAY);
    expect(await codeOf(family.api.call("applyAutoPayClosure", { orderId, reason: "Again" }, family.call))).toBe(ErrorCode.AUTO_PAY_CLOSURE_UNDER_REVIEW);
    expect((await statusOf(family, orderId)).closure).toEqual(closure);

    await running.autoPay(new Date(requestedAt + 3 * DAY - 1));
    expect((await statusOf(family, orderId)).closure?.status).toBe("under_review");
    const approvedAt = new Date(requestedAt + 3 * DAY);
    await running.autoPay(approvedAt);
    expect(await statusOf(family, orderId)).toMatchObject({ open: false, nextDebit: null, notice: null, closure: { status: "auto_approved", decidedAt: approvedAt.toISOString() } });

    // Closed, its stages are paid by hand: the sweep debits nothing, and there is nothing more to close or authorise.
    await running.autoPay(await beforeDue(orderId, 2));
    expect(await attemptsOf(orderId)).toEqual([]);
    expect(await codeOf(family.api.call("applyAutoPayClosure", { orderId, reason: "Once more" }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(family.api.call("authorizeAutoPay", { orderId }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("is decided by customer service alone, audited, once (4135), with a note the parent sees", async () => {
    const family = await signIn(running);
    const orderId = await autoPayOrder(family);
    const service = await signInAsStaff(running, "service");
    for (const role of ["editor", "publisher"] as const) {
      const staff = await signInAsStaff(running, role);
      expect(await codeOf(staff.api.call("serviceListAutoPayClosures", {}, staff.call)), role).toBe(ErrorCode.ROLE_FORBIDDEN);
      expect(await codeOf(staff.api.call("serviceDecideAutoPayClosure", { closureId: 1, approve: true }, staff.call)), role).toBe(ErrorCode.ROLE_FORBIDDEN);
    }
    expect(await codeOf(family.api.call("serviceListAutoPayClosures", {}, family.call))).toBe(ErrorCode.STAFF_SESSION_INVALID);

    const first = await family.api.call("applyAutoPayClosure", { orderId, reason: "Moving abroad." }, family.call);
    const queue = (await service.api.call("serviceListAutoPayClosures", {}, service.call)).list;
    expect(queue).toContainEqual({ ...first, orderId, locale: "us", decidedBy: null });
    const rejected = await service.api.call("serviceDecideAutoPayClosure", { closureId: first.closureId, approve: false, note: "The course ends in March; auto pay stays on." }, service.call);
    expect(rejected).toMatchObject({ status: "rejected", decidedBy: service.staff.email, note: "The course ends in March; auto pay stays on." });
    expect(await codeOf(service.api.call("serviceDecideAutoPayClosure", { closureId: first.closureId, approve: true }, service.call))).toBe(ErrorCode.ALREADY_DECIDED);
    expect(await statusOf(family, orderId)).toMatchObject({ open: true, closure: { status: "rejected", note: "The course ends in March; auto pay stays on." } });
    expect((await service.api.call("serviceListAutoPayClosures", {}, service.call)).list.map((closure) => closure.closureId)).not.toContain(first.closureId);

    const second = await family.api.call("applyAutoPayClosure", { orderId, reason: "Still moving abroad." }, family.call);
    await service.api.call("serviceDecideAutoPayClosure", { closureId: second.closureId, approve: true }, service.call);
    expect(await statusOf(family, orderId)).toMatchObject({ open: false, closure: { closureId: second.closureId, status: "approved" } });
    expect((await service.api.call("serviceListAutoPayClosures", { orderId }, service.call)).list.map((closure) => [closure.closureId, closure.status])).toEqual([
      [second.closureId, "approved"],
      [first.closureId, "rejected"],
    ]);
    // Approved on its own later, it is not decided twice.
    await running.autoPay(new Date(Date.parse(second.autoApproveAt) + 1));
    expect((await statusOf(family, orderId)).closure?.status).toBe("approved");

    const audited = await db().select().from(auditLog).where(eq(auditLog.target, `order ${orderId}`)).orderBy(asc(auditLog.id));
    expect(audited.map((row) => [row.action, row.staffEmail, row.detail])).toEqual([
      ["auto-pay-closure-reject", service.staff.email, { closureId: first.closureId, note: "The course ends in March; auto pay stays on." }],
      ["auto-pay-closure-approve", service.staff.email, { closureId: second.closureId, note: "" }],
    ]);
    expect(await codeOf(service.api.call("serviceDecideAutoPayClosure", { closureId: 2_000_000_000, approve: true }, service.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("another family", () => {
  it("gets 4003 for every auto-pay call about an order not theirs", async () => {
    const owner = await signIn(running);
    const orderId = await autoPayOrder(owner);
    const stranger = await signIn(running);
    const calls = [
      () => stranger.api.call("queryAutoPayStatus", { orderId }, stranger.call),
      () => stranger.api.call("authorizeAutoPay", { orderId }, stranger.call),
      () => stranger.api.call("changePaymentCard", { orderId }, stranger.call),
      () => stranger.api.call("applyAutoPayClosure", { orderId, reason: "Not mine" }, stranger.call),
      () => stranger.api.call("queryAutoPayRecords", { orderId }, stranger.call),
      () => stranger.api.call("queryPayHistory", { orderId }, stranger.call),
    ];
    for (const call of calls) expect(await codeOf(call())).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await stranger.api.call("queryAutoPayOrders", {}, stranger.call)).list).toEqual([]);
    expect((await statusOf(owner, orderId)).closure).toBeNull();
  });
});

describe("auto-pay through Stripe", () => {
  const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
  let stub: StripeStub;
  let stripe: TestService;
  beforeAll(async () => {
    stub = await startStripeStub();
    stripe = await startTestService(
      { STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString("hex")}`, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { stripeApi: { host: "127.0.0.1", port: stub.port, protocol: "http" } },
    );
  });
  afterAll(async () => {
    await stripe?.close();
    await stub?.close();
  });

  /** A signed delivery of a Stripe event about `object`, through the service's webhook handling. */
  async function deliver(type: string, object: Record<string, unknown>) {
    const body = stripeEvent(type, object);
    return stripe.service.paymentWebhook("stripe", body, { [STRIPE_SIGNATURE_HEADER.toLowerCase()]: stripeSignature(body, WEBHOOK_SECRET) });
  }

  /** An auto-pay order paid through Stripe Checkout, its card kept as `customer`'s payment method `paymentMethod`. */
  async function paidThroughStripe(customer: string, paymentMethod: string) {
    const family = await signInWithStudent(stripe);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: AUTO_PAY_CLASS }, paymentMethod: 1, debitMethod: 1 }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("openPayment", { paymentId }, family.call);
    const session = stub.requests.find((request) => request.form.get("metadata[paymentId]") === paymentId)!;
    const intent = { id: `pi_${randomBytes(8).toString("hex")}`, object: "payment_intent", status: "succeeded", customer, payment_method: paymentMethod, setup_future_usage: "off_session", metadata: { paymentId } };
    expect(await deliver("payment_intent.succeeded", intent)).toBe("applied");
    return { family, orderId, session };
  }

  const stripeMandate = async (orderId: string) => (await stripe.store.db.select().from(autoPayMandates).where(eq(autoPayMandates.orderId, orderId)))[0];
  const stripeStage = async (orderId: string, stageNo: number) => (await stripe.store.db.select().from(orderStages).where(and(eq(orderStages.orderId, orderId), eq(orderStages.stageNo, stageNo))))[0]!;

  it("keeps the card of an auto-pay order's Checkout Session and debits it off-session within 24 hours of the due date", async () => {
    const { family, orderId, session } = await paidThroughStripe("cus_parent1", "pm_card1");
    expect(Object.fromEntries(session.form)).toMatchObject({ customer_creation: "always", "payment_intent_data[setup_future_usage]": "off_session" });
    expect(await stripeMandate(orderId)).toMatchObject({ authorization: "authorized", gateway: "stripe", gatewayRef: "cus_parent1/pm_card1", cardBrand: null, cardLast4: null });

    const due = (await stripeStage(orderId, 2)).dueAt;
    await stripe.autoPay(new Date(due.getTime() - 23 * HOUR));
    const [debit, ...more] = stub.requests.filter((request) => request.path === "/v1/payment_intents" && request.form.get("metadata[orderId]") === orderId);
    expect(more).toEqual([]);
    const [payment] = await stripe.store.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.purpose, "stage")));
    expect(Object.fromEntries(debit!.form)).toMatchObject({ amount: "7960", currency: "usd", customer: "cus_parent1", payment_method: "pm_card1", off_session: "true", confirm: "true", "metadata[debitPaymentId]": payment!.id });
    expect(debit!.headers["idempotency-key"]).toBe(`off-session-debit-${payment!.id}`);
    expect(payment).toMatchObject({ gateway: "stripe", status: "succeeded", amount: 7960, chargeRef: expect.stringMatching(/^pi_/) });
    expect((await stripeStage(orderId, 2)).status).toBe(STAGE_STATUS.paid);
    expect((await family.api.call("queryAutoPayStatus", { orderId }, family.call)).nextDebit?.stageNo).toBe(3);
  });

  it("makes the mandate unauthorised when Stripe declines the card, and takes a new one from a setup-mode session's confirmation", async () => {
    const { family, orderId } = await paidThroughStripe("cus_parent2", "pm_card2");
    stub.declining.add("cus_parent2");
    const due = (await stripeStage(orderId, 2)).dueAt;
    await stripe.autoPay(new Date(due.getTime() - 23 * HOUR));
    expect(await stripeMandate(orderId)).toMatchObject({ authorization: "unauthorized" });
    expect(await family.api.call("queryAutoPayStatus", { orderId }, family.call)).toMatchObject({ notice: ErrorCode.AUTO_DEBIT_AUTH_FAILED });
    expect((await family.api.call("queryAutoPayRecords", { orderId }, family.call)).list).toEqual([expect.objectContaining({ result: "failed", description: "Your card was declined." })]);

    const { redirectUrl } = await family.api.call("authorizeAutoPay", { orderId }, family.call);
    const setup = stub.requests.find((request) => request.form.get("setup_intent_data[metadata][orderId]") === orderId)!;
    expect(redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(Object.fromEntries(setup.form)).toMatchObject({
      mode: "setup",
      currency: "usd",
      customer: "cus_parent2",
      success_url: `http://us.localhost:${stripe.env.PORT}/subscription-manage/autopay-notice/processing`,
      cancel_url: `http://us.localhost:${stripe.env.PORT}/subscription-manage/autopay-notice/cancelled`,
    });
    // Nothing changes until Stripe confirms it.
    expect(await stripeMandate(orderId)).toMatchObject({ authorization: "unauthorized", gatewayRef: "cus_parent2/pm_card2" });
    const intent = { id: `seti_${randomBytes(8).toString("hex")}`, object: "setup_intent", status: "succeeded", customer: "cus_parent2", payment_method: "pm_card3", metadata: { orderId } };
    expect(await deliver("setup_intent.succeeded", intent)).toBe("applied");
    expect(await stripeMandate(orderId)).toMatchObject({ authorization: "authorized", gatewayRef: "cus_parent2/pm_card3" });

    stub.declining.delete("cus_parent2");
    await stripe.autoPay(new Date(due.getTime() - 22 * HOUR));
    expect((await family.api.call("queryAutoPayRecords", { orderId }, family.call)).list.map((record) => record.result)).toEqual(["succeeded", "failed"]);
    expect((await stripeStage(orderId, 2)).status).toBe(STAGE_STATUS.paid);
  });

  it("does not keep the card of a one-time order", async () => {
    const family = await signInWithStudent(stripe);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } }, family.call);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("openPayment", { paymentId }, family.call);
    const session = stub.requests.find((request) => request.form.get("metadata[paymentId]") === paymentId)!;
    expect(session.form.has("customer_creation")).toBe(false);
    expect(session.form.has("payment_intent_data[setup_future_usage]")).toBe(false);
  });
});
