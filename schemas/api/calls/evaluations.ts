import { z } from "zod";
import { defineCall } from "../define-call.js";
import { count, emptyRequest, id, text } from "../fields.js";
import { courseCardSchema } from "./catalogue.js";
import { studentIdField } from "./places.js";

/**
 * Level tests and evaluations (SPEC §2 Tests, §3 Evaluation response, Redeem result, Level card; §4 admission test
 * cases; decision 0035). The evaluation start hands out where the test is taken and a short-lived signed utoken: the
 * built-in level test of this service, or an external exam service when one is configured. A child's level in a
 * subject comes from a test handed in or an evaluation code redeemed; the report shows it with the classes it
 * recommends.
 */

/** SPEC §5 qualification code: required, at most 11 characters, trimmed. */
export const QUALIFICATION_CODE_MAX = 11;
export const qualificationCodeField = text(QUALIFICATION_CODE_MAX, { min: 1, trim: true }).regex(/^[A-Za-z0-9-]+$/, "letters, digits and hyphens only");

/** The built-in test takes at most this many questions and choices (fixtures/schema.ts levelTestSchema). */
export const LEVEL_TEST_MAX_QUESTIONS = 40;
export const LEVEL_TEST_MAX_CHOICES = 5;

const instant = z.string();
const utokenField = text(1000, { min: 1 });

/** SPEC §3 Level card. */
export const levelCardSchema = z.object({ levelDegreeId: id, levelDegreeName: z.string(), levelDegreeOrder: count, levelDegreeDesc: z.string() });

const studentSchema = z.object({ uid: z.string(), firstName: z.string(), lastName: z.string(), nickName: z.string() });

const attemptSchema = z.object({
  attemptId: z.string(),
  startedAt: instant,
  endsAt: instant,
  questions: z.array(z.object({ topic: z.string(), prompt: z.string(), choices: z.array(z.string()) })),
  /** The choice kept for each question, null where none is. */
  answers: z.array(count.nullable()),
});

export const levelTestViewSchema = z.object({
  examId: z.string(),
  name: z.string(),
  instructions: z.string(),
  minutes: count,
  questionCount: count,
  subjectName: z.string(),
  gradeId: id,
  gradeName: z.string(),
  student: studentSchema,
  /** Attempts left before this one is started. */
  leftChance: count,
  /** The attempt under way, once started (and after a reload). */
  attempt: attemptSchema.nullable(),
  /** The report of the last attempt handed in, if any. */
  lastReportId: z.string().nullable(),
});
export type LevelTestView = z.output<typeof levelTestViewSchema>;

export const reportSchema = z.object({
  reportId: z.string(),
  student: studentSchema,
  source: z.enum(["test", "code"]),
  subjectId: id,
  subjectName: z.string(),
  gradeId: id,
  gradeName: z.string(),
  takenAt: instant,
  level: levelCardSchema,
  score: count,
  maxScore: count,
  topics: z.array(z.object({ name: z.string(), score: count, maxScore: count })),
});
export type EvaluationReport = z.output<typeof reportSchema>;

const ticket = { utoken: utokenField };

export const evaluationCalls = {
  queryEvaluationSubjects: defineCall({
    path: "/evaluation/subjects",
    summary: "The site's subjects a level test is taken in (each with a test for some of the site's grades), by id.",
    request: emptyRequest,
    response: z.object({ list: z.array(z.object({ id, name: z.string() })) }),
  }),
  evaluationGoto: defineCall({
    path: "/evaluation/goto",
    summary:
      "Starts a family student's level test of a subject for a grade (the student's own when not given): where to take it and a utoken " +
      "valid for 30 minutes (SPEC §3 Evaluation response). 4003 when no test places that grade or for another family's student; 4171 when " +
      "the student has taken it as often as allowed.",
    request: z.object({ studentId: studentIdField, gradeId: id.optional(), subjectId: id.default(1) }),
    response: z.object({ goExamUrl: z.string(), utoken: z.string() }),
    auth: "required",
  }),
  queryLevelTest: defineCall({
    path: "/evaluation/level-test",
    summary:
      "The level test a utoken opens, for the signed-in family: its instructions, the attempts left and the attempt under way with its kept " +
      "answers (never the right ones). An attempt whose time is up is handed in first. 4172 for a utoken that is forged, expired or another family's.",
    request: z.object(ticket),
    response: levelTestViewSchema,
    auth: "required",
  }),
  startLevelTest: defineCall({
    path: "/evaluation/level-test/start",
    summary: "Starts the test the utoken opens (or answers the attempt already under way); its time runs from now. 4171 with no attempt left.",
    request: z.object(ticket),
    response: levelTestViewSchema,
    auth: "required",
    idempotent: true,
  }),
  saveLevelTestAnswer: defineCall({
    path: "/evaluation/level-test/answer",
    summary: "Keeps one answer of an attempt under way (null clears it). 4170 once it is handed in or its time is up; 4003 for another family's.",
    request: z.object({
      attemptId: z.uuid(),
      question: z.int32().min(0).max(LEVEL_TEST_MAX_QUESTIONS - 1),
      choice: z.int32().min(0).max(LEVEL_TEST_MAX_CHOICES - 1).nullable(),
    }),
    response: z.object({ answers: z.array(count.nullable()) }),
    auth: "required",
  }),
  submitLevelTest: defineCall({
    path: "/evaluation/level-test/submit",
    summary: "Hands an attempt in and scores it: the report of the child's level. Asked again, the same report. 4003 for another family's.",
    request: z.object({ attemptId: z.uuid() }),
    response: z.object({ reportId: z.string() }),
    auth: "required",
    idempotent: true,
  }),
  queryEvaluationReport: defineCall({
    path: "/evaluation/report",
    summary: "A report of the family (SPEC §2 /report/contentPage): the child's level with its description, the score by topic. 4003 for another family's.",
    request: z.object({ reportId: z.uuid() }),
    response: reportSchema,
    auth: "required",
  }),
  queryRecommendedClasses: defineCall({
    path: "/evaluation/recommended-classes",
    summary:
      "The classes of the site a report recommends (SPEC §2 /test/recommended-courses, exam-recommended-classes, recommended-classes/{redeem}): " +
      "on sale, for the child's subject, grade and level, soonest first (at most 12). Found by report, by the attempt (session) it came from, " +
      "or by the redeemed code. 4003 for another family's.",
    request: z
      .object({ reportId: z.uuid().optional(), sessionId: z.uuid().optional(), code: qualificationCodeField.optional() })
      .refine((request) => [request.reportId, request.sessionId, request.code].filter(Boolean).length === 1, {
        message: "exactly one of reportId, sessionId and code",
        path: ["reportId"],
      }),
    response: z.object({ report: reportSchema, list: z.array(courseCardSchema) }),
    auth: "required",
  }),
  queryTestResults: defineCall({
    path: "/evaluation/results",
    summary: "The family's reports (SPEC §2 /test/test-results), the latest first, at most 50.",
    request: emptyRequest,
    response: z.object({ list: z.array(reportSchema) }),
    auth: "required",
  }),
  applyEvaluationRedeem: defineCall({
    path: "/evaluation/redeem",
    summary:
      "Redeems an evaluation code for a family student (SPEC §3 Redeem result, §8): isRedeem true when the student had already redeemed it. " +
      "4003 event ended; 7003 new students only; 7004 the student redeemed a code of this campaign; 7005 another student redeemed this code; " +
      "4121 'Promo code not found'.",
    request: z.object({ code: qualificationCodeField, uid: studentIdField }),
    response: z.object({
      isRedeem: z.boolean(),
      levelDegreeName: z.string(),
      levelDegreeOrder: count,
      subjectName: z.string(),
      gradeList: z.array(z.object({ gradeName: z.string() })),
      reportId: z.string(),
    }),
    auth: "required",
    idempotent: true,
  }),
  recordQwLink: defineCall({
    path: "/evaluation/qw-link",
    summary: "Records that a WeCom contact opened the evaluation from a consultant's link (SPEC §2 /evaluation); recorded once per link.",
    request: z.object({ externalUserId: text(64, { min: 1, trim: true }), sourceId: text(64, { trim: true }).default(""), corpId: text(64, { trim: true }).default("") }),
    response: z.null(),
    auth: "optional",
  }),
  bindWx: defineCall({
    path: "/evaluation/bind-wx",
    summary: "Binds the WeCom contact of a recorded link to a family student (fromType 2: the evaluation). 4003 for an unrecorded link or another family's student.",
    request: z.object({ externalUserId: text(64, { min: 1, trim: true }), studentId: studentIdField, fromType: z.literal(2), sourceId: text(64, { trim: true }).default("") }),
    response: z.null(),
    auth: "required",
    idempotent: true,
  }),
};
