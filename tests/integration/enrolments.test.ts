import { readFile } from "node:fs/promises";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ErrorCode } from "../../api/errors.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeApplications, enrolments, lessons, skus } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { enrolIn, GRADE4_LOS_ALTOS, GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf } from "../helpers/refusal.js";
import { rescheduleRequest } from "../helpers/reschedules.js";
import { refundRequest } from "../helpers/refunds.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { projectPath } from "../../server/paths.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService();
  service = await signInAsStaff(running, "service");
  await running.store.db.update(skus).set({ store: 40 }).where(inArray(skus.id, [GRADE4_ONLINE.skuId, GRADE4_LOS_ALTOS.skuId]));
});
afterAll(async () => {
  await running?.close();
});

const placesOf = (uid: string) => running.store.db.select().from(enrolments).where(eq(enrolments.uid, uid)).orderBy(enrolments.classId);
const guestsOf = async (classId: string, number: number) => (await running.store.db.select({ guests: lessons.guests }).from(lessons).where(and(eq(lessons.classId, classId), eq(lessons.number, number))))[0]!.guests;
const newFamily = () => signInWithStudent(running, { email: uniqueEmail() });
const takenOf = async (skuId: string) => (await running.store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, skuId)))[0]!.taken;

describe("a student's places in classes (decision 0028)", () => {
  it("come with the payment of a class, holding its seat, for every lesson not yet started; a refund ends them and frees the seat", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() });
    const takenBefore = await takenOf(GRADE4_ONLINE.skuId);
    const orderId = await enrolIn(family, GRADE4_ONLINE.skuId);
    expect(await placesOf(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId, orderId, firstLesson: 1, lessonCount: 12, holdsSeat: true, status: "active" }]);
    expect(await takenOf(GRADE4_ONLINE.skuId)).toBe(takenBefore + 1);

    const { refundId } = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    expect(await placesOf(family.uid)).toMatchObject([{ status: "refunded", endedAt: expect.any(Date) }]);
    expect(await takenOf(GRADE4_ONLINE.skuId)).toBe(takenBefore);
  });

  it("come for each class of a package, which sells its own seats", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() }, undefined, { nickName: "Bo", firstName: "Bo", lastName: "Parent", gradeId: 107 });
    await enrolIn(family, "us-amc8-prealgebra-bundle");
    const places = await placesOf(family.uid);
    expect(places.map(({ classId, holdsSeat }) => ({ classId, holdsSeat }))).toEqual([
      { classId: "us-amc8-prep-online", holdsSeat: false },
      { classId: "us-prealgebra-honors-cupertino", holdsSeat: false },
    ]);
    const active = await running.store.db.select().from(enrolments).where(and(eq(enrolments.uid, family.uid), eq(enrolments.status, "active")));
    expect(active).toHaveLength(2);
  });

  it("seat a student once per class: a class they moved into by a transfer is not sold to them again", async () => {
    const family = await newFamily();
    // Into the cheaper online class: nothing to pay, the place moves at once.
    await enrolIn(family, GRADE4_LOS_ALTOS.skuId);
    const moved = await family.api.call("applyClassTransfer", { classId: GRADE4_LOS_ALTOS.classId, toClassId: GRADE4_ONLINE.classId, reason: "Easier from home." }, family.call, { idempotencyKey: `move-${family.uid}` });
    expect(moved.result).toBe("success");
    const order = family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: GRADE4_ONLINE.skuId, attachmentSkuIds: [] } }, family.call);
    expect(await codeOf(order)).toBe(ErrorCode.CANNOT_CREATE_ORDER);
  });

  it("give back, when they end, the seats their reschedules borrowed in lessons still to come", async () => {
    const family = await newFamily();
    const orderId = await enrolIn(family, GRADE4_ONLINE.skuId);
    const guests = await guestsOf(GRADE4_LOS_ALTOS.classId, 3);
    await family.api.call("applyLessonReschedule", rescheduleRequest(3), family.call, { idempotencyKey: `away-${family.uid}` });
    expect(await guestsOf(GRADE4_LOS_ALTOS.classId, 3)).toBe(guests + 1);

    const { refundId } = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    expect(await guestsOf(GRADE4_LOS_ALTOS.classId, 3)).toBe(guests);
    const [moved] = await running.store.db.select().from(changeApplications).where(eq(changeApplications.uid, family.uid));
    expect(moved).toMatchObject({ kind: "reschedule", status: "cancelled", note: "placeEnded" });
  });

  it("leave a class's seats to whole-class buyers only where no lesson to come is full of rescheduled guests", async () => {
    const guests = await guestsOf(GRADE4_LOS_ALTOS.classId, 5);
    const { taken } = (await running.store.db.select().from(skus).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId)))[0]!;
    await running.store.db.update(skus).set({ store: taken + guests + 1 }).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId));
    const guest = await newFamily();
    await enrolIn(guest, GRADE4_ONLINE.skuId);
    await guest.api.call("applyLessonReschedule", rescheduleRequest(5), guest.call, { idempotencyKey: `guest-${guest.uid}` });

    const buyer = await newFamily();
    const order = buyer.api.call("createOrder", { studentId: buyer.uid, source: { kind: "product", skuId: GRADE4_LOS_ALTOS.skuId, attachmentSkuIds: [] } }, buyer.call);
    expect(await codeOf(order)).toBe(ErrorCode.OUT_OF_STOCK);
    await running.store.db.update(skus).set({ store: 40 }).where(eq(skus.id, GRADE4_LOS_ALTOS.skuId));
  });

  it("were given by migration 0021 to orders paid before it, as a payment gives them now", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() }, undefined, { nickName: "Bo", firstName: "Bo", lastName: "Parent", gradeId: 107 });
    await enrolIn(family, "us-amc8-prealgebra-bundle");
    const refunded = await newFamily();
    const refundedOrder = await enrolIn(refunded, GRADE4_ONLINE.skuId);
    const { refundId } = await refunded.api.call("applyRefund", await refundRequest(running, refunded, refundedOrder), refunded.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    const uids = [family.uid, refunded.uid];
    const given = await running.store.db.select().from(enrolments).where(inArray(enrolments.uid, uids)).orderBy(enrolments.classId);

    const migration = await readFile(projectPath("server/db/migrations/0021_learning.sql"), "utf8");
    const backfill = migration.split("--> statement-breakpoint").at(-1)!;
    await running.store.db.delete(enrolments).where(inArray(enrolments.uid, uids));
    await running.store.db.execute(sql.raw(backfill));
    const migrated = await running.store.db.select().from(enrolments).where(inArray(enrolments.uid, uids)).orderBy(enrolments.classId);
    const kept = ({ id: _id, endedAt: _endedAt, ...place }: (typeof given)[number]) => place;
    expect(migrated.map(kept)).toEqual(given.map(kept));
    expect(migrated.find((place) => place.uid === refunded.uid)).toMatchObject({ status: "refunded", endedAt: expect.any(Date) });
  });
});
