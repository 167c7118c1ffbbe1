import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { expireDueOrders } from "../../server/commerce/orders.js";
import { orders, skus } from "../../server/db/schema.js";
import { signWebhook } from "../../server/payments/webhook-signature.js";
import { TEST_GATEWAY_SIGNATURE_HEADER } from "../../server/payments/test-gateway.js";
import { sibling, signIn, signInWithStudent, uniqueEmail, uniquePhone, usAddress } from "../helpers/accounts.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signIn>>;
const CLASS = "us-amc8-prep-online-sku";
const GOODS = "us-amc8-workbook";
const RECORDED = "us-fractions-video";

const readyFamily = () => signInWithStudent(running);
const seatsOf = async (id: string) => (await running.store.db.select({ store: skus.store, taken: skus.taken }).from(skus).where(eq(skus.id, id)))[0]!;
const order = (family: Family, skuId: string, key?: string, addressId?: number) =>
  family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId }, addressId }, family.call, key ? { idempotencyKey: key } : {});
const addressOf = async (family: Family) => (await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call)).id;

describe("the cart", () => {
  it("adds, counts, bounds and removes lines; the badge follows every change", async () => {
    const family = await signIn(running);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    expect(await family.api.call("addCart", { studentId: family.uid, skuId: GOODS, quantity: 2 }, family.call)).toMatchObject({ status: 0, extra: { total: 2 } });
    expect(await family.api.call("addCart", { studentId: family.uid, skuId: CLASS }, family.call)).toMatchObject({ status: 0, extra: { total: 3 } });
    expect(await family.api.call("addCart", { studentId: family.uid, skuId: CLASS }, family.call)).toMatchObject({ status: 13 });
    expect(await family.api.call("getCartAmount", { studentId: siblingId }, family.call)).toEqual({ total: 0 });
    const { list } = await family.api.call("queryCartList", { studentId: family.uid }, family.call);
    const goods = list.find((line) => line.card.id === GOODS)!;
    expect(goods).toMatchObject({ quantity: 2, minQuantity: 1, problem: null });
    // Three left: three may be in the cart, a fourth is out of stock (SPEC §5 goods quantity never above stock).
    await running.store.db.update(skus).set({ store: sql`${skus.taken} + 3` }).where(eq(skus.id, GOODS));
    expect(await family.api.call("updateCartAmount", { studentId: family.uid, cartId: goods.id, quantity: 3 }, family.call)).toEqual({ quantity: 3, total: 4 });
    await expect(family.api.call("updateCartAmount", { studentId: family.uid, cartId: goods.id, quantity: 4 }, family.call)).rejects.toMatchObject({ code: ErrorCode.OUT_OF_STOCK });
    expect(await family.api.call("cancelCart", { studentId: family.uid, cartIds: [goods.id] }, family.call)).toEqual({ total: 1 });
    await running.store.db.update(skus).set({ store: sql`${skus.taken} + 100` }).where(eq(skus.id, GOODS));
  });

  it("answers 4003 for another family's student or line, and writes nothing", async () => {
    const family = await signIn(running);
    const other = await signIn(running);
    await other.api.call("addCart", { studentId: other.uid, skuId: GOODS }, other.call);
    const [line] = (await other.api.call("queryCartList", { studentId: other.uid }, other.call)).list;
    await expect(family.api.call("getCartAmount", { studentId: other.uid }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await expect(family.api.call("cancelCart", { studentId: family.uid, cartIds: [line!.id] }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    expect(await other.api.call("getCartAmount", { studentId: other.uid }, other.call)).toEqual({ total: 1 });
  });
});

describe("orders and seats", () => {
  it("sells the last 5 seats to exactly 5 of 100 parents buying at once; the other 95 hear it is out of stock", async () => {
    await running.store.db.update(skus).set({ store: sql`${skus.taken} + 5` }).where(eq(skus.id, CLASS));
    const families = await Promise.all(Array.from({ length: 100 }, () => readyFamily()));
    const addresses = await Promise.all(families.map(addressOf));
    const outcomes = await Promise.allSettled(families.map((family, index) => order(family, CLASS, undefined, addresses[index])));
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected");
    expect(won).toHaveLength(5);
    expect(refused).toHaveLength(95);
    expect(refused.every((outcome) => (outcome.reason as { code: number }).code === ErrorCode.OUT_OF_STOCK)).toBe(true);
    const seats = await seatsOf(CLASS);
    expect(seats.store - seats.taken).toBe(0);
  });

  it("gives one order and the same answer for one Idempotency-Key sent 20 times at once; another body with it is refused", async () => {
    const family = await readyFamily();
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(family, RECORDED, "checkout-key-0001")));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(await running.store.db.select().from(orders).where(eq(orders.uid, family.uid))).toHaveLength(1);
    await expect(order(family, GOODS, "checkout-key-0001")).rejects.toMatchObject({ code: ErrorCode.IDEMPOTENCY_KEY_REUSED });
  });

  it("uses a single coupon once among 10 simultaneous orders, and an expired order gives it and its seat back", async () => {
    const family = await readyFamily();
    const coupon = await family.api.call("redeemCoupon", { code: "WELCOME10" }, family.call);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    const students = [family.uid, siblingId];
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        family.api.call("createOrder", { studentId: students[index % 2]!, source: { kind: "product", skuId: index % 2 ? GOODS : RECORDED }, couponIds: [coupon.id], addressId: undefined }, family.call),
      ),
    );
    const made = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(made).toHaveLength(1);
    const { orderId } = (made[0] as PromiseFulfilledResult<{ orderId: string }>).value;
    expect((await family.api.call("queryUserCoupons", { list: "available" }, family.call)).list.map((held) => held.id)).not.toContain(coupon.id);

    await expireDueOrders(running.store.db, new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect((await family.api.call("queryOrderResult", { orderId }, family.call)).status).toBe(ORDER_STATUS.expired);
    expect((await family.api.call("queryUserCoupons", { list: "available" }, family.call)).list.map((held) => held.id)).toContain(coupon.id);
  });
});

describe("the words of the answers", () => {
  it("says a refusal in the visitor's language: out of stock on the hk site in Traditional Chinese", async () => {
    const hk = { header: { schoolCode: "8520", timezone: "Asia/Hong_Kong" }, countryCode: "HK", channelCode: "web-hk", language: "zh-Hant" };
    const family = await signIn(running, { email: uniqueEmail() }, hk);
    const goods = "hk-olympiad-workbook";
    await running.store.db.update(skus).set({ store: skus.taken }).where(eq(skus.id, goods));
    expect(await family.api.call("addCart", { studentId: family.uid, skuId: goods }, family.call)).toMatchObject({ status: 11, statusDesc: "該商品目前缺貨。" });
    const english = { ...family.call, language: "en" };
    expect(await family.api.call("addCart", { studentId: family.uid, skuId: goods }, english)).toMatchObject({ status: 11, statusDesc: "This product is currently out of stock." });
  });
});

describe("the sign-up check at order creation", () => {
  it("refuses to order a class for a family that must bind an e-mail first, as the enrol button would, and holds no seat", async () => {
    const family = await signInWithStudent(running, { phone: uniquePhone(), countryCallingCode: "+1" });
    expect((await family.api.call("querySignUpCheckV2", { skuId: CLASS, studentId: family.uid }, family.call)).status).toBe(4);
    const before = await seatsOf(CLASS);
    await expect(order(family, CLASS)).rejects.toMatchObject({ code: ErrorCode.CANNOT_CREATE_ORDER });
    expect(await seatsOf(CLASS)).toEqual(before);
    // A recorded course has no sign-up check.
    expect(await order(family, RECORDED)).toMatchObject({ status: ORDER_STATUS.toBePaid });
  });

  it("sells a course for new families only until the family has paid for an order (604), and then refuses it", async () => {
    const family = await readyFamily();
    const trial = "us-math-trial-live-sku";
    expect(await family.api.call("querySignUpCheckV2", { skuId: trial, studentId: family.uid }, family.call)).toMatchObject({ status: 0 });
    const { orderId } = await order(family, RECORDED);
    const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
    await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);

    expect(await family.api.call("querySignUpCheckV2", { skuId: trial, studentId: family.uid }, family.call)).toMatchObject({ status: 604 });
    expect((await family.api.call("studentList", { products: [trial] }, family.call)).studentList[0]).toMatchObject({ status: 604 });
    const before = await seatsOf(trial);
    await expect(order(family, trial)).rejects.toMatchObject({ code: ErrorCode.CANNOT_CREATE_ORDER, message: "This course is for new students only." });
    expect(await seatsOf(trial)).toEqual(before);
  });
});

describe("another family's ids", () => {
  it("refuses another family's order, coupon and student with 4003, and changes nothing", async () => {
    const owner = await readyFamily();
    const stranger = await readyFamily();
    const coupon = await owner.api.call("redeemCoupon", { code: "WELCOME10" }, owner.call);
    const { orderId } = await order(owner, RECORDED);
    const refused = { code: ErrorCode.NOT_FOUND_OR_ENDED };
    await expect(stranger.api.call("queryOrderResult", { orderId }, stranger.call)).rejects.toMatchObject(refused);
    await expect(stranger.api.call("payOrder", { orderId }, stranger.call)).rejects.toMatchObject(refused);
    await expect(stranger.api.call("cancelOrder", { orderId }, stranger.call)).rejects.toMatchObject(refused);
    await expect(stranger.api.call("queryCouponDetail", { couponId: coupon.id }, stranger.call)).rejects.toMatchObject(refused);
    await expect(stranger.api.call("createOrder", { studentId: stranger.uid, source: { kind: "product", skuId: GOODS }, couponIds: [coupon.id] }, stranger.call)).rejects.toMatchObject(refused);
    await expect(stranger.api.call("createOrder", { studentId: owner.uid, source: { kind: "product", skuId: GOODS } }, stranger.call)).rejects.toMatchObject(refused);
    const mine = await owner.api.call("queryOrderResult", { orderId }, owner.call);
    expect(mine).toMatchObject({ status: ORDER_STATUS.toBePaid, payment: null });
    expect(await running.store.db.select().from(orders).where(eq(orders.uid, stranger.uid))).toHaveLength(0);
  });
});

describe("payments through the test gateway", () => {
  it("marks an order paid only on a verified webhook, once; forged, stale and replayed deliveries change nothing", async () => {
    const server = await startTestServer(running);
    try {
      const family = await readyFamily();
      const { orderId } = await order(family, RECORDED);
      const before = await seatsOf(RECORDED);
      const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
      const event = (type: string) => JSON.stringify({ id: `evt_${paymentId}_${type}`, type, created: Math.floor(Date.now() / 1000), data: { paymentId } });
      const deliver = (body: string, signature: string) => fetch(`${server.baseUrl}/webhooks/payments/test`, { method: "POST", body, headers: { [TEST_GATEWAY_SIGNATURE_HEADER]: signature } });

      const body = event("payment.succeeded");
      expect((await deliver(body, signWebhook("a-forger-guessing-the-secret-000000", body, Date.now()))).status).toBe(400);
      expect((await deliver(body, signWebhook(running.env.TEST_GATEWAY_SECRET, body, Date.now() - 301_000))).status).toBe(400);
      expect((await family.api.call("queryOrderResult", { orderId }, family.call)).status).toBe(ORDER_STATUS.toBePaid);

      const genuine = signWebhook(running.env.TEST_GATEWAY_SECRET, body, Date.now());
      expect(await (await deliver(body, genuine)).json()).toEqual({ received: "applied" });
      expect(await (await deliver(body, genuine)).json()).toEqual({ received: "duplicate" });
      expect((await family.api.call("queryOrderResult", { orderId }, family.call)).status).toBe(ORDER_STATUS.paid);
      // Paying leaves the seat the order took as it was.
      expect(await seatsOf(RECORDED)).toEqual(before);
    } finally {
      server.close();
    }
  });

  it("repays after a decline, pays on the gateway's page, refuses a second try, and answers 'The payment link is empty' for no payment", async () => {
    const family = await readyFamily();
    const { orderId } = await order(family, RECORDED);
    const declined = await family.api.call("payOrder", { orderId }, family.call);
    expect(await family.api.call("actTestPayment", { paymentId: declined.paymentId, action: "decline" }, family.call)).toMatchObject({ status: "failed" });
    expect((await family.api.call("queryOrderResult", { orderId }, family.call)).payment).toEqual({ status: "failed" });
    // Paying again starts a new payment, and the order shows the latest one.
    const { paymentId, redirectUrl } = await family.api.call("payOrder", { orderId }, family.call);
    expect(redirectUrl).toContain(`/pay/test/${paymentId}`);
    expect((await family.api.call("queryOrderResult", { orderId }, family.call)).payment).toEqual({ status: "pending" });
    expect(await family.api.call("actTestPayment", { paymentId, action: "require_authentication" }, family.call)).toMatchObject({ status: "requires_action" });
    expect(await family.api.call("actTestPayment", { paymentId, action: "authenticate" }, family.call)).toMatchObject({ status: "succeeded" });
    expect((await family.api.call("queryOrderResult", { orderId }, family.call)).status).toBe(ORDER_STATUS.paid);
    await expect(family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call)).rejects.toMatchObject({ code: ErrorCode.PAYMENT_LINK_EXPIRED });
    await expect(family.api.call("queryTestPayment", { paymentId }, family.call)).rejects.toMatchObject({ code: ErrorCode.PAYMENT_LINK_EXPIRED });
    await expect(family.api.call("queryTestPayment", { paymentId: "no-such-payment" }, family.call)).rejects.toMatchObject({ code: ErrorCode.PAYMENT_LINK_EMPTY });
  });
});
