import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolments, skus } from "../../server/db/schema.js";
import { signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { enrolIn, GRADE4_ONLINE } from "../helpers/learning.js";
import { refundRequest } from "../helpers/refunds.js";
import { signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
let service: SignedInStaff;
beforeAll(async () => {
  running = await startTestService();
  service = await signInAsStaff(running, "service");
});
afterAll(async () => {
  await running?.close();
});

const placesOf = (uid: string) => running.store.db.select().from(enrolments).where(eq(enrolments.uid, uid)).orderBy(enrolments.classId);
const soldOf = async (skuId: string) => (await running.store.db.select({ sold: skus.sold }).from(skus).where(eq(skus.id, skuId)))[0]!.sold;

describe("a student's places in classes (decision 0028)", () => {
  it("come with the payment of a class, holding its seat, for every lesson not yet started; a refund ends them and frees the seat", async () => {
    const family = await signInWithStudent(running, { email: uniqueEmail() });
    const soldBefore = await soldOf(GRADE4_ONLINE.skuId);
    const orderId = await enrolIn(family, GRADE4_ONLINE.skuId);
    expect(await placesOf(family.uid)).toMatchObject([{ classId: GRADE4_ONLINE.classId, orderId, firstLesson: 1, lessonCount: 12, holdsSeat: true, status: "active" }]);
    expect(await soldOf(GRADE4_ONLINE.skuId)).toBe(soldBefore + 1);

    const { refundId } = await family.api.call("applyRefund", await refundRequest(running, family, orderId), family.call);
    await service.api.call("serviceApproveRefund", { refundId, note: "Approved." }, service.call);
    expect(await placesOf(family.uid)).toMatchObject([{ status: "refunded", endedAt: expect.any(Date) }]);
    expect(await soldOf(GRADE4_ONLINE.skuId)).toBe(soldBefore);
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
});
