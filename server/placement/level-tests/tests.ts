import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { LevelTestChoice } from "../../../schemas/placement.js";
import type { AccountRow } from "../../accounts/accounts.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";

export type LevelTestRow = typeof t.levelTests.$inferSelect;

const notFound = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");

/** The test of a subject that places a grade; 4003 when none does. */
export async function testForGrade(db: Database, subjectId: number, gradeId: number): Promise<LevelTestRow> {
  const [test] = await db
    .select()
    .from(t.levelTests)
    .where(and(eq(t.levelTests.subjectId, subjectId), sql`${t.levelTests.gradeIds} @> ${JSON.stringify([gradeId])}::jsonb`))
    .limit(1);
  if (!test) throw notFound();
  return test;
}

export async function testById(db: Database, id: string): Promise<LevelTestRow> {
  const [test] = await db.select().from(t.levelTests).where(eq(t.levelTests.id, id));
  if (!test) throw notFound();
  return test;
}

/** A grade of the site's grade system by name; 4003 for a grade another system has. */
export async function siteGradeName(ctx: HandlerContext, gradeId: number): Promise<string> {
  const [grade] = await ctx.db
    .select({ names: t.grades.names })
    .from(t.grades)
    .where(and(eq(t.grades.id, gradeId), eq(t.grades.system, ctx.site().gradeSystem)));
  if (!grade) throw notFound();
  return ctx.text(grade.names);
}

export async function subjectName(ctx: HandlerContext, subjectId: number): Promise<string> {
  const [subject] = await ctx.db.select({ names: t.subjects.names }).from(t.subjects).where(eq(t.subjects.id, subjectId));
  return subject ? ctx.text(subject.names) : "";
}

export const choiceText = (ctx: Pick<HandlerContext, "text">, choice: LevelTestChoice) => (typeof choice === "string" ? choice : ctx.text(choice));

export const studentView = (member: Pick<AccountRow, "uid" | "firstName" | "lastName" | "nickName">) => ({
  uid: member.uid,
  firstName: member.firstName,
  lastName: member.lastName,
  nickName: member.nickName,
});

/** How many attempts at a test a child has handed in. */
export async function attemptsHandedIn(db: Database, uid: string, testId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.levelTestAttempts)
    .where(and(eq(t.levelTestAttempts.uid, uid), eq(t.levelTestAttempts.testId, testId), sql`${t.levelTestAttempts.handedInAt} is not null`));
  return row?.count ?? 0;
}

/** The site's subjects with a level test for at least one of the site's grades. */
export async function evaluationSubjects(ctx: HandlerContext): Promise<{ id: number; name: string }[]> {
  const site = ctx.site();
  return ctx.memo(`evaluation-subjects:${site.locale}:${ctx.language()}`, async () => {
    const [tests, grades] = await Promise.all([
      ctx.db.select({ subjectId: t.levelTests.subjectId, gradeIds: t.levelTests.gradeIds }).from(t.levelTests),
      ctx.db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.system, site.gradeSystem)),
    ]);
    const siteGrades = new Set(grades.map((grade) => grade.id));
    const tested = new Set(tests.filter((test) => test.gradeIds.some((id) => siteGrades.has(id))).map((test) => test.subjectId));
    const ids = site.subjectIds.filter((id) => tested.has(id));
    if (ids.length === 0) return [];
    const rows = await ctx.db.select().from(t.subjects).where(inArray(t.subjects.id, ids)).orderBy(asc(t.subjects.id));
    return rows.map((subject) => ({ id: subject.id, name: ctx.text(subject.names) }));
  });
}
