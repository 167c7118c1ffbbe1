import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { AdmitCard } from "../../schemas/api/calls/exams.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { familyMember, signedInFamily } from "../accounts/accounts.js";
import { registrationComplete } from "../commerce/checkout.js";
import * as t from "../db/schema.js";
import type { RateLimitPolicy } from "../security/rate-limit.js";
import type { HandlerContext } from "../service/context.js";

/**
 * Exams (decision 0037): registering takes one of the exam's seats with a conditional update of its row and numbers
 * the candidate from that count, so seats are never given twice and numbers never repeat; the admit card is the
 * registration with the exam's details. Scores are recorded by the school after the exam and looked up by number.
 */

type ExamRow = typeof t.exams.$inferSelect;
type RegistrationRow = typeof t.examRegistrations.$inferSelect;

const notFound = () => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");

/** SPEC §5 score query: anyone may ask, so one address asks at most this often (candidate numbers are short). */
const scoreQueries: RateLimitPolicy = { name: "exam-score", points: 20, durationSeconds: 3600 };

/** A candidate number: the exam's prefix and its registration count, four digits at least. */
export const candidateNumber = (prefix: string, count: number) => `${prefix}${String(count).padStart(4, "0")}`;

async function gradeNames(ctx: HandlerContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: t.grades.id, names: t.grades.names }).from(t.grades).where(inArray(t.grades.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, ctx.text(row.names)]));
}

function admitCardOf(ctx: HandlerContext, exam: ExamRow, registration: RegistrationRow, grades: ReadonlyMap<number, string>): AdmitCard {
  return {
    registrationId: registration.id,
    name: registration.candidateName,
    grade: grades.get(registration.gradeId) ?? "",
    candidateNumber: registration.candidateNumber,
    examId: exam.id,
    examName: ctx.text(exam.names),
    ...sittingOf(ctx, exam),
  };
}

/** When and where the exam is sat, and its fee, as both the list and the admit card say it. */
function sittingOf(ctx: HandlerContext, exam: ExamRow) {
  const site = ctx.site();
  return {
    startsAt: exam.startsAt.toISOString(),
    endsAt: exam.endsAt.toISOString(),
    timezone: site.timezone,
    place: ctx.text(exam.place),
    online: exam.online,
    price: exam.price,
    currency: site.currency.code,
  };
}

async function siteExam(ctx: HandlerContext, examId: string): Promise<ExamRow> {
  const [exam] = await ctx.db.select().from(t.exams).where(and(eq(t.exams.id, examId), eq(t.exams.locale, ctx.site().locale)));
  if (!exam) throw notFound();
  return exam;
}

export async function examList(ctx: HandlerContext): Promise<ResponseOf<"queryExamList">> {
  const site = ctx.site();
  const upcoming = await ctx.db.select().from(t.exams).where(and(eq(t.exams.locale, site.locale), gt(t.exams.endsAt, ctx.now))).orderBy(asc(t.exams.startsAt));
  const registrations = ctx.session
    ? await ctx.db
        .select({ registration: t.examRegistrations, exam: t.exams })
        .from(t.examRegistrations)
        .innerJoin(t.exams, eq(t.exams.id, t.examRegistrations.examId))
        .where(and(eq(t.examRegistrations.familyId, (await signedInFamily(ctx)).family.id), eq(t.exams.locale, site.locale)))
        .orderBy(desc(t.exams.startsAt))
    : [];
  const grades = await gradeNames(ctx, [...upcoming.flatMap((exam) => exam.gradeIds), ...registrations.map(({ registration }) => registration.gradeId)]);
  return {
    list: upcoming.map((exam) => {
      const seatsLeft = Math.max(0, exam.seats - exam.registered);
      return {
        examId: exam.id,
        name: ctx.text(exam.names),
        ...sittingOf(ctx, exam),
        grades: exam.gradeIds.flatMap((id) => (grades.has(id) ? [{ id, name: grades.get(id)! }] : [])),
        registrationEndsAt: exam.registrationEndsAt.toISOString(),
        seatsLeft,
        open: ctx.now < exam.registrationEndsAt && ctx.now < exam.startsAt && seatsLeft > 0,
      };
    }),
    admitCards: registrations.map(({ registration, exam }) => admitCardOf(ctx, exam, registration, grades)),
  };
}

/**
 * Registers the family's student, in the call's transaction: the student's row is locked so the same child asked
 * twice at once registers once (the second gets the first's card), then a seat is taken by a conditional update
 * whose new count numbers the candidate.
 */
export async function registerExam(ctx: HandlerContext, { examId, studentId }: ParsedRequestOf<"registerExam">): Promise<AdmitCard> {
  const { member, family } = await familyMember(ctx, studentId);
  const exam = await siteExam(ctx, examId);
  await ctx.db.select({ uid: t.accounts.uid }).from(t.accounts).where(eq(t.accounts.uid, member.uid)).for("update");
  const [earlier] = await ctx.db.select().from(t.examRegistrations).where(and(eq(t.examRegistrations.examId, exam.id), eq(t.examRegistrations.uid, member.uid)));
  if (earlier) return admitCardOf(ctx, exam, earlier, await gradeNames(ctx, [earlier.gradeId]));
  if (!registrationComplete(member)) throw new ApiError(ErrorCode.REGISTRATION_INCOMPLETE);
  if (ctx.now >= exam.registrationEndsAt || ctx.now >= exam.startsAt) throw new ApiError(ErrorCode.EXAM_REGISTRATION_CLOSED);
  if (!exam.gradeIds.includes(member.gradeId!)) throw new ApiError(ErrorCode.EXAM_NOT_FOR_GRADE);
  const [seat] = await ctx.db
    .update(t.exams)
    .set({ registered: sql`${t.exams.registered} + 1` })
    .where(and(eq(t.exams.id, exam.id), sql`${t.exams.registered} < ${t.exams.seats}`))
    .returning({ registered: t.exams.registered });
  if (!seat) throw new ApiError(ErrorCode.OUT_OF_STOCK);
  const [registration] = await ctx.db
    .insert(t.examRegistrations)
    .values({
      examId: exam.id,
      familyId: family.id,
      uid: member.uid,
      candidateNumber: candidateNumber(exam.candidatePrefix, seat.registered),
      candidateName: `${member.firstName} ${member.lastName}`.trim(),
      gradeId: member.gradeId!,
      registeredAt: ctx.now,
    })
    .returning();
  return admitCardOf(ctx, exam, registration!, await gradeNames(ctx, [registration!.gradeId]));
}

export async function admitCard(ctx: HandlerContext, registrationId: string): Promise<AdmitCard> {
  const { family } = await signedInFamily(ctx);
  const [found] = await ctx.db
    .select({ registration: t.examRegistrations, exam: t.exams })
    .from(t.examRegistrations)
    .innerJoin(t.exams, eq(t.exams.id, t.examRegistrations.examId))
    .where(and(eq(t.examRegistrations.id, registrationId), eq(t.examRegistrations.familyId, family.id), eq(t.exams.locale, ctx.site().locale)));
  if (!found) throw notFound();
  return admitCardOf(ctx, found.exam, found.registration, await gradeNames(ctx, [found.registration.gradeId]));
}

/** Initials of a candidate's name, the most a stranger holding the number learns of who it is. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.slice(0, 1).toUpperCase()}.`)
    .join(" ");

export async function examScore(ctx: HandlerContext, { candidateNumber: asked }: ParsedRequestOf<"queryExamScore">): Promise<ResponseOf<"queryExamScore">> {
  await ctx.rateLimits.consume(scoreQueries, ctx.clientIp);
  const number = asked.toUpperCase();
  const [found] = await ctx.db
    .select({ score: t.examScores, exam: t.exams, name: t.examRegistrations.candidateName })
    .from(t.examScores)
    .innerJoin(t.exams, eq(t.exams.id, t.examScores.examId))
    .leftJoin(t.examRegistrations, eq(t.examRegistrations.candidateNumber, t.examScores.candidateNumber))
    .where(and(eq(t.examScores.candidateNumber, number), eq(t.exams.locale, ctx.site().locale)));
  if (!found) throw notFound();
  return {
    candidateNumber: number,
    examName: ctx.text(found.exam.names),
    candidateInitials: found.name ? initialsOf(found.name) : "",
    score: found.score.score,
    maxScore: found.score.maxScore,
    award: found.score.award ? ctx.text(found.score.award) : "",
  };
}
