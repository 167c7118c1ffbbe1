import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { STAGE_STATUS } from "../../rules/commerce/stages.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { captureOrder, closeUnpaidOrder } from "../../server/commerce/orders.js";
import { accounts, autoPayMandates, debitAttempts, orders, orderStages, skus } from "../../server/db/schema.js";
import { sibling, signInWithStudent, uniqueEmail, uniquePhone, type signIn } from "../helpers/accounts.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { startTestService, ukContext, type TestService } from "../helpers/test-service.js";
import { INSTALMENT_CLASS, paidInstalmentOrder, payOnTestGateway, stageOrderRequest } from "../helpers/unpaid.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
  // Every test buys a seat of the class: room for all of them.
  await running.store.db.update(skus).set({ store: 1000 }).where(eq(skus.id, INSTALMENT_CLASS));
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signIn>>;
const DAY = 86_400_000;
const OTHER_CLASS = "us-grade4-problem-solving-online-sku";

const unpaidCourses = (family: Family, studentId?: string) => family.api.call("queryUnpaidCourses", studentId ? { studentId } : {}, family.call);
const classesOf = async (family: Family) => (await unpaidCourses(family)).students.flatMap((student) => student.classes);
const stageOrder = (family: Family, studentId = family.uid, skuId = INSTALMENT_CLASS) => family.api.call("createOrder", stageOrderRequest(studentId, skuId), family.call);
const toBePaid = (family: Family, skuId = INSTALMENT_CLASS) => family.api.call("toBePaidCheck", { skuId }, family.call);
const storedStages = (orderId: string) => running.store.db.select().from(orderStages).where(eq(orderStages.orderId, orderId)).orderBy(orderStages.stageNo);
const attemptsOn = (orderId: string) => running.store.db.select().from(debitAttempts).where(eq(debitAttempts.orderId, orderId)).orderBy(debitAttempts.id);
const seatsTaken = async (skuId: string) => (await running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, skuId)))[0]!.taken;
const familyIdOf = async (orderId: string) => (await running.store.db.select({ familyId: orders.familyId }).from(orders).where(eq(orders.id, orderId)))[0]!.familyId;

describe("an instalment order paid at checkout", () => {
  it("leaves its later stages owed, listed per student with their amounts, due dates and what paying now charges", async () => {
    const family = await signInWithStudent(running);
    const { orderId: unpaidOrderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: INSTALMENT_CLASS, attachmentSkuIds: [] }, paymentMethod: 1 }, family.call);
    // Until the first stage is paid nothing is owed: the order itself waits for payment.
    expect((await unpaidCourses(family)).students).toEqual([]);
    await payOnTestGateway(family, unpaidOrderId);

    const sold = await family.api.call("queryOrderResult", { orderId: unpaidOrderId }, family.call);
    expect(sold.stages.map((stage) => stage.status)).toEqual([STAGE_STATUS.paid, STAGE_STATUS.registrationOpens, STAGE_STATUS.registrationOpens]);
    const [, second, third] = sold.stages;
    const answer = await unpaidCourses(family);
    expect(answer.students).toEqual([
      {
        uid: family.uid,
        nickName: "Bo",
        firstName: "Bo",
        lastName: "Parent",
        classes: [
          {
            orderId: unpaidOrderId,
            skuId: INSTALMENT_CLASS,
            title: "AMC 8 Competition Prep",
            autoPay: false,
            stages: [second, third].map((stage) => ({
              stageNo: stage!.stageNo,
              lessonCount: 4,
              amount: stage!.sellPrice,
              couponDiscount: 0,
              dueAt: stage!.dueAt,
              lessonsStartAt: expect.any(String),
              status: STAGE_STATUS.registrationOpens,
              state: "toPay",
            })),
            // None is due yet (due 3 days before its lessons): the next one can be paid ahead.
            payNow: { stageNos: [2], subtotal: second!.sellPrice, couponSaving: 0, tax: 0, taxIncluded: false, taxRule: null, total: second!.sellPrice },
            pendingOrderId: null,
          },
        ],
      },
    ]);
    const [owed] = answer.students[0]!.classes[0]!.stages;
    expect(Date.parse(owed!.lessonsStartAt!) - Date.parse(owed!.dueAt)).toBe(3 * DAY);
    expect(second!.sellPrice + third!.sellPrice + sold.dueNow).toBe(sold.total);

    // The renewal window: from the next stage's due date to the start of its lessons.
    expect(await family.api.call("getUnpaidInfo", {}, family.call)).toEqual({ startDate: owed!.dueAt, endDate: owed!.lessonsStartAt });
  });

  it("lists only the student asked for, and nothing for a family that owes nothing", async () => {
    const family = await signInWithStudent(running);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    await paidInstalmentOrder(family, { studentId: siblingId });
    expect((await unpaidCourses(family)).students.map((student) => student.uid)).toEqual([siblingId]);
    expect((await unpaidCourses(family, family.uid)).students).toEqual([]);
    expect((await unpaidCourses(family, siblingId)).students).toHaveLength(1);

    const owesNothing = await signInWithStudent(running);
    expect(await unpaidCourses(owesNothing)).toEqual({ students: [] });
    expect(await owesNothing.api.call("getUnpaidInfo", {}, owesNothing.call)).toEqual({ startDate: null, endDate: null });
    expect(await owesNothing.api.call("unpaidRemind", {}, owesNothing.call)).toEqual({ toBeContinueSku: [], inCartSku: [], total: 0 });
  });
});

describe("unpaidRemind", () => {
  it("names the classes with stages owed and the cart's type-2 lines, each SKU counted once", async () => {
    const family = await signInWithStudent(running);
    await paidInstalmentOrder(family);
    expect(await family.api.call("unpaidRemind", {}, family.call)).toEqual({ toBeContinueSku: [INSTALMENT_CLASS], inCartSku: [], total: 1 });

    // A normal cart line is not unpaid; a type-2 line is 'in cart', for the student or a sibling.
    await family.api.call("addCart", { studentId: family.uid, skuId: "us-amc8-workbook" }, family.call);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    await family.api.call("addCart", { studentId: siblingId, skuId: OTHER_CLASS, cartType: 2 }, family.call);
    expect(await family.api.call("unpaidRemind", {}, family.call)).toEqual({ toBeContinueSku: [INSTALMENT_CLASS], inCartSku: [OTHER_CLASS], total: 2 });
    await family.api.call("addCart", { studentId: siblingId, skuId: INSTALMENT_CLASS, cartType: 2 }, family.call);
    expect(await family.api.call("unpaidRemind", {}, family.call)).toEqual({ toBeContinueSku: [INSTALMENT_CLASS], inCartSku: [OTHER_CLASS, INSTALMENT_CLASS].sort(), total: 2 });
  });
});

describe("toBePaidCheck", () => {
  it("asks to bind the site's preferred contact (1 e-mail on us, 2 phone on kr), then the student's details (3), else goes on (0)", async () => {
    const family = await signInWithStudent(running);
    await paidInstalmentOrder(family);
    expect(await toBePaid(family)).toEqual({ helper: { status: 0 } });

    await running.store.db.update(accounts).set({ firstName: "" }).where(eq(accounts.uid, family.uid));
    expect(await toBePaid(family)).toEqual({ helper: { status: 3 } });
    // The contact comes first; a family that lost its e-mail (us prefers e-mail) binds one again.
    await running.store.db.update(accounts).set({ email: null }).where(eq(accounts.uid, family.uid));
    expect(await toBePaid(family)).toEqual({ helper: { status: 1 } });
    // The order cannot be made either, until then.
    expect(await codeOf(stageOrder(family))).toBe(ErrorCode.CANNOT_CREATE_ORDER);

    const krContext: CallContext = { header: { schoolCode: "8201", timezone: "Asia/Seoul" }, countryCode: "KR", channelCode: "web-kr", language: "en" };
    const korean = await signInWithStudent(running, { phone: `10${uniquePhone().slice(2)}`, countryCallingCode: "+82" }, krContext, {
      nickName: "Min",
      firstName: "Min",
      lastName: "Kim",
      gradeId: 704,
    });
    const { orderId } = await korean.api.call("createOrder", { studentId: korean.uid, source: { kind: "product", skuId: "kr-grade4-reasoning-online-sku" }, paymentMethod: 1 }, korean.call);
    await payOnTestGateway(korean, orderId);
    expect(await toBePaid(korean, "kr-grade4-reasoning-online-sku")).toEqual({ helper: { status: 0 } });
    await running.store.db.update(accounts).set({ phone: null }).where(eq(accounts.uid, korean.uid));
    expect(await toBePaid(korean, "kr-grade4-reasoning-online-sku")).toEqual({ helper: { status: 2 } });
  });
});

describe("paying the next stage by hand", () => {
  it("makes an order for the stage without a seat, marks the stage paid on the original order when paid, and the stage leaves the list", async () => {
    const family = await signInWithStudent(running);
    const original = await paidInstalmentOrder(family);
    const seatsBefore = await seatsTaken(INSTALMENT_CLASS);
    const [owed] = await classesOf(family);

    const made = await stageOrder(family);
    expect(made).toMatchObject({ status: ORDER_STATUS.toBePaid, total: owed!.payNow!.total, dueNow: owed!.payNow!.total });
    const order = await family.api.call("queryOrderResult", { orderId: made.orderId }, family.call);
    expect(order.lines).toEqual([expect.objectContaining({ lineNo: 1, skuId: INSTALMENT_CLASS, title: "AMC 8 Competition Prep", quantity: 1, unitPrice: owed!.stages[0]!.amount })]);
    expect(await seatsTaken(INSTALMENT_CLASS)).toEqual(seatsBefore);
    // While it waits for payment, the stage is being paid: no second 'Pay now'.
    const [paying] = await classesOf(family);
    expect(paying).toMatchObject({ payNow: null, pendingOrderId: made.orderId, stages: [{ stageNo: 2, state: "paying" }, { stageNo: 3, state: "toPay" }] });
    expect(await attemptsOn(original)).toEqual([expect.objectContaining({ stageNo: 2, type: "manual", result: "in_process", paymentId: null })]);

    const paymentId = await payOnTestGateway(family, made.orderId);
    expect((await storedStages(original)).map((stage) => [stage.stageNo, stage.status])).toEqual([
      [1, STAGE_STATUS.paid],
      [2, STAGE_STATUS.paid],
      [3, STAGE_STATUS.registrationOpens],
    ]);
    expect(await attemptsOn(original)).toEqual([expect.objectContaining({ stageNo: 2, type: "manual", result: "succeeded", paymentId })]);
    expect(await seatsTaken(INSTALMENT_CLASS)).toEqual(seatsBefore);
    expect((await family.api.call("queryOrderList", { status: 200 }, family.call)).list.map((item) => item.orderId)).toEqual([made.orderId, original]);
    const [left] = await classesOf(family);
    expect(left).toMatchObject({ stages: [{ stageNo: 3, state: "toPay" }], payNow: { stageNos: [3] }, pendingOrderId: null });

    // A repeated confirmation of the same payment changes nothing.
    expect(await captureOrder(running.store.db, made.orderId, new Date(), { owesReceipt: true })).toBeNull();
    await payOnTestGateway(family, (await stageOrder(family)).orderId);
    expect(await classesOf(family)).toEqual([]);
    expect(await family.api.call("unpaidRemind", {}, family.call)).toEqual({ toBeContinueSku: [], inCartSku: [], total: 0 });
    expect((await storedStages(original)).every((stage) => stage.status === STAGE_STATUS.paid)).toBe(true);
    // Nothing is owed any more: from the unpaid list it would be buying the class again.
    expect(await refusal(stageOrder(family))).toEqual({ code: ErrorCode.CANNOT_CREATE_ORDER, message: "The student has already bought this." });
  });

  it("pays every stage already due together", async () => {
    const family = await signInWithStudent(running);
    const original = await paidInstalmentOrder(family);
    await running.store.db.update(orderStages).set({ dueAt: new Date(Date.now() - DAY) }).where(eq(orderStages.orderId, original));
    const [owed] = await classesOf(family);
    expect(owed!.payNow!.stageNos).toEqual([2, 3]);
    const made = await stageOrder(family);
    expect(made.total).toBe(owed!.stages[0]!.amount + owed!.stages[1]!.amount);
    await payOnTestGateway(family, made.orderId);
    expect(await classesOf(family)).toEqual([]);
  });

  it("adds the site's GST on top where prices exclude it (uk)", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() }, ukContext, { nickName: "Oli", firstName: "Oliver", lastName: "Parent", gradeId: 206 });
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: "uk-eleven-plus-maths-online-sku" }, paymentMethod: 1 }, family.call);
    await payOnTestGateway(family, orderId);
    const [owed] = await classesOf(family);
    const amount = owed!.stages[0]!.amount;
    const tax = Math.round(amount * 0.2);
    expect(owed!.payNow).toEqual({ stageNos: [2], subtotal: amount, couponSaving: 0, tax, taxIncluded: false, taxRule: { label: "GST", rateBasisPoints: 2000 }, total: amount + tax });
    const made = await stageOrder(family, family.uid, "uk-eleven-plus-maths-online-sku");
    expect(made.total).toBe(owed!.payNow!.total);
  });

  it("pays the same stage once when asked twice at once, and lets it be paid again once the first order closes unpaid", async () => {
    const family = await signInWithStudent(running);
    const original = await paidInstalmentOrder(family);
    const results = await Promise.allSettled([stageOrder(family), stageOrder(family)]);
    const made = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(made).toHaveLength(1);
    expect(results.flatMap((result) => (result.status === "rejected" ? [(result.reason as { code: number }).code] : []))).toEqual([ErrorCode.UNPAID_ORDER_EXISTS]);
    expect(await codeOf(stageOrder(family))).toBe(ErrorCode.UNPAID_ORDER_EXISTS);

    await family.api.call("cancelOrder", { orderId: made[0]!.orderId }, family.call);
    expect(await attemptsOn(original)).toEqual([expect.objectContaining({ stageNo: 2, result: "failed" })]);
    expect((await classesOf(family))[0]).toMatchObject({ payNow: { stageNos: [2] }, pendingOrderId: null });

    // An order whose time is up but which the sweep has not closed yet is closed by the next order.
    const second = await stageOrder(family);
    await running.store.db.update(orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, second.orderId));
    const third = await stageOrder(family);
    const [closed] = await running.store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, second.orderId));
    expect(closed!.status).toBe(ORDER_STATUS.expired);
    await payOnTestGateway(family, third.orderId);
    expect((await storedStages(original))[1]!.status).toBe(STAGE_STATUS.paid);
    expect((await attemptsOn(original)).map((attempt) => attempt.result)).toEqual(["failed", "failed", "succeeded"]);
    // The closed orders' stages stay paid once: closing an order again changes nothing.
    expect(await closeUnpaidOrder(running.store.db, second.orderId, ORDER_STATUS.expired, new Date())).toBe(false);
  });

  it("refuses while auto-pay debits the stage (1014), and tells a stage auto-pay covers", async () => {
    const family = await signInWithStudent(running);
    const original = await paidInstalmentOrder(family, { debitMethod: 1 });
    const mandate = async (authorization: "authorized" | "unauthorized", open: boolean) => {
      const values = { orderId: original, familyId: await familyIdOf(original), authorization, open, gateway: "test" as const };
      await running.store.db.insert(autoPayMandates).values(values).onConflictDoUpdate({ target: autoPayMandates.orderId, set: { authorization, open } });
    };
    // A refused authorisation debits nothing: the stages are paid by hand.
    await mandate("unauthorized", true);
    expect((await classesOf(family))[0]).toMatchObject({ autoPay: false, stages: [{ state: "toPay" }, { state: "toPay" }] });
    await mandate("authorized", true);
    expect((await classesOf(family))[0]).toMatchObject({ autoPay: true, stages: [{ state: "autoPay" }, { state: "autoPay" }], payNow: { stageNos: [2] } });

    await running.store.db.insert(debitAttempts).values({ orderId: original, lineNo: 1, stageNo: 2, type: "auto", result: "in_process", attemptedAt: new Date() });
    expect((await classesOf(family))[0]).toMatchObject({ stages: [{ state: "debiting" }, { state: "autoPay" }], payNow: null, pendingOrderId: null });
    expect(await codeOf(toBePaid(family))).toBe(ErrorCode.AUTO_PAY_IN_PROCESS);
    expect(await codeOf(stageOrder(family))).toBe(ErrorCode.AUTO_PAY_IN_PROCESS);

    await mandate("authorized", false);
    await running.store.db.update(debitAttempts).set({ result: "failed" }).where(and(eq(debitAttempts.orderId, original), eq(debitAttempts.type, "auto")));
    expect((await classesOf(family))[0]).toMatchObject({ autoPay: false, stages: [{ state: "toPay" }, { state: "toPay" }], payNow: { stageNos: [2] } });
  });

  it("refuses what the unpaid list's order cannot carry, naming the field", async () => {
    const family = await signInWithStudent(running);
    await paidInstalmentOrder(family);
    const changes: [Partial<RequestOf<"createOrder">>, string][] = [
      [{ couponIds: ["1"] }, "data.couponIds"],
      [{ paymentMethod: 1 }, "data.paymentMethod"],
    ];
    for (const [change, field] of changes) {
      const refused = await refusal(family.api.call("createOrder", { ...stageOrderRequest(family.uid), ...change }, family.call));
      expect(refused).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining(field) });
    }
  });
});

describe("another family", () => {
  it("cannot see, check or pay a family's owed class: 4003", async () => {
    const owner = await signInWithStudent(running);
    await paidInstalmentOrder(owner);
    const stranger = await signInWithStudent(running);
    expect(await codeOf(toBePaid(stranger))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("toBePaidCheck", { skuId: INSTALMENT_CLASS, studentId: owner.uid }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stageOrder(stranger, owner.uid))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(unpaidCourses(stranger, owner.uid))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await unpaidCourses(stranger)).toEqual({ students: [] });
    expect((await classesOf(owner))[0]).toMatchObject({ stages: [{ state: "toPay" }, { state: "toPay" }], pendingOrderId: null });
  });

  it("buys the class as usual from the unpaid list when the student owes none of its stages", async () => {
    const family = await signInWithStudent(running);
    const before = await seatsTaken(OTHER_CLASS);
    const made = await stageOrder(family, family.uid, OTHER_CLASS);
    const [stored] = await running.store.db.select({ createWay: orders.createWay, origin: orders.origin }).from(orders).where(eq(orders.id, made.orderId));
    expect(stored).toEqual({ createWay: 2, origin: { fromPage: "unpaid-courses-list" } });
    // A purchase takes its seat.
    expect(await seatsTaken(OTHER_CLASS)).toBe(before + 1);
  });
});
