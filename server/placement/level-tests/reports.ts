import { and, desc, eq, inArray } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { contract, type ParsedRequestOf, type ResponseOf } from "../../../schemas/api/contract.js";
import type { EvaluationReport } from "../../../schemas/api/calls/evaluations.js";
import { signedInFamily } from "../../accounts/accounts.js";
import { loadCards } from "../../catalogue/cards.js";
import { searchClassSkus } from "../../catalogue/search.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { studentView } from "./tests.js";

/** A child's evaluations as reports (SPEC §2 /report/contentPage, /test/test-results) and the classes they recommend. */

type EvaluationRow = typeof t.evaluations.$inferSelect;

const RESULTS_MAX = 50;
const RECOMMENDED_MAX = 12;

async function reportsOf(ctx: HandlerContext, rows: readonly EvaluationRow[]): Promise<EvaluationReport[]> {
  if (rows.length === 0) return [];
  const { members } = await signedInFamily(ctx);
  const [levels, subjects, grades] = await Promise.all([
    ctx.db.select().from(t.levelDegrees).where(inArray(t.levelDegrees.id, [...new Set(rows.map((row) => row.levelDegreeId))])),
    ctx.db.select().from(t.subjects).where(inArray(t.subjects.id, [...new Set(rows.map((row) => row.subjectId))])),
    ctx.db.select().from(t.grades).where(inArray(t.grades.id, [...new Set(rows.map((row) => row.gradeId))])),
  ]);
  const level = new Map(levels.map((row) => [row.id, row]));
  const subject = new Map(subjects.map((row) => [row.id, ctx.text(row.names)]));
  const grade = new Map(grades.map((row) => [row.id, ctx.text(row.names)]));
  return rows.flatMap((row) => {
    const member = members.find((candidate) => candidate.uid === row.uid);
    const degree = level.get(row.levelDegreeId)!;
    if (!member) return [];
    return [
      {
        reportId: row.id,
        student: studentView(member),
        source: row.source,
        subjectId: row.subjectId,
        subjectName: subject.get(row.subjectId) ?? "",
        gradeId: row.gradeId,
        gradeName: grade.get(row.gradeId) ?? "",
        takenAt: row.createdAt.toISOString(),
        level: { levelDegreeId: degree.id, levelDegreeName: ctx.text(degree.names), levelDegreeOrder: degree.order, levelDegreeDesc: ctx.text(degree.descriptions) },
        score: row.score,
        maxScore: row.maxScore,
        topics: row.topics.map((topic) => ({ name: ctx.text(topic.topic), score: topic.score, maxScore: topic.maxScore })),
      },
    ];
  });
}

/** The family's evaluation found by one of its keys; 4003 for none, or another family's. */
async function familyEvaluation(ctx: HandlerContext, where: ReturnType<typeof eq>): Promise<EvaluationReport> {
  const { family } = await signedInFamily(ctx);
  const rows = await ctx.db.select().from(t.evaluations).where(and(where, eq(t.evaluations.familyId, family.id)));
  const [report] = await reportsOf(ctx, rows);
  if (!report) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return report;
}

export const evaluationReport = (ctx: HandlerContext, reportId: string) => familyEvaluation(ctx, eq(t.evaluations.id, reportId));

export async function testResults(ctx: HandlerContext): Promise<ResponseOf<"queryTestResults">> {
  const { family } = await signedInFamily(ctx);
  const rows = await ctx.db.select().from(t.evaluations).where(eq(t.evaluations.familyId, family.id)).orderBy(desc(t.evaluations.createdAt)).limit(RESULTS_MAX);
  return { list: await reportsOf(ctx, rows) };
}

/**
 * The site's classes on sale for the report's subject, grade and level, soonest first; when none is at that level,
 * those of the subject and grade, so a parent is never left with an empty page.
 */
export async function recommendedClasses(ctx: HandlerContext, { reportId, sessionId, code }: ParsedRequestOf<"queryRecommendedClasses">): Promise<ResponseOf<"queryRecommendedClasses">> {
  const report = await familyEvaluation(
    ctx,
    reportId ? eq(t.evaluations.id, reportId) : sessionId ? eq(t.evaluations.attemptId, sessionId) : eq(t.evaluations.code, code!.toUpperCase()),
  );
  const search = (levelDegreeId: number) =>
    searchClassSkus(
      ctx.db,
      ctx.site().locale,
      contract.searchCourses.request.parse({ subjectId: report.subjectId, gradeId: report.gradeId, levelDegreeId, sort: "startDate", pageSize: RECOMMENDED_MAX }),
      ctx.now,
    );
  let { skuIds } = await search(report.level.levelDegreeId);
  if (skuIds.length === 0) ({ skuIds } = await search(0));
  return { report, list: await loadCards(ctx, skuIds, ctx.session?.uid ?? null) };
}
