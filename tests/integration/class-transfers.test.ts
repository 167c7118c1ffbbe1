import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { ORDER_STATUS } from "../../schemas/commerce.js";
import { expireDueOrders } from "../../server/commerce/orders.js";
import { STAGE_STATUS } from "../../rules/commerce/stages.js";
import { changeApplications, enrolments, lessons, orders, orderStages, skus } from "../../server/db/schema.js";
import { signIn, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf } from "../helpers/refusal.js";
import { refundRequest } from "../helpers/refunds.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { INSTALMENT_CLASS, paidInstalmentOrder, payOnTestGateway } from "../helpers/unpaid.js";

/** Class transfers (decision 0029) on the store under test: GRADE4's online class ($420) and its Los Altos class ($460). */

const MINUTE = 60_000;
/** The service's clock runs this far ahead of the real one: a test moves it to meet the lessons. */
let clockAhead = 0;
const clockAt = (at: number) => (clockAhead = at - Date.now());

let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService({}, { now: () => Date.now() + clockAhead });
  service = await signInAsStaff(running, "service");
  // Seats for every test of the file; a test that needs the last seat says so.
  await running.store.db.update(skus).set({ store: sql`${skus.taken} + 40` }).where(sql`${skus.id} in (${GRADE4_ONLINE.skuId}, ${GRADE4_LOS_ALTOS.skuId})`);
});
afterEach(() => {
  clockAhead = 0;
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

const newFamily = () => signInWithStudent(running, { email: uniqueEmail() });
const REASON = "The other class fits our week better.";
const transfer = (family: Family, from: string, to: string, idempotencyKey?: string) =>
  family.api.call("applyClassTransfer", { classId: from, toClassId: to, reason: REASON }, family.call, { idempotencyKey });
const toLosAltos = (family: Family) => transfer(family, GRADE4_ONLINE.classId, GRADE4_LOS_ALTOS.classId);
const toOnline = (family: Family) => transfer(family, GRADE4_LOS_ALTOS.classId, GRADE4_ONLINE.classId);
const optionsOf = (family: Family, classId: string) => family.api.call("queryTransferOptions", { classId }, family.call);

const placesOf = (uid: string) => running.store.db.select().from(enrolments).where(eq(enrolments.uid, uid)).orderBy(asc(enrolments.createdAt));
const activePlaces = async (uid: string) => (await placesOf(uid)).filter((place) => place.status === "active");
const seatsOf = async (skuId: string) => (await running.store.db.select({ taken: skus.taken, store: skus.store }).from(skus).where(eq(skus.id, skuId)))[0]!;
const applicationsOf = (uid: string) => running.store.db.select().from(changeApplications).where(eq(changeApplications.uid, uid)).orderBy(asc(changeApplications.createdAt));
const lessonsOf = (classId: string) => running.store.db.select().from(lessons).where(eq(lessons.classId, classId)).orderBy(asc(lessons.number));

describe("a transfer with nothing to pay", () => {
  it("moves the place and the seats at once, carries the count, and answers a repeat with the same key alike", async () => {
    const family = await newFamily();
    const orderId = await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    const [before, beforeOnline] = [await seatsOf(GRADE4_LOS_ALTOS.skuId), await seatsOf(GRADE4_ONLINE.skuId)];

    const difference = await family.api.call("queryTransferDifference", { classId: GRADE4_LOS_ALTOS.classId, toClassId: GRADE4_ONLINE.classId }, family.call);
    expect(difference).toMatchObject({ currency: "USD", lessonsLeft: 12, lessonsTaken: 12, valueLeft: 46_000, valueTaken: 42_000, difference: -4_000, toPay: { total: 0 }, refundDue: 4_000 });

    const key = randomUUID();
    const result = await transfer(family, GRADE4_LOS_ALTOS.classId, GRADE4_ONLINE.classId, key);
    expect(result).toMatchObject({ result: "success", classId: GRADE4_ONLINE.classId, difference: -4_000, refundDue: 4_000 });
    expect(await transfer(family, GRADE4_LOS_ALTOS.classId, GRADE4_ONLINE.classId, key)).toEqual(result);

    const [old, moved] = await placesOf(family.uid);
    expect(old).toMatchObject({ classId: GRADE4_LOS_ALTOS.classId, status: "transferredOut", endedAt: expect.any(Date) });
    expect(moved).toMatchObject({ classId: GRADE4_ONLINE.classId, skuId: GRADE4_ONLINE.skuId, orderId, status: "active", holdsSeat: true, firstLesson: 1, lessonCount: 12, transfersUsed: 1, fromEnrolmentId: old!.id });
    expect(await seatsOf(GRADE4_LOS_ALTOS.skuId)).toMatchObject({ taken: before.taken - 1 });
    expect(await seatsOf(GRADE4_ONLINE.skuId)).toMatchObject({ taken: beforeOnline.taken + 1 });
    expect(await applicationsOf(family.uid)).toMatchObject([{ kind: "transfer", status: "passed", reason: REASON, difference: -4_000, orderId: null, fromClassId: GRADE4_LOS_ALTOS.classId, toClassId: GRADE4_ONLINE.classId }]);

    const { list } = await family.api.call("queryTransferClasses", {}, family.call);
    expect(list).toMatchObject([{ classId: GRADE4_ONLINE.classId, transfersUsed: 1, transfersLeft: 1, lessonsLeft: 12, pending: null }]);
  });

  it("gives exactly one of two transfers at once the last seat of the class joined", async () => {
    const [first, second] = [await newFamily(), await newFamily()];
    await enrolIn(first, GRADE4_LOS_ALTOS.skuId);
    await enrolIn(second, GRADE4_LOS_ALTOS.skuId);
    await running.store.db.update(skus).set({ store: sql`${skus.taken} + 1` }).where(eq(skus.id, GRADE4_ONLINE.skuId));
    try {
      const results = await Promise.all([toOnline(first), toOnline(second)]);
      expect(results.map((result) => result.result).sort()).toEqual(["failure", "success"]);
      expect(results.find((result) => result.result === "failure")).toMatchObject({ refusal: { reason: "full", code: ErrorCode.OUT_OF_STOCK } });
      const seats = await seatsOf(GRADE4_ONLINE.skuId);
      expect(seats.taken).toBe(seats.store);
      expect([...(await activePlaces(first.uid)), ...(await activePlaces(second.uid))].map((place) => place.classId).sort()).toEqual([GRADE4_LOS_ALTOS.classId, GRADE4_ONLINE.classId]);
    } finally {
      await running.store.db.update(skus).set({ store: sql`${skus.taken} + 40` }).where(eq(skus.id, GRADE4_ONLINE.skuId));
    }
  });
});

describe("a transfer with a difference to pay", () => {
  it("keeps the old place while its order waits, and moves it when the order is paid", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const [online, losAltos] = [await seatsOf(GRADE4_ONLINE.skuId), await seatsOf(GRADE4_LOS_ALTOS.skuId)];

    const result = await toLosAltos(family);
    expect(result).toMatchObject({ result: "toBePaid", total: 4_000 });
    if (result.result !== "toBePaid") return;
    const [order] = await running.store.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({ status: ORDER_STATUS.toBePaid, total: 4_000, dueNow: 4_000, uid: family.uid, origin: { transfer: { applicationId: result.applicationId } } });
    expect(await activePlaces(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId }]);
    expect(await seatsOf(GRADE4_LOS_ALTOS.skuId)).toMatchObject({ taken: losAltos.taken + 1 });
    expect(await applicationsOf(family.uid)).toMatchObject([{ id: result.applicationId, status: "pending", orderId: result.orderId, difference: 4_000 }]);
    // A second transfer waits for this one (4130).
    expect(await toLosAltos(family)).toMatchObject({ result: "failure", refusal: { reason: "transferPending", code: ErrorCode.UNPAID_ORDER_EXISTS } });
    expect((await family.api.call("queryTransferClasses", {}, family.call)).list[0]?.pending).toMatchObject({ applicationId: result.applicationId, orderId: result.orderId });

    await payOnTestGateway(family, result.orderId);
    expect(await activePlaces(family.uid)).toMatchObject([{ classId: GRADE4_LOS_ALTOS.classId, transfersUsed: 1, holdsSeat: true, lessonCount: 12 }]);
    expect((await placesOf(family.uid))[0]).toMatchObject({ classId: GRADE4_ONLINE.classId, status: "transferredOut" });
    expect(await seatsOf(GRADE4_LOS_ALTOS.skuId)).toMatchObject({ taken: losAltos.taken + 1 });
    expect(await seatsOf(GRADE4_ONLINE.skuId)).toMatchObject({ taken: online.taken - 1 });
    expect((await applicationsOf(family.uid))[0]).toMatchObject({ status: "passed", decidedAt: expect.any(Date) });
  });

  it("is cancelled when its order expires unpaid: the student keeps the old place and the seat it took comes back", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const losAltos = await seatsOf(GRADE4_LOS_ALTOS.skuId);
    const result = await toLosAltos(family);
    if (result.result !== "toBePaid") throw new Error(`expected a transfer to be paid, got ${result.result}`);

    await expireDueOrders(running.store.db, new Date(Date.parse(result.expiresAt) + 1));
    const [order] = await running.store.db.select({ status: orders.status }).from(orders).where(eq(orders.id, result.orderId));
    expect(order!.status).toBe(ORDER_STATUS.expired);
    expect(await placesOf(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId, status: "active", transfersUsed: 0 }]);
    expect(await seatsOf(GRADE4_LOS_ALTOS.skuId)).toMatchObject({ taken: losAltos.taken });
    expect(await applicationsOf(family.uid)).toMatchObject([{ status: "cancelled", note: "unpaid" }]);
    // The transfer can be asked for again.
    expect(await toLosAltos(family)).toMatchObject({ result: "toBePaid" });
  });

  it("is cancelled with its order when the family cancels it", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const result = await toLosAltos(family);
    if (result.result !== "toBePaid") throw new Error(`expected a transfer to be paid, got ${result.result}`);
    await family.api.call("cancelOrder", { orderId: result.orderId }, family.call);
    expect(await applicationsOf(family.uid)).toMatchObject([{ status: "cancelled", note: "cancelledByFamily" }]);
    expect(await activePlaces(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId }]);
  });
});

describe("the rules of a transfer", () => {
  it("refuses from 30 minutes before a session of the class joined (1587), and while a session is on (1853)", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const first = (await lessonsOf(GRADE4_LOS_ALTOS.classId))[0]!;
    const edge = first.startsAt.getTime() - 30 * MINUTE;

    clockAt(edge - MINUTE);
    const option = (await optionsOf(family, GRADE4_ONLINE.classId)).options.find((candidate) => candidate.classId === GRADE4_LOS_ALTOS.classId);
    expect(option).toMatchObject({ refusal: null, difference: 4_000, seatsLeft: expect.any(Number) });
    clockAt(edge);
    expect(await toLosAltos(family)).toMatchObject({ result: "failure", refusal: { reason: "nearSession", code: ErrorCode.TOO_CLOSE_TO_CLASS_START } });
    clockAt(first.startsAt.getTime() + MINUTE);
    expect(await toLosAltos(family)).toMatchObject({ result: "failure", refusal: { reason: "inSession", code: ErrorCode.CLASS_IN_SESSION } });
    expect((await applicationsOf(family.uid)).map((application) => [application.status, application.note])).toEqual([
      ["rejected", "nearSession"],
      ["rejected", "inSession"],
    ]);
    expect(await activePlaces(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId }]);
  });

  it("refuses once every purchased lesson has started (1586)", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    const last = (await lessonsOf(GRADE4_LOS_ALTOS.classId)).at(-1)!;
    clockAt(last.endsAt.getTime() + 31 * MINUTE);
    expect(await toOnline(family)).toMatchObject({ result: "failure", refusal: { reason: "allLessonsStarted", code: ErrorCode.ALL_LESSONS_STARTED } });
  });

  it("refuses a third transfer of the class: the count goes with the student", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    expect(await toOnline(family)).toMatchObject({ result: "success" });
    const second = await toLosAltos(family);
    if (second.result !== "toBePaid") throw new Error(`expected a transfer to be paid, got ${second.result}`);
    await payOnTestGateway(family, second.orderId);
    expect(await activePlaces(family.uid)).toMatchObject([{ classId: GRADE4_LOS_ALTOS.classId, transfersUsed: 2 }]);
    expect(await toOnline(family)).toMatchObject({ result: "failure", refusal: { reason: "transfersUsedUp", code: ErrorCode.TRANSFER_LIMIT_REACHED } });
    expect((await optionsOf(family, GRADE4_LOS_ALTOS.classId)).place).toMatchObject({ transfersUsed: 2, transfersLeft: 0 });
  });

  it("refuses a class whose lessons clash with another class of the child, and names the clash", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    await enrolIn(family, "us-python-young-coders-online-sku");
    // Its fifth lesson moved to half an hour into Los Altos's fifth (between its fourth and sixth, as it was).
    const losAltosFifth = (await lessonsOf(GRADE4_LOS_ALTOS.classId))[4]!;
    await running.store.db
      .update(lessons)
      .set({ startsAt: new Date(losAltosFifth.startsAt.getTime() + 30 * MINUTE), endsAt: new Date(losAltosFifth.startsAt.getTime() + 105 * MINUTE) })
      .where(and(eq(lessons.classId, "us-python-young-coders-online"), eq(lessons.number, 5)));

    const { conflict } = await family.api.call("queryTimeConflict", { classId: GRADE4_ONLINE.classId, toClassId: GRADE4_LOS_ALTOS.classId }, family.call);
    expect(conflict).toMatchObject({ classId: "us-python-young-coders-online", title: "Python for Young Coders", lesson: { number: 5 }, withLesson: { number: 5, startsAt: losAltosFifth.startsAt.toISOString() } });
    expect(await toLosAltos(family)).toMatchObject({ result: "failure", refusal: { reason: "timeConflict", code: ErrorCode.CLASS_TIME_CONFLICT } });
  });

  it("answers 4003 for another family's class, a student outside the family and a class outside the course", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const other = await signIn(running);
    expect(await codeOf(optionsOf(other, GRADE4_ONLINE.classId))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(toLosAltos(other))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(other.api.call("queryTransferClasses", { studentId: family.uid }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(transfer(family, GRADE4_ONLINE.classId, "us-python-young-coders-online"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(transfer(family, GRADE4_ONLINE.classId, GRADE4_ONLINE.classId))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(family.api.call("applyClassTransfer", { classId: GRADE4_ONLINE.classId, toClassId: GRADE4_LOS_ALTOS.classId, reason: "   " }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await applicationsOf(family.uid)).toEqual([]);
  });
});

describe("a class bought by instalments", () => {
  it("moves with its stages still owed, marked paid before and to be paid after the transfer (SPEC §4)", async () => {
    const family = await newFamily();
    const orderId = await paidInstalmentOrder(family);
    // A calm moment: just after a lesson of the Cupertino class, which began two weeks before the seed.
    const next = (await lessonsOf("us-amc8-prep-cupertino")).find((lesson) => lesson.startsAt.getTime() > Date.now())!;
    clockAt(next.endsAt.getTime() + 31 * MINUTE);
    expect(await transfer(family, "us-amc8-prep-online", "us-amc8-prep-cupertino")).toMatchObject({ result: "success" });

    const stages = await running.store.db.select({ status: orderStages.status }).from(orderStages).where(eq(orderStages.orderId, orderId)).orderBy(asc(orderStages.stageNo));
    expect(stages.map((stage) => stage.status)).toEqual([STAGE_STATUS.paidBeforeTransfer, STAGE_STATUS.toBePaidAfterTransfer, STAGE_STATUS.toBePaidAfterTransfer]);
    const owed = await family.api.call("queryUnpaidCourses", {}, family.call);
    expect(owed.students[0]?.classes).toMatchObject([{ orderId, skuId: INSTALMENT_CLASS, stages: [{ stageNo: 2 }, { stageNo: 3 }] }]);
    // The unpaid list names the class by the SKU its order sold: the place is found by it where it sits now.
    const { list } = await family.api.call("queryTransferClasses", { skuId: INSTALMENT_CLASS }, family.call);
    expect(list.map((place) => place.classId)).toEqual(["us-amc8-prep-cupertino"]);
  });
});

describe("a refund after a transfer", () => {
  it("ends the place where the student sits now and frees that class's seat", async () => {
    const family = await newFamily();
    const orderId = await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    expect(await toOnline(family)).toMatchObject({ result: "success" });
    const [online, losAltos] = [await seatsOf(GRADE4_ONLINE.skuId), await seatsOf(GRADE4_LOS_ALTOS.skuId)];

    const { refundId } = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    expect((await placesOf(family.uid)).map((place) => [place.classId, place.status])).toEqual([
      [GRADE4_LOS_ALTOS.classId, "transferredOut"],
      [GRADE4_ONLINE.classId, "refunded"],
    ]);
    expect(await seatsOf(GRADE4_ONLINE.skuId)).toMatchObject({ taken: online.taken - 1 });
    expect(await seatsOf(GRADE4_LOS_ALTOS.skuId)).toMatchObject({ taken: losAltos.taken });
  });
});
