import { and, eq } from "drizzle-orm";
import type { myCoursesCalls } from "../../schemas/api/calls/my-courses.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import { classes, lessons } from "../../server/db/schema.js";
import { newStudent, type signIn } from "./accounts.js";
import { enrolIn } from "./learning.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** 200 seats of ten weekly lessons taught on the school's own platform (BIG_ONLINE): every test may buy one. */
export const BIG_ONLINE_CLASS = { skuId: "us-amc10-prep-big-sku", classId: "us-amc10-prep-big", gradeId: 109 } as const;
/** Five daily Zoom lessons that no other call case buys: its first lesson may be moved to now. */
const CAMP_CLASS = { skuId: "us-scratch-game-camp-online-sku", classId: "us-scratch-game-camp-online", gradeId: 104 } as const;

/** A class bought for the family's student, its grade set to the class's first. */
export async function boughtClass(family: Family, bought: { skuId: string; classId: string; gradeId: number }) {
  await family.api.call("modifyUserInfo", { ...newStudent, gradeId: bought.gradeId, uid: family.uid }, family.call);
  await enrolIn(family, bought.skuId);
  return bought.classId;
}

/** Gives an online class its room, as the fixture loader does for the demo classes. */
export async function setRoomUrl(running: TestService, classId: string, roomUrl: string | null) {
  await running.store.db.update(classes).set({ roomUrl }).where(eq(classes.id, classId));
}

/** Moves a lesson to have begun a few minutes ago and last an hour, so that its classroom is open now. */
export async function lessonUnderWay(running: TestService, classId: string, number: number) {
  const now = Date.now();
  await running.store.db
    .update(lessons)
    .set({ startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 55 * 60_000) })
    .where(and(eq(lessons.classId, classId), eq(lessons.number, number)));
}

/** The cases of tests/integration/calls.test.ts for the My Courses calls. */
type Cases<N extends keyof typeof myCoursesCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const myCoursesCallCases: { [N in keyof typeof myCoursesCalls]: Cases<N> } = {
  queryMyCourses: { valid: { filter: "current" }, wrongType: { filter: "past" }, missing: { data: undefined, field: "data" } },
  queryMyCourseDetail: {
    valid: async (_running, family) => ({ classId: await boughtClass(family, BIG_ONLINE_CLASS) }),
    wrongType: { classId: 42 },
    missing: { data: {}, field: "data.classId" },
  },
  queryClassEntry: {
    valid: async (running, family) => {
      const classId = await boughtClass(family, CAMP_CLASS);
      await setRoomUrl(running, classId, "https://zoom.us/j/5550100");
      await lessonUnderWay(running, classId, 1);
      return { classId, lessonNumber: 1 };
    },
    wrongType: { classId: "us-amc10-prep-big", lessonNumber: "1" },
    missing: { data: { classId: "us-amc10-prep-big" }, field: "data.lessonNumber" },
  },
  queryAppDownloads: { valid: {}, wrongType: "apps", missing: { data: undefined, field: "data" } },
};
