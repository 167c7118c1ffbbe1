import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { attemptsLeft, levelForScore, scoreAnswers } from "../../../rules/placement/level-test.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { familyMember, signedInFamily, type AccountRow } from "../../accounts/accounts.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { EXAM_TICKET_MS, readExamTicket, signExamTicket, type ExamTicket, type ExamTicketKey } from "./exam-token.js";
import { attemptsHandedIn, choiceText, siteGradeName, studentView, subjectName, testById, testForGrade, type LevelTestRow } from "./tests.js";

/**
 * The built-in level test (decision 0035): started from a utoken, answered one question at a time (each answer kept
 * at once, so a reloaded page carries on), handed in by the child or when its time is up, then scored into an
 * evaluation: the report.
 */

type AttemptRow = typeof t.levelTestAttempts.$inferSelect;

/** Answers sent just as the time runs out still count: the page's clock and the network are not exact. */
const ANSWER_GRACE_MS = 30_000;

/** The path of the built-in test's instructions, where a utoken is taken to. */
export const instructionPath = (examId: string) => `/evaluation/instruction/${encodeURIComponent(examId)}`;

function ticketKey(ctx: HandlerContext): ExamTicketKey {
  const { EXAM_SERVICE_SECRET, OTP_SECRET } = ctx.env;
  return EXAM_SERVICE_SECRET ? { secret: EXAM_SERVICE_SECRET, external: true } : { secret: OTP_SECRET, external: false };
}

function examUrl(ctx: HandlerContext, examId: string): string {
  if (!ctx.env.EXAM_SERVICE_URL) return instructionPath(examId);
  const url = new URL(ctx.env.EXAM_SERVICE_URL);
  url.searchParams.set("examId", examId);
  return url.toString();
}

const attemptsAllowed = (ctx: HandlerContext) => ctx.env.LEVEL_TEST_ATTEMPTS;

export async function evaluationGoto(ctx: HandlerContext, { studentId, gradeId, subjectId }: ParsedRequestOf<"evaluationGoto">): Promise<ResponseOf<"evaluationGoto">> {
  const { member } = await familyMember(ctx, studentId);
  const grade = gradeId ?? member.gradeId;
  if (grade === null) throw new ApiError(ErrorCode.INVALID_INPUT, "gradeId: the student has no grade, so the test's grade is needed");
  await siteGradeName(ctx, grade);
  const test = await testForGrade(ctx.db, subjectId, grade);
  if (attemptsLeft(attemptsAllowed(ctx), await attemptsHandedIn(ctx.db, member.uid, test.id)) === 0) throw new ApiError(ErrorCode.NO_ATTEMPTS_LEFT);
  const ticket: ExamTicket = { uid: member.uid, examId: test.id, gradeId: grade, expiresAt: ctx.now.getTime() + EXAM_TICKET_MS };
  return { goExamUrl: examUrl(ctx, test.id), utoken: signExamTicket(ticketKey(ctx), ticket) };
}

/** The family student and test a utoken opens; 4172 for one that is forged, expired or another family's. */
async function ticketOf(ctx: HandlerContext, utoken: string): Promise<{ ticket: ExamTicket; member: AccountRow; test: LevelTestRow }> {
  const ticket = readExamTicket(ticketKey(ctx), utoken, ctx.now);
  const invalid = () => new ApiError(ErrorCode.EXAM_LINK_INVALID);
  if (!ticket) throw invalid();
  const { members } = await signedInFamily(ctx);
  const member = members.find((candidate) => candidate.uid === ticket.uid);
  if (!member) throw invalid();
  return { ticket, member, test: await testById(ctx.db, ticket.examId) };
}

const openAttempt = async (db: Database, uid: string, testId: string) =>
  (await db.select().from(t.levelTestAttempts).where(and(eq(t.levelTestAttempts.uid, uid), eq(t.levelTestAttempts.testId, testId), isNull(t.levelTestAttempts.handedInAt))))[0];

const timeIsUp = (attempt: AttemptRow, now: Date) => now.getTime() > attempt.endsAt.getTime() + ANSWER_GRACE_MS;

/**
 * Scores an attempt into its evaluation, once: the attempt is claimed by a conditional update, so a child pressing
 * "hand in" while the page's timer does the same gets one report. Answers the same evaluation when already handed in.
 */
async function handIn(ctx: HandlerContext, attemptId: string, test: LevelTestRow): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(t.levelTestAttempts)
      .set({ handedInAt: ctx.now })
      .where(and(eq(t.levelTestAttempts.id, attemptId), isNull(t.levelTestAttempts.handedInAt)))
      .returning();
    if (!claimed) {
      const [earlier] = await tx.select({ id: t.evaluations.id }).from(t.evaluations).where(eq(t.evaluations.attemptId, attemptId));
      return earlier!.id;
    }
    const scored = scoreAnswers(test.questions, claimed.answers);
    const [evaluation] = await tx
      .insert(t.evaluations)
      .values({
        familyId: claimed.familyId,
        uid: claimed.uid,
        locale: claimed.locale,
        subjectId: test.subjectId,
        gradeId: claimed.gradeId,
        levelDegreeId: levelForScore(test.levels, scored.score, scored.maxScore),
        source: "test",
        attemptId,
        topics: scored.topics,
        score: scored.score,
        maxScore: scored.maxScore,
      })
      .returning({ id: t.evaluations.id });
    return evaluation!.id;
  });
}

async function testView(ctx: HandlerContext, { ticket, member, test }: Awaited<ReturnType<typeof ticketOf>>): Promise<ResponseOf<"queryLevelTest">> {
  let attempt = await openAttempt(ctx.db, member.uid, test.id);
  if (attempt && timeIsUp(attempt, ctx.now)) {
    await handIn(ctx, attempt.id, test);
    attempt = undefined;
  }
  // One after another: starting runs in the call's transaction, whose connection takes one query at a time.
  const handedIn = await attemptsHandedIn(ctx.db, member.uid, test.id);
  const [last] = await ctx.db
    .select({ id: t.evaluations.id })
    .from(t.evaluations)
    .innerJoin(t.levelTestAttempts, eq(t.levelTestAttempts.id, t.evaluations.attemptId))
    .where(and(eq(t.evaluations.uid, member.uid), eq(t.levelTestAttempts.testId, test.id)))
    .orderBy(desc(t.evaluations.createdAt))
    .limit(1);
  const gradeName = await siteGradeName(ctx, ticket.gradeId);
  const subject = await subjectName(ctx, test.subjectId);
  return {
    examId: test.id,
    name: ctx.text(test.names),
    instructions: ctx.text(test.instructions),
    minutes: test.minutes,
    questionCount: test.questions.length,
    subjectName: subject,
    gradeId: ticket.gradeId,
    gradeName,
    student: studentView(member),
    leftChance: attemptsLeft(attemptsAllowed(ctx), handedIn),
    attempt: attempt
      ? {
          attemptId: attempt.id,
          startedAt: attempt.startedAt.toISOString(),
          endsAt: attempt.endsAt.toISOString(),
          questions: test.questions.map((question) => ({
            topic: ctx.text(question.topic),
            prompt: ctx.text(question.prompt),
            choices: question.choices.map((choice) => choiceText(ctx, choice)),
          })),
          answers: attempt.answers,
        }
      : null,
    lastReportId: last?.id ?? null,
  };
}

export async function levelTest(ctx: HandlerContext, utoken: string): Promise<ResponseOf<"queryLevelTest">> {
  return testView(ctx, await ticketOf(ctx, utoken));
}

/** Starts an attempt, or carries on the one under way; the student's row is locked so two starts make one attempt. */
export async function startLevelTest(ctx: HandlerContext, utoken: string): Promise<ResponseOf<"startLevelTest">> {
  const opened = await ticketOf(ctx, utoken);
  const { member, test, ticket } = opened;
  await ctx.db.transaction(async (tx) => {
    await tx.select({ uid: t.accounts.uid }).from(t.accounts).where(eq(t.accounts.uid, member.uid)).for("update");
    const underWay = await openAttempt(tx as unknown as Database, member.uid, test.id);
    if (underWay && !timeIsUp(underWay, ctx.now)) return;
    if (underWay) await handIn(ctx, underWay.id, test);
    if (attemptsLeft(attemptsAllowed(ctx), await attemptsHandedIn(tx as unknown as Database, member.uid, test.id)) === 0) throw new ApiError(ErrorCode.NO_ATTEMPTS_LEFT);
    await tx.insert(t.levelTestAttempts).values({
      familyId: member.familyId,
      uid: member.uid,
      testId: test.id,
      locale: ctx.site().locale,
      gradeId: ticket.gradeId,
      startedAt: ctx.now,
      endsAt: new Date(ctx.now.getTime() + test.minutes * 60_000),
      answers: test.questions.map(() => null),
    });
  });
  return testView(ctx, opened);
}

/** An attempt of the signed-in family with its test; 4003 for anyone else's. */
async function familyAttempt(ctx: HandlerContext, attemptId: string): Promise<{ attempt: AttemptRow; test: LevelTestRow }> {
  const { family } = await signedInFamily(ctx);
  const [attempt] = await ctx.db.select().from(t.levelTestAttempts).where(eq(t.levelTestAttempts.id, attemptId));
  if (!attempt || attempt.familyId !== family.id) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { attempt, test: await testById(ctx.db, attempt.testId) };
}

export async function saveLevelTestAnswer(ctx: HandlerContext, { attemptId, question, choice }: ParsedRequestOf<"saveLevelTestAnswer">): Promise<ResponseOf<"saveLevelTestAnswer">> {
  const { attempt, test } = await familyAttempt(ctx, attemptId);
  const asked = test.questions[question];
  if (!asked) throw new ApiError(ErrorCode.INVALID_INPUT, `question: this test has ${test.questions.length} questions`);
  if (choice !== null && choice >= asked.choices.length) throw new ApiError(ErrorCode.INVALID_INPUT, `choice: this question has ${asked.choices.length} choices`);
  if (attempt.handedInAt || timeIsUp(attempt, ctx.now)) throw new ApiError(ErrorCode.LEVEL_TEST_OVER);
  const [saved] = await ctx.db
    .update(t.levelTestAttempts)
    .set({ answers: sql`jsonb_set(${t.levelTestAttempts.answers}, ${`{${question}}`}::text[], ${JSON.stringify(choice)}::jsonb)` })
    .where(and(eq(t.levelTestAttempts.id, attemptId), isNull(t.levelTestAttempts.handedInAt)))
    .returning({ answers: t.levelTestAttempts.answers });
  if (!saved) throw new ApiError(ErrorCode.LEVEL_TEST_OVER);
  return { answers: saved.answers };
}

export async function submitLevelTest(ctx: HandlerContext, attemptId: string): Promise<ResponseOf<"submitLevelTest">> {
  const { test } = await familyAttempt(ctx, attemptId);
  return { reportId: await handIn(ctx, attemptId, test) };
}
