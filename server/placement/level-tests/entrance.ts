import { and, desc, eq } from "drizzle-orm";
import { attemptsLeft, ENTRANCE_STATUS, entranceStatus, entranceVerdict, type EntranceStatus, type EntranceVerdict } from "../../../rules/placement/level-test.js";
import type { EntranceTest } from "../../../schemas/placement.js";
import type { AccountRow } from "../../accounts/accounts.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { attemptsHandedIn } from "./tests.js";

/** What the entrance test of a course reads of it. */
export interface CourseForEntrance {
  subjectId: number;
  levelDegreeId: number | null;
  entranceTest: EntranceTest;
  gradeIds: number[];
}

export interface Entrance {
  status: EntranceStatus;
  verdict: EntranceVerdict;
  /** The test that places the child (or the course's first grade) in the course's subject; null when none does. */
  examId: string | null;
  leftChance: number;
}

/** The examEntrance of a course detail (SPEC §3 Class/SKU card) for the signed-in student, or a visitor. */
export async function examEntrance(ctx: HandlerContext, skuId: string): Promise<{ status: number; examId: string | null; text: string }> {
  const course = await courseOfSku(ctx.db, skuId);
  if (!course) return { status: 0, examId: null, text: "" };
  const uid = ctx.session?.uid ?? null;
  const [child] = uid ? await ctx.db.select({ gradeId: t.accounts.gradeId }).from(t.accounts).where(eq(t.accounts.uid, uid)) : [];
  const { status, examId } = await entranceFor(ctx, { uid: child ? uid : null, gradeId: child?.gradeId ?? null }, course);
  return { status, examId, text: status === ENTRANCE_STATUS.none ? "" : ctx.say(ENTRANCE_TEXTS[status]) };
}

/** SPEC §4 "evaluation entrance status 0-4 with text for 1-4": what the course page says of each. */
const ENTRANCE_TEXTS = {
  [ENTRANCE_STATUS.notTaken]: "entranceNotTaken",
  [ENTRANCE_STATUS.mustTake]: "entranceMustTake",
  [ENTRANCE_STATUS.passed]: "entrancePassed",
  [ENTRANCE_STATUS.tooDifficult]: "entranceTooDifficult",
} as const;

/** The entrance facts of the course a SKU sells, or null for a SKU without a course (a package, goods). */
export async function courseOfSku(db: Database, skuId: string): Promise<CourseForEntrance | null> {
  const [course] = await db
    .select({ subjectId: t.courses.subjectId, levelDegreeId: t.courses.levelDegreeId, entranceTest: t.courses.entranceTest, gradeIds: t.courses.gradeIds })
    .from(t.skus)
    .innerJoin(t.courses, eq(t.courses.id, t.skus.courseId))
    .where(eq(t.skus.id, skuId));
  return course ?? null;
}

/** Who is checked: a family student, or a visitor (no uid, no grade), for whom the test is still to take. */
export type EntranceChild = Pick<AccountRow, "gradeId"> & { uid: string | null };

/** Where a child stands with a course's entrance test (SPEC §4 admission test cases, sign-up status 1). */
export async function entranceFor(ctx: HandlerContext, member: EntranceChild, course: CourseForEntrance): Promise<Entrance> {
  if (course.entranceTest === "none" || course.levelDegreeId === null) return { status: 0, verdict: { kind: "proceed" }, examId: null, leftChance: 0 };
  const gradeId = member.gradeId ?? course.gradeIds[0]!;
  // One after another: an order checks this in its transaction, whose connection takes one query at a time.
  const levels = await ctx.db.select({ id: t.levelDegrees.id, order: t.levelDegrees.order }).from(t.levelDegrees).where(eq(t.levelDegrees.subjectId, course.subjectId));
  const [latest] = member.uid
    ? await ctx.db
        .select({ levelDegreeId: t.evaluations.levelDegreeId })
        .from(t.evaluations)
        .where(and(eq(t.evaluations.uid, member.uid), eq(t.evaluations.subjectId, course.subjectId)))
        .orderBy(desc(t.evaluations.createdAt))
        .limit(1)
    : [];
  const tests = await ctx.db.select({ id: t.levelTests.id, gradeIds: t.levelTests.gradeIds }).from(t.levelTests).where(eq(t.levelTests.subjectId, course.subjectId));
  const orderOf = (id: number | null | undefined) => levels.find((level) => level.id === id)?.order ?? null;
  const facts = { entranceTest: course.entranceTest, courseLevelOrder: orderOf(course.levelDegreeId), childLevelOrder: orderOf(latest?.levelDegreeId) };
  const examId = tests.find((test) => test.gradeIds.includes(gradeId))?.id ?? null;
  const handedIn = examId && member.uid ? await attemptsHandedIn(ctx.db, member.uid, examId) : 0;
  const leftChance = examId ? attemptsLeft(ctx.env.LEVEL_TEST_ATTEMPTS, handedIn) : 0;
  return { status: entranceStatus(facts), verdict: entranceVerdict(facts, leftChance), examId, leftChance };
}
