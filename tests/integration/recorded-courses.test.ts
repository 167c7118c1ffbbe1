import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { purchaseEnd } from "../../rules/learning/recorded-courses.js";
import { importCatalogue } from "../../server/catalogue/import.js";
import { materializeCatalogue } from "../../server/catalogue/materialize.js";
import { classes, lessons, orders, recordedLessons, recordedProgress } from "../../server/db/schema.js";
import { loadAllFixtures } from "../../server/db/load-fixtures.js";
import { seedStore } from "../../server/db/seed.js";
import { sibling, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { RECORDED_180_DAYS } from "../helpers/recorded.js";
import { codeOf } from "../helpers/refusal.js";
import { paidOrder, RECORDED, waitingRefund } from "../helpers/refunds.js";
import { signInAsStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";
import { payOnTestGateway } from "../helpers/unpaid.js";

const DAY = 86_400_000;
/** The service's clock runs this far ahead of the real one: a test moves it to see a course expire. */
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

const newFamily = () => signInWithStudent(running, { email: uniqueEmail() });
const course = (family: Family, skuId = RECORDED, studentId?: string) => family.api.call("queryRecordedCourse", { skuId, ...(studentId ? { studentId } : {}) }, family.call);
const watch = (family: Family, lessonNumber: number, positionSeconds: number, skuId = RECORDED) =>
  family.api.call("recordLessonWatch", { skuId, lessonNumber, positionSeconds }, family.call);
const paidAtOf = async (orderId: string) => (await running.store.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId)))[0]!.paidAt!;
const savedRow = async (uid: string, lessonNumber: number) =>
  (await running.store.db.select().from(recordedProgress).where(and(eq(recordedProgress.uid, uid), eq(recordedProgress.skuId, RECORDED), eq(recordedProgress.lessonNumber, lessonNumber))))[0];

describe("a recorded course the family bought", () => {
  it("lists its lessons with their lengths and videos, for good, and playback resumes where the student stopped", async () => {
    const family = await newFamily();
    const orderId = await paidOrder(family);
    const bought = await course(family);
    expect(bought).toMatchObject({ skuId: RECORDED, title: "Fractions Mastery Video Course", studentId: family.uid, access: { state: "permanent" }, paidAt: (await paidAtOf(orderId)).toISOString() });
    expect(bought.lessons).toHaveLength(10);
    expect(bought.lessons[0]).toEqual({ number: 1, title: "What a fraction really means", durationSeconds: 40, positionSeconds: 0, videoUrl: "/assets/demo-videos/v1/lesson-1.m3u8" });
    expect(bought.lessons.map((lesson) => lesson.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    expect(await watch(family, 2, 17.6)).toEqual({ lessonNumber: 2, positionSeconds: 17 });
    const resumed = await course(family);
    expect(resumed.lessons.map((lesson) => lesson.positionSeconds)).toEqual([0, 17, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("saves a position once: the same position again writes nothing, a later one moves it", async () => {
    const family = await newFamily();
    await paidOrder(family);
    await watch(family, 1, 20);
    const first = await savedRow(family.uid, 1);
    clockAhead = 60_000;
    await watch(family, 1, 20.4);
    expect(await savedRow(family.uid, 1)).toEqual(first);
    await watch(family, 1, 30);
    const moved = await savedRow(family.uid, 1);
    expect(moved).toMatchObject({ positionSeconds: 30 });
    expect(moved!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    const rows = await running.store.db.select({ rows: count() }).from(recordedProgress).where(eq(recordedProgress.uid, family.uid));
    expect(rows[0]!.rows).toBe(1);
  });

  it("keeps a position within the lesson, and refuses a negative one or a lesson the course does not have", async () => {
    const family = await newFamily();
    await paidOrder(family);
    // Lesson 1 is 40 seconds long.
    expect(await watch(family, 1, 95)).toEqual({ lessonNumber: 1, positionSeconds: 40 });
    expect(await watch(family, 1, 0)).toEqual({ lessonNumber: 1, positionSeconds: 0 });
    expect(await codeOf(watch(family, 1, -1))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(watch(family, 0, 5))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(watch(family, 11, 5))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("keeps each student's positions apart, and answers 4003 for another family's student", async () => {
    const family = await newFamily();
    await paidOrder(family);
    await watch(family, 3, 25);
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    const forSibling = await course(family, RECORDED, siblingId);
    expect(forSibling.studentId).toBe(siblingId);
    expect(forSibling.lessons.every((lesson) => lesson.positionSeconds === 0)).toBe(true);
    expect((await course(family, RECORDED, family.uid)).lessons[2]!.positionSeconds).toBe(25);

    const other = await newFamily();
    expect(await codeOf(course(family, RECORDED, other.uid))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(course(family, RECORDED, "not-a-student"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("refuses a student saving more than 30 times a minute ('Operation too frequent')", async () => {
    const family = await newFamily();
    await paidOrder(family);
    for (let second = 1; second <= 30; second++) await watch(family, 1, second);
    expect(await codeOf(watch(family, 1, 31))).toBe(ErrorCode.OPERATION_TOO_FREQUENT);
  });
});

describe("what the family did not buy", () => {
  it("answers 4003 for a course it never bought, another family's, another site's, or what is no recorded course", async () => {
    const family = await newFamily();
    expect(await codeOf(course(family))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(watch(family, 1, 5))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);

    const buyer = await newFamily();
    await paidOrder(buyer);
    expect(await codeOf(course(family))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(course(buyer, "uk-fdp-video"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(course(buyer, "us-amc8-workbook"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("answers 4003 once the purchase is refunded", async () => {
    const family = await newFamily();
    const { refundId } = await waitingRefund(running, family);
    // Asked for, not yet given back: still the family's.
    expect((await course(family)).access).toEqual({ state: "permanent" });
    const staff = await signInAsStaff(running, "service");
    await staff.api.call("serviceApproveRefund", { refundId, note: "Approved." }, staff.call);
    expect(await codeOf(course(family))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(watch(family, 1, 5))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("a course watchable for 180 days", () => {
  /** Its sale opens five days after the seed: the clock moves past that to buy it. */
  const buyWhenOnSale = (family: Family) => {
    clockAhead = Math.max(clockAhead, 6 * DAY);
    return paidOrder(family, { skuId: RECORDED_180_DAYS });
  };

  it("is valid until 180 days of the site's timezone after payment, then expired: no videos, positions kept, saving refused", async () => {
    const family = await newFamily();
    const orderId = await buyWhenOnSale(family);
    await watch(family, 2, 12, RECORDED_180_DAYS);
    const until = purchaseEnd(await paidAtOf(orderId), 180, "America/Los_Angeles")!;
    const valid = await course(family, RECORDED_180_DAYS);
    expect(valid.access).toEqual({ state: "valid", until: until.toISOString() });
    expect(valid.lessons.every((lesson) => lesson.videoUrl?.endsWith(".m3u8"))).toBe(true);

    const buyAgain = () => family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: RECORDED_180_DAYS } }, family.call);
    clockAhead = until.getTime() - Date.now() - 60_000;
    expect((await course(family, RECORDED_180_DAYS)).access.state).toBe("valid");
    expect(await codeOf(buyAgain())).toBe(ErrorCode.CANNOT_CREATE_ORDER);
    clockAhead = until.getTime() - Date.now();
    const expired = await course(family, RECORDED_180_DAYS);
    expect(expired.access).toEqual({ state: "expired", endedAt: until.toISOString() });
    expect(expired.lessons).toHaveLength(8);
    expect(expired.lessons.map((lesson) => lesson.videoUrl)).toEqual(Array(8).fill(null));
    expect(expired.lessons[1]!.positionSeconds).toBe(12);
    expect(await codeOf(watch(family, 2, 20, RECORDED_180_DAYS))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // Expired, it may be bought again.
    expect((await buyAgain()).status).toBe(100);
  });

  it("counts from the purchase that ends last when the family buys it again for another student", async () => {
    const family = await newFamily();
    await buyWhenOnSale(family);
    clockAhead = 200 * DAY;
    expect((await course(family, RECORDED_180_DAYS)).access.state).toBe("expired");
    const { id: siblingId } = await family.api.call("addNewStudent", sibling, family.call);
    const { orderId } = await family.api.call("createOrder", { studentId: siblingId, source: { kind: "product", skuId: RECORDED_180_DAYS } }, family.call);
    await payOnTestGateway(family, orderId);
    const until = purchaseEnd(await paidAtOf(orderId), 180, "America/Los_Angeles")!;
    expect((await course(family, RECORDED_180_DAYS)).access).toEqual({ state: "valid", until: until.toISOString() });
  });
});

describe("the demo catalogue's media", () => {
  const template = loadAllFixtures();
  const recordedOfFixtures = async () => (await template).catalogue.products.filter((product) => product.kind === "recorded");
  const storedLessonCount = async (skuIds: string[]) =>
    (await running.store.db.select({ rows: count() }).from(recordedLessons).where(inArray(recordedLessons.skuId, skuIds)))[0]!.rows;

  it("gives each recorded course its lessons, online classes their rooms, and their lessons taught before the seed a replay", async () => {
    const products = await recordedOfFixtures();
    expect(products.length).toBeGreaterThan(19);
    for (const product of products) {
      const stored = await running.store.db.select().from(recordedLessons).where(eq(recordedLessons.skuId, product.id)).orderBy(asc(recordedLessons.number));
      expect(stored.map(({ title, videoUrl, durationSeconds }) => ({ title, videoUrl, durationSeconds })), product.id).toEqual(product.lessons);
    }

    const runs = await running.store.db.select({ id: classes.id, deliveryMode: classes.deliveryMode, roomUrl: classes.roomUrl }).from(classes);
    const roomOf = new Map(runs.map((run) => [run.id, run]));
    for (const run of runs) {
      if (run.deliveryMode === "OFFLINE") expect(run.roomUrl, run.id).toBeNull();
      if (run.deliveryMode === "ZOOM") expect(run.roomUrl, run.id).toMatch(/^https:\/\/zoom\.us\/j\/\d{10,11}$/);
      if (run.deliveryMode === "CLASS_IN") expect(run.roomUrl, run.id).toMatch(/^https:\/\/www\.eeo\.cn\//);
    }
    const taught = await running.store.db.select({ classId: lessons.classId, endsAt: lessons.endsAt, replayUrl: lessons.replayUrl }).from(lessons);
    const replayed = taught.filter((lesson) => lesson.replayUrl !== null);
    expect(replayed.length).toBeGreaterThan(0);
    for (const lesson of replayed) {
      expect(lesson.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(roomOf.get(lesson.classId)!.deliveryMode).not.toBe("OFFLINE");
      expect(lesson.replayUrl).toBe("/assets/demo-videos/v1/class-replay.m3u8");
    }
    expect(taught.filter((lesson) => lesson.endsAt.getTime() > Date.now()).every((lesson) => lesson.replayUrl === null)).toBe(true);
  });

  it("loads again without doubling anything: seeding keeps the rows, importing the catalogue again updates them in place", async () => {
    const fixtures = await template;
    const skuIds = (await recordedOfFixtures()).map((product) => product.id);
    const before = await storedLessonCount(skuIds);
    const family = await newFamily();
    await paidOrder(family);
    await watch(family, 1, 15);

    expect(await seedStore(running.store, { force: true })).toBe("seeded");
    expect(await storedLessonCount(skuIds)).toBe(before);

    const file = materializeCatalogue(fixtures.catalogue, fixtures["sites.json"], new Date());
    const renamed = {
      ...file,
      products: file.products.map((product) =>
        product.id === RECORDED ? { ...product, lessons: product.lessons.map((lesson, index) => (index === 0 ? { ...lesson, title: { en: "What a fraction means" } } : lesson)) } : product,
      ),
    };
    await importCatalogue(running.store.db, renamed);
    await importCatalogue(running.store.db, renamed);
    expect(await storedLessonCount(skuIds)).toBe(before);
    const first = (await course(family)).lessons[0]!;
    expect(first).toMatchObject({ title: "What a fraction means", positionSeconds: 15 });
    const rooms = await running.store.db.select({ roomUrl: classes.roomUrl }).from(classes).where(eq(classes.deliveryMode, "ZOOM"));
    expect(rooms.every((room) => room.roomUrl !== null)).toBe(true);
  });
});
