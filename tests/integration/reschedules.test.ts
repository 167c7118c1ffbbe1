import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { ErrorCode } from "../../api/errors.js";
import { changeApplications, classes, enrolments, lessons, skus } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { rescheduleRequest } from "../helpers/reschedules.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { payOnTestGateway } from "../helpers/unpaid.js";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The service's clock stands still at this instant when a test sets it (to the millisecond of a lesson's edges), else it is the real one. */
let stoppedAt: number | null = null;

let running: TestService;
beforeAll(async () => {
  running = await startTestService({}, { now: () => stoppedAt ?? Date.now() });
  // Seats enough for the file's families and reschedules; the race for the last seat sets its own.
  await running.store.db.update(skus).set({ store: 40 }).where(inArray(skus.id, [GRADE4_ONLINE.skuId, GRADE4_LOS_ALTOS.skuId]));
});
afterEach(() => {
  stoppedAt = null;
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

const hkContext: CallContext = { header: { schoolCode: "8520", timezone: "Asia/Hong_Kong" }, countryCode: "HK", channelCode: "web-hk", language: "zh-Hant" };
const HK_OLYMPIAD = { course: "hk-p3-olympiad", classId: "hk-p3-olympiad-causeway-bay", skuId: "hk-p3-olympiad-causeway-bay-sku", online: { classId: "hk-p3-olympiad-online" } };

/** Stops the service's clock at `at` (epoch ms). */
const clockAt = (at: number) => (stoppedAt = at);
const db = () => running.store.db;

async function familyIn(skuId: string) {
  const family = await signInWithStudent(running, { email: uniqueEmail() });
  await enrolIn(family, skuId);
  return family;
}
type ClassRef = { classId: string };
const reschedule = (family: Family, lessonNumber: number, from: ClassRef = GRADE4_ONLINE, to: ClassRef = GRADE4_LOS_ALTOS) =>
  family.api.call("applyLessonReschedule", rescheduleRequest(lessonNumber, from, to), family.call);
const options = (family: Family, lessonNumber?: number, classId: string = GRADE4_ONLINE.classId) =>
  family.api.call("queryRescheduleOptions", { classId, ...(lessonNumber ? { lessonNumber } : {}) }, family.call);

const lessonOf = async (classId: string, number: number) => (await db().select().from(lessons).where(and(eq(lessons.classId, classId), eq(lessons.number, number))))[0]!;
const placeOf = async (family: Family, classId: string) => (await db().select().from(enrolments).where(and(eq(enrolments.uid, family.uid), eq(enrolments.classId, classId))))[0]!;
const seatsOf = async (skuId: string) => (await db().select({ store: skus.store, taken: skus.taken }).from(skus).where(eq(skus.id, skuId)))[0]!;

describe("a lesson reschedule", () => {
  it("moves the lesson into the other class's lesson of the same number, taking a guest seat there, once", async () => {
    const family = await familyIn(GRADE4_ONLINE.skuId);
    const guestsBefore = (await lessonOf(GRADE4_LOS_ALTOS.classId, 2)).guests;
    const offered = await options(family, 2);
    expect(offered).toMatchObject({ classId: GRADE4_ONLINE.classId, title: "Grade 4 Problem Solving", reschedules: { limit: 6, used: 0, left: 6 }, block: null, lessonNumber: 2 });
    expect(offered.lessons.map((lesson) => [lesson.number, lesson.block])).toEqual(Array.from({ length: 12 }, (_, index) => [index + 1, null]));
    const seats = await seatsOf(GRADE4_LOS_ALTOS.skuId);
    expect(offered.targets).toEqual([
      expect.objectContaining({ classId: GRADE4_LOS_ALTOS.classId, platformType: 2, deliveryMode: "OFFLINE", venueName: expect.any(String), block: null, seatsLeft: seats.store - seats.taken - guestsBefore }),
    ]);

    const key = { idempotencyKey: `reschedule-${family.uid}` };
    const moved = await family.api.call("applyLessonReschedule", rescheduleRequest(2), family.call, key);
    expect(moved).toMatchObject({
      kind: "reschedule",
      status: "passed",
      student: { uid: family.uid, firstName: "Bo" },
      from: { classId: GRADE4_ONLINE.classId, lesson: { number: 2 } },
      to: { classId: GRADE4_LOS_ALTOS.classId, lesson: { number: 2, startsAt: (await lessonOf(GRADE4_LOS_ALTOS.classId, 2)).startsAt.toISOString() } },
      reason: "We are away on the usual day.",
    });
    expect((await lessonOf(GRADE4_LOS_ALTOS.classId, 2)).guests).toBe(guestsBefore + 1);
    expect((await placeOf(family, GRADE4_ONLINE.classId)).reschedulesUsed).toBe(1);

    // The same request again (a lost answer retried) gets the same answer and takes nothing more.
    expect(await family.api.call("applyLessonReschedule", rescheduleRequest(2), family.call, key)).toEqual(moved);
    expect((await lessonOf(GRADE4_LOS_ALTOS.classId, 2)).guests).toBe(guestsBefore + 1);
    // A lesson moves once.
    expect(await refusal(reschedule(family, 2))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("rescheduled already") });
    const after = await options(family);
    expect(after.reschedules).toEqual({ limit: 6, used: 1, left: 5 });
    expect(after.lessons.find((lesson) => lesson.number === 2)?.block).toBe("rescheduled");
  });

  it("needs a reason, and a lesson of another class of the course", async () => {
    const family = await familyIn(GRADE4_ONLINE.skuId);
    expect(await codeOf(family.api.call("applyLessonReschedule", { ...rescheduleRequest(3), reason: "  " }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await refusal(reschedule(family, 3, GRADE4_ONLINE, GRADE4_ONLINE))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("toClassId") });
    expect(await refusal(reschedule(family, 3, GRADE4_ONLINE, { classId: "us-amc8-prep-online" }))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("toClassId") });
    expect(await refusal(reschedule(family, 13))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("lessonNumber") });
  });

  it("gives the last seat of a lesson to one of two families asking at once; the other hears there is no lesson to move into", async () => {
    const [first, second] = await Promise.all([familyIn(GRADE4_ONLINE.skuId), familyIn(GRADE4_ONLINE.skuId)]);
    const { guests } = await lessonOf(GRADE4_LOS_ALTOS.classId, 5);
    const { taken } = await seatsOf(GRADE4_LOS_ALTOS.skuId);
    await db().update(skus).set({ store: taken + guests + 1 }).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId));
    try {
      const answers = await Promise.allSettled([reschedule(first, 5), reschedule(second, 5)]);
      expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
      const lost = answers.find((answer) => answer.status === "rejected") as PromiseRejectedResult;
      expect(lost.reason).toMatchObject({ code: ErrorCode.NO_RESCHEDULE_TARGET });
      expect((await lessonOf(GRADE4_LOS_ALTOS.classId, 5)).guests).toBe(guests + 1);
      const seats = await seatsOf(GRADE4_LOS_ALTOS.skuId);
      expect(seats.taken + guests + 1).toBe(seats.store);

      // The loser's lesson 5 has nowhere to go now: the options say so, and nothing of theirs was kept.
      const loser = answers[0]!.status === "rejected" ? first : second;
      const left = await options(loser, 5);
      expect(left.targets).toEqual([expect.objectContaining({ seatsLeft: 0, block: "full" })]);
      expect(left.lessons.find((lesson) => lesson.number === 5)?.block).toBe("noTarget");
      expect(left.reschedules.used).toBe(0);
      expect(await db().select().from(changeApplications).where(eq(changeApplications.uid, loser.uid))).toEqual([]);
    } finally {
      await db().update(skus).set({ store: 40 }).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId));
    }
  });

  it("moves up to half the purchased lessons, rounded down: 11 lessons bought after the first give 5", async () => {
    const first = await lessonOf(GRADE4_ONLINE.classId, 1);
    clockAt(first.endsAt.getTime() + 60 * MINUTE);
    const family = await familyIn(GRADE4_ONLINE.skuId);
    expect(await placeOf(family, GRADE4_ONLINE.classId)).toMatchObject({ firstLesson: 2, lessonCount: 11 });
    for (const lessonNumber of [2, 3, 4, 5, 6]) await reschedule(family, lessonNumber);
    expect(await codeOf(reschedule(family, 7))).toBe(ErrorCode.RESCHEDULE_LIMIT_REACHED);
    const offered = await options(family);
    expect(offered).toMatchObject({ reschedules: { limit: 5, used: 5, left: 0 }, block: "limitReached" });
    expect(offered.lessons.map((lesson) => lesson.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("allows no move within 30 minutes before or after a session of either lesson (1587), nor while one is on (1853)", async () => {
    // Into Los Altos' lesson 3, which comes two days before the online one.
    const online = await familyIn(GRADE4_ONLINE.skuId);
    const target = await lessonOf(GRADE4_LOS_ALTOS.classId, 3);
    clockAt(target.startsAt.getTime() - 30 * MINUTE);
    expect(await codeOf(reschedule(online, 3))).toBe(ErrorCode.TOO_CLOSE_TO_CLASS_START);
    expect((await options(online, 3)).targets).toEqual([expect.objectContaining({ block: "nearSession" })]);
    clockAt(target.startsAt.getTime() + MINUTE);
    expect(await codeOf(reschedule(online, 3))).toBe(ErrorCode.CLASS_IN_SESSION);
    clockAt(target.startsAt.getTime() - 30 * MINUTE - 1);
    expect(await reschedule(online, 3)).toMatchObject({ status: "passed" });

    // Out of Los Altos' lesson 6 into the online one.
    stoppedAt = null;
    const inPerson = await familyIn(GRADE4_LOS_ALTOS.skuId);
    const moving = await lessonOf(GRADE4_LOS_ALTOS.classId, 6);
    clockAt(moving.startsAt.getTime() - 30 * MINUTE);
    expect(await codeOf(reschedule(inPerson, 6, GRADE4_LOS_ALTOS, GRADE4_ONLINE))).toBe(ErrorCode.TOO_CLOSE_TO_CLASS_START);
    expect((await options(inPerson, undefined, GRADE4_LOS_ALTOS.classId)).lessons.find((lesson) => lesson.number === 6)?.block).toBe("nearSession");
    clockAt(moving.startsAt.getTime() + 10 * MINUTE);
    expect(await codeOf(reschedule(inPerson, 6, GRADE4_LOS_ALTOS, GRADE4_ONLINE))).toBe(ErrorCode.CLASS_IN_SESSION);
    clockAt(moving.endsAt.getTime() + 30 * MINUTE - 1);
    expect(await codeOf(reschedule(inPerson, 6, GRADE4_LOS_ALTOS, GRADE4_ONLINE))).toBe(ErrorCode.TOO_CLOSE_TO_CLASS_START);
    clockAt(moving.endsAt.getTime() + 30 * MINUTE);
    expect(await refusal(reschedule(inPerson, 6, GRADE4_LOS_ALTOS, GRADE4_ONLINE))).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("started") });
    expect(await reschedule(inPerson, 7, GRADE4_LOS_ALTOS, GRADE4_ONLINE)).toMatchObject({ status: "passed" });
  });

  it("answers 1586 once every purchased lesson has started", async () => {
    const family = await familyIn(GRADE4_ONLINE.skuId);
    const last = await lessonOf(GRADE4_ONLINE.classId, 12);
    clockAt(last.endsAt.getTime() + DAY);
    expect(await codeOf(reschedule(family, 12))).toBe(ErrorCode.ALL_LESSONS_STARTED);
    expect(await options(family)).toMatchObject({ block: "allLessonsStarted" });
  });

  it("refuses a lesson that clashes with another class of the student's (4140)", async () => {
    // The student sits in both classes: Los Altos' lesson 8 is theirs already.
    const family = await familyIn(GRADE4_ONLINE.skuId);
    await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    expect(await codeOf(reschedule(family, 8))).toBe(ErrorCode.CLASS_TIME_CONFLICT);
    expect((await options(family, 8)).targets).toEqual([expect.objectContaining({ block: "timeConflict" })]);
    expect((await options(family, 8)).lessons.find((lesson) => lesson.number === 8)?.block).toBe("noTarget");
  });

  it("answers 4003 for a class of another family, or a student outside the family", async () => {
    const owner = await familyIn(GRADE4_ONLINE.skuId);
    const stranger = await signInWithStudent(running, { email: uniqueEmail() });
    expect(await codeOf(options(stranger))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(reschedule(stranger, 4))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("applyLessonReschedule", { ...rescheduleRequest(4), studentId: owner.uid }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(stranger.api.call("queryRescheduleClasses", { studentId: owner.uid }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await stranger.api.call("queryRescheduleClasses", {}, stranger.call)).list).toEqual([]);
  });
});

describe("Hong Kong's reschedules per term season", () => {
  it("are the lower of half the lessons and the season's limit: a summer class of 12 lessons moves 4", async () => {
    // The course's classes moved (with the clock) to begin in July: a summer class.
    const [run] = await db().select().from(classes).where(eq(classes.id, HK_OLYMPIAD.classId));
    const today = new Date();
    const julyTenth = Date.UTC(today.getUTCFullYear() + (today.getUTCMonth() >= 6 ? 1 : 0), 6, 10);
    const shift = Math.ceil((julyTenth - run!.startsAt.getTime()) / DAY) * DAY;
    const moved = sql`${shift / 1000}::double precision * interval '1 second'`;
    const courseClasses = sql`(select id from ${classes} where course_id = ${HK_OLYMPIAD.course})`;
    await db().update(classes).set({ startsAt: sql`${classes.startsAt} + ${moved}`, endsAt: sql`${classes.endsAt} + ${moved}` }).where(eq(classes.courseId, HK_OLYMPIAD.course));
    await db().update(lessons).set({ startsAt: sql`${lessons.startsAt} + ${moved}`, endsAt: sql`${lessons.endsAt} + ${moved}` }).where(sql`${lessons.classId} in ${courseClasses}`);
    clockAt(Date.now() + shift);

    const family = await signInWithStudent(running, { email: uniqueEmail() }, hkContext, { nickName: "Jay", firstName: "Jayden", lastName: "Chan", gradeId: 906 });
    // Its workbook is required: it ships to the family.
    const address = { name: "Jayden Chan", countryCallingCode: "+852", phone: "91234567", address1: "1 Queen's Road Central", country: "HK", use: "delivery" } as const;
    const { id: addressId } = await family.api.call("addAddress", { ...address, uid: family.uid }, family.call);
    const { orderId } = await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: HK_OLYMPIAD.skuId }, addressId }, family.call);
    await payOnTestGateway(family, orderId);
    expect((await options(family, undefined, HK_OLYMPIAD.classId)).reschedules).toEqual({ limit: 4, used: 0, left: 4 });
    for (const lessonNumber of [4, 5, 6, 7]) await reschedule(family, lessonNumber, HK_OLYMPIAD, HK_OLYMPIAD.online);
    expect(await codeOf(reschedule(family, 8, HK_OLYMPIAD, HK_OLYMPIAD.online))).toBe(ErrorCode.RESCHEDULE_LIMIT_REACHED);
  });
});

describe("the family's classes and application records", () => {
  it("list the classes with reschedules left, and both kinds of application, newest first, by status and page", async () => {
    const family = await familyIn(GRADE4_ONLINE.skuId);
    await reschedule(family, 11);
    const place = await placeOf(family, GRADE4_ONLINE.classId);
    // A transfer as the transfer call records one: waiting for its difference to be paid.
    await db()
      .insert(changeApplications)
      .values({ kind: "transfer", familyId: place.familyId, uid: family.uid, enrolmentId: place.id, fromClassId: GRADE4_ONLINE.classId, toClassId: GRADE4_LOS_ALTOS.classId, status: "pending", reason: "Closer to home.", createdAt: new Date(Date.now() + MINUTE) });
    const stranger = await familyIn(GRADE4_ONLINE.skuId);
    await reschedule(stranger, 11);

    expect((await family.api.call("queryRescheduleClasses", {}, family.call)).list).toEqual([
      expect.objectContaining({ classId: GRADE4_ONLINE.classId, student: expect.objectContaining({ uid: family.uid }), reschedules: { limit: 6, used: 1, left: 5 } }),
    ]);

    const records = await family.api.call("queryTransferApplications", {}, family.call);
    expect(records).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(records.list).toMatchObject([
      { kind: "transfer", status: "pending", from: { classId: GRADE4_ONLINE.classId, lesson: null }, to: { classId: GRADE4_LOS_ALTOS.classId, lesson: null }, reason: "Closer to home.", decidedAt: null },
      { kind: "reschedule", status: "passed", from: { lesson: { number: 11 } }, to: { lesson: { number: 11 } }, title: "Grade 4 Problem Solving" },
    ]);
    expect((await family.api.call("queryTransferApplications", { status: "passed" }, family.call)).list.map((record) => record.kind)).toEqual(["reschedule"]);
    expect(await family.api.call("queryTransferApplications", { page: 2, pageSize: 1 }, family.call)).toMatchObject({ total: 2, list: [{ kind: "reschedule" }] });
    expect((await family.api.call("queryTransferApplications", { status: "rejected" }, family.call)).total).toBe(0);
  });
});
