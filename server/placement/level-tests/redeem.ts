import { and, eq, inArray, isNull } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { familyMember } from "../../accounts/accounts.js";
import { familyHasPaid } from "../../catalogue/sign-up-check.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { subjectName } from "./tests.js";

/**
 * Evaluation codes (SPEC §2 qualification code dialog, §3 Redeem result, §8 4003, 7003-7005): a code of the site
 * places the student at its level once. The code's row is locked while it is redeemed, so two students entering it at
 * once get one redemption; asked again by the student who redeemed it, the same result with isRedeem.
 */
export async function redeemEvaluationCode(ctx: HandlerContext, request: { code: string; uid: string }): Promise<ResponseOf<"applyEvaluationRedeem">> {
  const { member, family } = await familyMember(ctx, request.uid);
  const code = request.code.toUpperCase();
  const db = ctx.db;
  const [row] = await db
    .select()
    .from(t.evaluationCodes)
    .where(and(eq(t.evaluationCodes.code, code), eq(t.evaluationCodes.locale, ctx.site().locale)))
    .for("update");
  if (!row) throw new ApiError(ErrorCode.COUPON_NOT_FOUND, ctx.say("promoCodeNotFound"));

  const result = async (isRedeem: boolean, reportId: string): Promise<ResponseOf<"applyEvaluationRedeem">> => {
    // One after another: the call's transaction takes one query at a time.
    const [level] = await db.select().from(t.levelDegrees).where(eq(t.levelDegrees.id, row.levelDegreeId));
    const grades = await db.select({ id: t.grades.id, names: t.grades.names }).from(t.grades).where(inArray(t.grades.id, row.gradeIds));
    const subject = await subjectName(ctx, row.subjectId);
    const gradeNames = new Map(grades.map((grade) => [grade.id, ctx.text(grade.names)]));
    return {
      isRedeem,
      levelDegreeName: ctx.text(level!.names),
      levelDegreeOrder: level!.order,
      subjectName: subject,
      gradeList: row.gradeIds.flatMap((id) => (gradeNames.has(id) ? [{ gradeName: gradeNames.get(id)! }] : [])),
      reportId,
    };
  };

  if (row.redeemedBy === member.uid) return result(true, await evaluationOfCode(db, code));
  if (row.endsAt <= ctx.now) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, ctx.say("redeemEnded"));
  if (row.redeemedBy !== null) throw new ApiError(ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER, ctx.say("redeemCodeUsed"));
  if (row.newStudentsOnly && (await familyHasPaid(db, family.id)))
    throw new ApiError(ErrorCode.REDEEM_NEW_STUDENTS_ONLY, ctx.say("redeemNewStudentsOnly"));
  const [sameCampaign] = await db
    .select({ code: t.evaluationCodes.code })
    .from(t.evaluationCodes)
    .where(and(eq(t.evaluationCodes.campaign, row.campaign), eq(t.evaluationCodes.locale, row.locale), eq(t.evaluationCodes.redeemedBy, member.uid)))
    .limit(1);
  if (sameCampaign) throw new ApiError(ErrorCode.REDEEM_ALREADY_PARTICIPATED, ctx.say("redeemAlreadyParticipated"));

  await db.update(t.evaluationCodes).set({ redeemedBy: member.uid, redeemedAt: ctx.now }).where(and(eq(t.evaluationCodes.code, code), isNull(t.evaluationCodes.redeemedBy)));
  const [evaluation] = await db
    .insert(t.evaluations)
    .values({
      familyId: family.id,
      uid: member.uid,
      locale: row.locale,
      subjectId: row.subjectId,
      gradeId: member.gradeId !== null && row.gradeIds.includes(member.gradeId) ? member.gradeId : row.gradeIds[0]!,
      levelDegreeId: row.levelDegreeId,
      source: "code",
      code,
    })
    .returning({ id: t.evaluations.id });
  return result(false, evaluation!.id);
}

async function evaluationOfCode(db: Database, code: string): Promise<string> {
  const [evaluation] = await db.select({ id: t.evaluations.id }).from(t.evaluations).where(eq(t.evaluations.code, code));
  return evaluation!.id;
}
