import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { changeApplications, enrolments, lessons } from "../../server/db/schema.js";
import { newStudent, sibling, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { BIG_ONLINE_CLASS, boughtClass, setRoomUrl } from "../helpers/my-courses.js";
import { refundRequest } from "../helpers/refunds.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { signInAsStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { paidInstalmentOrder } from "../helpers/unpaid.js";

/** The service's clock runs this far ahead of the real one: a test moves it to see lessons start, end and open. */
let clockAhead = 0;
let running: TestService;
beforeAll(async () => {
  running = await startTestService({}, { now: () => Date.now() + clockAhead });
});
afterEach(() => {
  clockAhead = 0;
});
afterAll(async () => {
  await running?.close();
});

type Family = Awaited<ReturnType<typeof signInWithStudent>>;

const MINUTE = 60_000;
/** Offline, twelve weekly lessons in Irvine from four days after the seed, for grades 1-3. */
const IRVINE = { skuId: "us-k2-number-sense-irvine-sku", classId: "us-k2-number-sense-irvine", gradeId: 101 } as const;
const ROOM = "https://zoom.us/j/5550100";

/** Moves the service's clock to `at` (epoch ms). */
const clockAt = (at: number) => (clockAhead = at - Date.now());
const newFamily = () => signInWithStudent(running, { email: uniqueEmail() });
const lessonsOf = (classId: string) => running.store.db.select().from(lessons).where(eq(lessons.classId, classId)).orderBy(asc(lessons.number));
const courses = (family: Family, request: RequestOf<"queryMyCourses"> = {}) => family.api.call("queryMyCourses", request, family.call);
const detail = (family: Family, request: RequestOf<"queryMyCourseDetail">) => family.api.call("queryMyCourseDetail", request, family.call);
const entry = (family: Family, request: RequestOf<"queryClassEntry">) => family.api.call("queryClassEntry", request, family.call);
const replayOf = (classId: string, number: number, url: string) =>
  running.store.db.update(lessons).set({ replayUrl: url }).where(and(eq(lessons.classId, classId), eq(lessons.number, number)));

describe("My Courses", () => {
  it("lists the signed-in student's places with their tags, teachers, venue or platform, next lesson and progress, filtered as lessons pass", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    const online = await lessonsOf(GRADE4_ONLINE.classId);
    const inPerson = await lessonsOf(GRADE4_LOS_ALTOS.classId);

    const all = await courses(family);
    expect(all.studentId).toBe(family.uid);
    // Los Altos starts first (in 3 days), online in 5.
    expect(all.list.map((course) => course.classId)).toEqual([GRADE4_LOS_ALTOS.classId, GRADE4_ONLINE.classId]);
    expect(all.list[1]).toEqual({
      classId: GRADE4_ONLINE.classId,
      skuId: GRADE4_ONLINE.skuId,
      studentId: family.uid,
      title: "Grade 4 Problem Solving",
      state: "notStarted",
      tag: 201,
      unpaid: false,
      tags: ["notStarted"],
      deliveryMode: "ZOOM",
      platformType: 4,
      venue: null,
      teachers: [expect.objectContaining({ id: 3, name: "Priya Ramaswell", identityType: "teacher" })],
      progress: { done: 0, purchased: 12 },
      nextLesson: { number: 1, startsAt: online[0]!.startsAt.toISOString(), endsAt: online[0]!.endsAt.toISOString() },
    });
    expect(all.list[0]).toMatchObject({ deliveryMode: "OFFLINE", venue: { name: "Los Altos", address: "455 Linden Grove St, Los Altos, CA 94022", phone: "(650) 555-0187" } });
    expect((await courses(family, { filter: "current" })).list).toHaveLength(2);
    expect((await courses(family, { filter: "completed" })).list).toEqual([]);

    clockAt(online[0]!.endsAt.getTime());
    const started = await courses(family);
    expect(started.list.find((course) => course.classId === GRADE4_ONLINE.classId)).toMatchObject({ state: "inSession", tag: 202, progress: { done: 1, purchased: 12 }, nextLesson: { number: 2 } });

    const over = Math.max(online.at(-1)!.endsAt.getTime(), inPerson.at(-1)!.endsAt.getTime());
    clockAt(over);
    expect((await courses(family, { filter: "current" })).list).toEqual([]);
    const completed = await courses(family, { filter: "completed" });
    expect(completed.list.map(({ state, tag, progress, nextLesson }) => ({ state, tag, progress, nextLesson }))).toEqual([
      { state: "completed", tag: 203, progress: { done: 12, purchased: 12 }, nextLesson: null },
      { state: "completed", tag: 203, progress: { done: 12, purchased: 12 }, nextLesson: null },
    ]);

    // A recording of the online class's last lesson makes it playback only, for 6 months.
    await replayOf(GRADE4_ONLINE.classId, 12, "https://media.example/grade4/12.m3u8");
    const playback = (await courses(family, { filter: "completed" })).list.find((course) => course.classId === GRADE4_ONLINE.classId);
    expect(playback).toMatchObject({ state: "playbackOnly", tag: 205, tags: ["playbackOnly"] });
    clockAt(online.at(-1)!.endsAt.getTime() + 184 * 24 * 60 * MINUTE);
    expect((await courses(family)).list.every((course) => course.state === "completed")).toBe(true);
  });

  it("tags a refunded place refunded, under All only, with no lesson to enter", async () => {
    const family = await newFamily();
    const service = await signInAsStaff(running, "service");
    await family.api.call("modifyUserInfo", { ...newStudent, gradeId: BIG_ONLINE_CLASS.gradeId, uid: family.uid }, family.call);
    const orderId = await enrolIn(family, BIG_ONLINE_CLASS.skuId);
    const { refundId } = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);

    const { list } = await courses(family);
    expect(list).toEqual([expect.objectContaining({ classId: BIG_ONLINE_CLASS.classId, state: "refunded", tag: 204, tags: ["refunded"], nextLesson: null })]);
    expect((await courses(family, { filter: "current" })).list).toEqual([]);
    expect((await courses(family, { filter: "completed" })).list).toEqual([]);
    expect(await detail(family, { classId: BIG_ONLINE_CLASS.classId })).toMatchObject({ state: "refunded", entry: null });
    await setRoomUrl(running, BIG_ONLINE_CLASS.classId, ROOM);
    const [first] = await lessonsOf(BIG_ONLINE_CLASS.classId);
    clockAt(first!.startsAt.getTime());
    expect(await refusal(entry(family, { classId: BIG_ONLINE_CLASS.classId, lessonNumber: 1 }))).toEqual({
      code: ErrorCode.NOT_FOUND_OR_ENDED,
      message: "This class was refunded or transferred: it has no classroom for the student any more.",
    });
  });

  it("tags a class with an instalment still owed unpaid, and lists its materials", async () => {
    const family = await newFamily();
    await paidInstalmentOrder(family);
    const [course] = (await courses(family)).list;
    expect(course).toMatchObject({ classId: "us-amc8-prep-online", state: "notStarted", unpaid: true, tags: ["notStarted", "unpaid"] });
    const page = await detail(family, { classId: "us-amc8-prep-online" });
    expect(page.materials).toEqual([{ skuId: "us-amc8-workbook", title: expect.any(String), required: false }]);
    expect(page.unpaid).toBe(true);
  });

  it("shows another student of the family by studentId; another family's student or class is 4003", async () => {
    const family = await newFamily();
    const { id: brother } = await family.api.call("addNewStudent", sibling, family.call);
    await enrolIn(family, GRADE4_ONLINE.skuId, brother);

    expect((await courses(family)).list).toEqual([]);
    const his = await courses(family, { studentId: brother });
    expect(his).toMatchObject({ studentId: brother, list: [{ classId: GRADE4_ONLINE.classId, studentId: brother }] });
    // Without a student, the class page finds the family's student who has a place in it.
    expect(await detail(family, { classId: GRADE4_ONLINE.classId })).toMatchObject({ studentId: brother });

    const other = await newFamily();
    expect(await codeOf(courses(other, { studentId: brother }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(detail(other, { classId: GRADE4_ONLINE.classId, studentId: brother }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(detail(other, { classId: GRADE4_ONLINE.classId }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(entry(other, { classId: GRADE4_ONLINE.classId, lessonNumber: 1 }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(detail(family, { classId: "us-no-such-class" }))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("a course's detail", () => {
  it("lists the purchased lessons with their state and recordings, the syllabus and the enter-class button counting down", async () => {
    const family = await newFamily();
    const classId = await boughtClass(family, BIG_ONLINE_CLASS);
    const taught = await lessonsOf(classId);
    const first = taught[0]!;

    const before = await detail(family, { classId });
    expect(before).toMatchObject({ classId, state: "notStarted", timezone: "America/Los_Angeles", deliveryMode: "BIG_ONLINE", venue: null, arriveEarlyMinutes: null, materials: [] });
    expect(before.lessons).toHaveLength(10);
    expect(before.lessons[0]).toEqual({
      number: 1,
      startsAt: first.startsAt.toISOString(),
      endsAt: first.endsAt.toISOString(),
      topic: expect.any(String),
      teacherName: expect.any(String),
      state: "upcoming",
      movedTo: null,
      replay: null,
    });
    expect(before.syllabus.length).toBeGreaterThan(0);
    const opensAt = first.startsAt.getTime() - 15 * MINUTE;
    expect(before.entry).toMatchObject({ lessonNumber: 1, state: "notOpen", opensAt: new Date(opensAt).toISOString(), endsAt: first.endsAt.toISOString(), moved: false });
    expect(before.entry!.opensInMs).toBeGreaterThan(0);

    // The service's clock keeps running from where it is put: a few milliseconds pass before it answers.
    clockAt(opensAt - 2_000);
    const closed = (await detail(family, { classId })).entry!;
    expect(closed.state).toBe("notOpen");
    expect(closed.opensInMs).toBeGreaterThan(1_000);
    expect(closed.opensInMs).toBeLessThanOrEqual(2_000);
    clockAt(opensAt);
    expect((await detail(family, { classId })).entry).toMatchObject({ state: "open", opensInMs: 0 });
    clockAt(first.startsAt.getTime() + MINUTE);
    expect((await detail(family, { classId })).lessons[0]!.state).toBe("inSession");

    await replayOf(classId, 1, "https://media.example/amc10/1.m3u8");
    clockAt(first.endsAt.getTime());
    const after = await detail(family, { classId });
    expect(after.lessons[0]).toMatchObject({ state: "finished", replay: { url: "https://media.example/amc10/1.m3u8" } });
    expect(Date.parse(after.lessons[0]!.replay!.until) - first.endsAt.getTime()).toBeGreaterThanOrEqual(181 * 24 * 60 * MINUTE);
    expect(after.lessons[1]!.replay).toBeNull();
    expect(after.entry).toMatchObject({ lessonNumber: 2, state: "notOpen" });
    expect(after.progress).toEqual({ done: 1, purchased: 10 });
    clockAt(Date.parse(after.lessons[0]!.replay!.until));
    expect((await detail(family, { classId })).lessons[0]!.replay).toBeNull();
  });

  it("says where and when a rescheduled lesson is taught now, and its button enters that class", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    const [place] = await running.store.db.select().from(enrolments).where(eq(enrolments.uid, family.uid));
    // Lesson 1 moved into the Los Altos class's lesson 1, as a reschedule that passed leaves it.
    await running.store.db.insert(changeApplications).values({
      kind: "reschedule",
      familyId: place!.familyId,
      uid: family.uid,
      enrolmentId: place!.id,
      fromClassId: GRADE4_ONLINE.classId,
      fromLesson: 1,
      toClassId: GRADE4_LOS_ALTOS.classId,
      toLesson: 1,
      status: "passed",
      reason: "Away that day",
    });
    const [there] = await lessonsOf(GRADE4_LOS_ALTOS.classId);
    const [own] = await lessonsOf(GRADE4_ONLINE.classId);

    const page = await detail(family, { classId: GRADE4_ONLINE.classId });
    expect(page.lessons[0]).toMatchObject({
      number: 1,
      startsAt: own!.startsAt.toISOString(),
      movedTo: { classId: GRADE4_LOS_ALTOS.classId, number: 1, startsAt: there!.startsAt.toISOString(), deliveryMode: "OFFLINE", venue: { name: "Los Altos" } },
    });
    const opensAt = there!.startsAt.getTime() - 10 * MINUTE;
    expect(page.entry).toMatchObject({ lessonNumber: 1, moved: true, opensAt: new Date(opensAt).toISOString() });

    clockAt(opensAt);
    expect(await entry(family, { classId: GRADE4_ONLINE.classId, lessonNumber: 1 })).toMatchObject({ kind: "inPerson", venue: { name: "Los Altos" }, arriveEarlyMinutes: 15 });
  });
});

describe("entering a lesson", () => {
  it("opens a Zoom lesson's room 10 minutes before it starts until it ends, refusing before with the opening time", async () => {
    const family = await newFamily();
    await enrolIn(family, GRADE4_ONLINE.skuId);
    await setRoomUrl(running, GRADE4_ONLINE.classId, ROOM);
    const [first] = await lessonsOf(GRADE4_ONLINE.classId);
    const ask = (lessonNumber = 1) => entry(family, { classId: GRADE4_ONLINE.classId, lessonNumber });
    const opensAt = first!.startsAt.getTime() - 10 * MINUTE;

    clockAt(opensAt - 1_000);
    const early = await refusal(ask());
    expect(early.code).toBe(ErrorCode.CLASS_NOT_OPEN_YET);
    // The lessons are at 16:30 on the site's clock.
    expect(early.message).toMatch(/^The classroom opens at .*16:20\.$/);

    clockAt(opensAt);
    expect(await ask()).toEqual({ kind: "online", url: ROOM, deliveryMode: "ZOOM", startsAt: first!.startsAt.toISOString(), endsAt: first!.endsAt.toISOString() });
    clockAt(first!.endsAt.getTime() - 5_000);
    expect((await ask()).kind).toBe("online");
    expect(await codeOf(ask(2))).toBe(ErrorCode.CLASS_NOT_OPEN_YET);
    expect(await codeOf(ask(13))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);

    await setRoomUrl(running, GRADE4_ONLINE.classId, null);
    expect(await refusal(ask())).toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED, message: expect.stringContaining("not ready") });
    clockAt(first!.endsAt.getTime());
    expect(await refusal(ask())).toEqual({ code: ErrorCode.NOT_FOUND_OR_ENDED, message: "This lesson has ended." });
  });

  it("opens other online lessons 15 minutes before they start", async () => {
    const family = await newFamily();
    const classId = await boughtClass(family, BIG_ONLINE_CLASS);
    await setRoomUrl(running, classId, ROOM);
    const [first] = await lessonsOf(classId);
    clockAt(first!.startsAt.getTime() - 15 * MINUTE - 1_000);
    expect(await codeOf(entry(family, { classId, lessonNumber: 1 }))).toBe(ErrorCode.CLASS_NOT_OPEN_YET);
    clockAt(first!.startsAt.getTime() - 15 * MINUTE);
    expect(await entry(family, { classId, lessonNumber: 1 })).toMatchObject({ kind: "online", url: ROOM, deliveryMode: "BIG_ONLINE" });
  });

  it("gives an offline lesson's venue and asks to arrive 15 minutes early, with no link, from 10 minutes before", async () => {
    const family = await newFamily();
    const classId = await boughtClass(family, IRVINE);
    const [first] = await lessonsOf(classId);
    expect(await detail(family, { classId })).toMatchObject({ deliveryMode: "OFFLINE", venue: { name: "Irvine" }, arriveEarlyMinutes: 15 });
    clockAt(first!.startsAt.getTime() - 10 * MINUTE - 1_000);
    expect(await codeOf(entry(family, { classId, lessonNumber: 1 }))).toBe(ErrorCode.CLASS_NOT_OPEN_YET);
    clockAt(first!.startsAt.getTime() - 10 * MINUTE);
    expect(await entry(family, { classId, lessonNumber: 1 })).toEqual({
      kind: "inPerson",
      venue: { name: "Irvine", address: "18 Harbor Pine Way, Irvine, CA 92612", phone: "(949) 555-0123" },
      arriveEarlyMinutes: 15,
      startsAt: first!.startsAt.toISOString(),
      endsAt: first!.endsAt.toISOString(),
    });
  });
});

describe("app downloads", () => {
  it("name the app of each delivery mode with an address per device key", async () => {
    const family = await newFamily();
    const { apps, deliveryModes } = await family.api.call("queryAppDownloads", {}, family.call);
    expect(apps.map((app) => app.app)).toEqual(["zoom", "classIn", "school"]);
    expect(apps[2]!.name).toBe("Mathwise Academy United States");
    expect(deliveryModes).toContainEqual({ deliveryMode: "ZOOM", app: "zoom" });
    expect(deliveryModes).toContainEqual({ deliveryMode: "OFFLINE", app: null });
  });
});
