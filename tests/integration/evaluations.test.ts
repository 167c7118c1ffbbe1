import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { courses, evaluationCodes, evaluations, levelTestAttempts, levelTests, wecomContacts } from "../../server/db/schema.js";
import { newStudent, signIn, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { examTicket, handedInReport, startedAttempt, US_GRADE_4 } from "../helpers/evaluations.js";
import { GRADE4_ONLINE } from "../helpers/learning.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { paidOrder } from "../helpers/refunds.js";
import { startTestService, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const MIDDLE_PRIMARY = "math-middle-primary";

/** The right choice of every question of a test, as the store keeps them. */
async function rightChoices(testId = MIDDLE_PRIMARY): Promise<number[]> {
  const [test] = await db().select({ questions: levelTests.questions }).from(levelTests).where(eq(levelTests.id, testId));
  return test!.questions.map((question) => question.answer);
}

const wrongChoices = (right: readonly number[]) => right.map((answer) => (answer === 0 ? 1 : 0));

describe("starting the level test", () => {
  it("is offered in the site's subjects that have a test for its grades", async () => {
    const family = await signIn(running);
    expect((await family.api.call("queryEvaluationSubjects", {}, family.call)).list).toContainEqual({ id: 1, name: "Math" });
    const subjects = (await family.api.call("queryEvaluationSubjects", {}, family.call)).list.map((subject) => subject.id);
    expect(subjects).not.toContain(3);
  });

  it("hands out the built-in test's instructions and a utoken for the student's grade", async () => {
    const family = await signIn(running);
    const { goExamUrl, utoken } = await family.api.call("evaluationGoto", { studentId: family.uid, gradeId: US_GRADE_4 }, family.call);
    expect(goExamUrl).toBe(`/evaluation/instruction/${MIDDLE_PRIMARY}`);
    const view = await family.api.call("queryLevelTest", { utoken }, family.call);
    expect(view).toMatchObject({ examId: MIDDLE_PRIMARY, gradeId: US_GRADE_4, gradeName: "Grade 4", subjectName: "Math", questionCount: 10, minutes: 20, leftChance: 3, attempt: null, lastReportId: null });
    expect(view.instructions.length).toBeGreaterThan(20);
  });

  it("needs a grade, of the site's grades, a test places, for the family's own student", async () => {
    const family = await signIn(running);
    expect(await codeOf(family.api.call("evaluationGoto", { studentId: family.uid }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    // Primary 3 of the Hong Kong site, asked on the us site.
    expect(await codeOf(family.api.call("evaluationGoto", { studentId: family.uid, gradeId: 906 }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    const other = await signIn(running);
    expect(await codeOf(family.api.call("evaluationGoto", { studentId: other.uid, gradeId: US_GRADE_4 }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("refuses a utoken that is forged or another family's", async () => {
    const family = await signIn(running);
    const utoken = await examTicket(family);
    const [body, signature] = utoken.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, "base64url").toString()), examId: "math-upper-secondary" })).toString("base64url")}.${signature}`;
    expect(await codeOf(family.api.call("queryLevelTest", { utoken: forged }, family.call))).toBe(ErrorCode.EXAM_LINK_INVALID);
    const other = await signIn(running);
    expect(await codeOf(other.api.call("startLevelTest", { utoken }, other.call))).toBe(ErrorCode.EXAM_LINK_INVALID);
  });
});

describe("taking the test", () => {
  it("shows the questions without their answers once started, and keeps every answer for a reloaded page", async () => {
    const family = await signIn(running);
    const utoken = await examTicket(family);
    const started = await family.api.call("startLevelTest", { utoken }, family.call);
    const attempt = started.attempt!;
    expect(attempt.questions).toHaveLength(10);
    expect(JSON.stringify(attempt.questions)).not.toContain("answer");
    expect(Date.parse(attempt.endsAt) - Date.parse(attempt.startedAt)).toBe(20 * 60_000);
    await family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question: 0, choice: 2 }, family.call);
    const { answers } = await family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question: 3, choice: 1 }, family.call);
    expect(answers.slice(0, 4)).toEqual([2, null, null, 1]);
    const cleared = await family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question: 0, choice: null }, family.call);
    expect(cleared.answers[0]).toBeNull();

    const reloaded = await family.api.call("queryLevelTest", { utoken }, family.call);
    expect(reloaded.attempt).toMatchObject({ attemptId: attempt.attemptId, answers: cleared.answers });
    // Starting again carries on the same attempt.
    expect((await family.api.call("startLevelTest", { utoken }, family.call)).attempt!.attemptId).toBe(attempt.attemptId);
  });

  it("makes one attempt of two starts at once", async () => {
    const family = await signIn(running);
    const utoken = await examTicket(family);
    const [first, second] = await Promise.all([
      family.api.call("startLevelTest", { utoken }, family.call),
      family.api.call("startLevelTest", { utoken }, family.call),
    ]);
    expect(first.attempt!.attemptId).toBe(second.attempt!.attemptId);
    expect(await db().select().from(levelTestAttempts).where(eq(levelTestAttempts.uid, family.uid))).toHaveLength(1);
  });

  it("refuses an answer outside the test, and another family's attempt", async () => {
    const family = await signIn(running);
    const { attemptId } = await startedAttempt(family);
    expect(await codeOf(family.api.call("saveLevelTestAnswer", { attemptId, question: 10, choice: 0 }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(family.api.call("saveLevelTestAnswer", { attemptId, question: 0, choice: 4 }, family.call))).toBe(ErrorCode.INVALID_INPUT);
    const other = await signIn(running);
    expect(await codeOf(other.api.call("saveLevelTestAnswer", { attemptId, question: 0, choice: 0 }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(other.api.call("submitLevelTest", { attemptId }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });

  it("is handed in when its time is up, answers until then counted, later ones refused", async () => {
    const family = await signIn(running);
    const utoken = await examTicket(family);
    const { attemptId } = (await family.api.call("startLevelTest", { utoken }, family.call)).attempt!;
    const right = await rightChoices();
    await family.api.call("saveLevelTestAnswer", { attemptId, question: 0, choice: right[0]! }, family.call);
    await db().update(levelTestAttempts).set({ endsAt: new Date(Date.now() - 60_000) }).where(eq(levelTestAttempts.id, attemptId));
    expect(await codeOf(family.api.call("saveLevelTestAnswer", { attemptId, question: 1, choice: 0 }, family.call))).toBe(ErrorCode.LEVEL_TEST_OVER);

    const view = await family.api.call("queryLevelTest", { utoken }, family.call);
    expect(view.attempt).toBeNull();
    expect(view.leftChance).toBe(2);
    const report = await family.api.call("queryEvaluationReport", { reportId: view.lastReportId! }, family.call);
    expect(report.score).toBeGreaterThan(0);
  });
});

describe("the report", () => {
  it("scores the answers into a level with its description and the points by topic; handing in twice gives one report", async () => {
    const family = await signIn(running);
    const attempt = await startedAttempt(family);
    for (const [question, choice] of (await rightChoices()).entries()) await family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question, choice }, family.call);
    const [first, second] = await Promise.all([
      family.api.call("submitLevelTest", { attemptId: attempt.attemptId }, family.call),
      family.api.call("submitLevelTest", { attemptId: attempt.attemptId }, family.call),
    ]);
    expect(second.reportId).toBe(first.reportId);
    const report = await family.api.call("queryEvaluationReport", { reportId: first.reportId }, family.call);
    expect(report).toMatchObject({ source: "test", subjectName: "Math", gradeName: "Grade 4", level: { levelDegreeName: "Olympiad", levelDegreeOrder: 5 } });
    expect(report.score).toBe(report.maxScore);
    expect(report.level.levelDegreeDesc.length).toBeGreaterThan(10);
    expect(report.topics.reduce((sum, topic) => sum + topic.maxScore, 0)).toBe(report.maxScore);
    expect(await codeOf(family.api.call("saveLevelTestAnswer", { attemptId: attempt.attemptId, question: 0, choice: 0 }, family.call))).toBe(ErrorCode.LEVEL_TEST_OVER);
  });

  it("places a child with no right answer at the first level", async () => {
    const family = await signIn(running);
    const reportId = await handedInReport(family, wrongChoices(await rightChoices()));
    const report = await family.api.call("queryEvaluationReport", { reportId }, family.call);
    expect(report).toMatchObject({ score: 0, level: { levelDegreeName: "Foundation", levelDegreeOrder: 1 } });
  });

  it("is the family's own: another family's report and its classes are 4003", async () => {
    const family = await signIn(running);
    const reportId = await handedInReport(family);
    const other = await signIn(running);
    expect(await codeOf(other.api.call("queryEvaluationReport", { reportId }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(other.api.call("queryRecommendedClasses", { reportId }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await other.api.call("queryTestResults", {}, other.call)).list).toEqual([]);
    expect((await family.api.call("queryTestResults", {}, family.call)).list.map((report) => report.reportId)).toEqual([reportId]);
  });

  it("recommends the site's classes on sale for the child's subject and grade, found by report or by the attempt", async () => {
    const family = await signIn(running);
    const attempt = await startedAttempt(family);
    const { reportId } = await family.api.call("submitLevelTest", { attemptId: attempt.attemptId }, family.call);
    const byReport = await family.api.call("queryRecommendedClasses", { reportId }, family.call);
    expect(byReport.list.length).toBeGreaterThan(0);
    for (const card of byReport.list) {
      expect(card.spec!.subjectId).toBe(1);
      expect(card.spec!.gradeList.map((grade) => grade.id)).toContain(US_GRADE_4);
      expect(card.spec!.courseClosed).toBe(false);
    }
    const bySession = await family.api.call("queryRecommendedClasses", { sessionId: attempt.attemptId }, family.call);
    expect(bySession.list.map((card) => card.id)).toEqual(byReport.list.map((card) => card.id));
  });
});

describe("attempts", () => {
  it("are limited per child and test: the fourth start is refused", async () => {
    const family = await signIn(running);
    const utoken = await examTicket(family);
    for (let round = 0; round < 3; round += 1) {
      const { attempt } = await family.api.call("startLevelTest", { utoken }, family.call);
      await family.api.call("submitLevelTest", { attemptId: attempt!.attemptId }, family.call);
    }
    expect(await codeOf(family.api.call("startLevelTest", { utoken }, family.call))).toBe(ErrorCode.NO_ATTEMPTS_LEFT);
    expect(await codeOf(family.api.call("evaluationGoto", { studentId: family.uid, gradeId: US_GRADE_4 }, family.call))).toBe(ErrorCode.NO_ATTEMPTS_LEFT);
    expect((await family.api.call("queryLevelTest", { utoken }, family.call)).leftChance).toBe(0);
  });
});

describe("evaluation codes", () => {
  it("place the student once; asked again, the same result marked as redeemed; another student is refused", async () => {
    const family = await signIn(running);
    const first = await family.api.call("applyEvaluationRedeem", { code: " usfall26 ".trim(), uid: family.uid }, family.call);
    expect(first).toMatchObject({ isRedeem: false, levelDegreeName: "Core", levelDegreeOrder: 2, subjectName: "Math", gradeList: [{ gradeName: "Grade 3" }, { gradeName: "Grade 4" }] });
    const again = await family.api.call("applyEvaluationRedeem", { code: "USFALL26", uid: family.uid }, family.call);
    expect(again).toEqual({ ...first, isRedeem: true });
    const report = await family.api.call("queryEvaluationReport", { reportId: first.reportId }, family.call);
    expect(report).toMatchObject({ source: "code", level: { levelDegreeOrder: 2 } });
    const classes = await family.api.call("queryRecommendedClasses", { code: "usfall26" }, family.call);
    expect(classes.report.reportId).toBe(first.reportId);

    const other = await signIn(running);
    expect(await codeOf(other.api.call("applyEvaluationRedeem", { code: "USFALL26", uid: other.uid }, other.call))).toBe(ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER);
  });

  it("are used once when two students enter the same code at once", async () => {
    await db().insert(evaluationCodes).values({ code: "RACE-1", locale: "us", campaign: "race", subjectId: 1, levelDegreeId: 3, gradeIds: [US_GRADE_4], endsAt: new Date(Date.now() + 86_400_000) });
    const [one, two] = await Promise.all([signIn(running), signIn(running)]);
    const outcomes = await Promise.allSettled([
      one.api.call("applyEvaluationRedeem", { code: "RACE-1", uid: one.uid }, one.call),
      two.api.call("applyEvaluationRedeem", { code: "RACE-1", uid: two.uid }, two.call),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await db().select().from(evaluations).where(eq(evaluations.code, "RACE-1"))).toHaveLength(1);
  });

  it("refuse an ended event (4003), one code of a campaign per student (7004), new students only (7003), and another site's or an unknown code", async () => {
    const day = 86_400_000;
    await db()
      .insert(evaluationCodes)
      .values([
        { code: "ENDED-1", locale: "us", campaign: "spring", subjectId: 1, levelDegreeId: 2, gradeIds: [US_GRADE_4], endsAt: new Date(Date.now() - day) },
        { code: "CAMP-1", locale: "us", campaign: "summer", subjectId: 1, levelDegreeId: 2, gradeIds: [US_GRADE_4], endsAt: new Date(Date.now() + day) },
        { code: "CAMP-2", locale: "us", campaign: "summer", subjectId: 1, levelDegreeId: 3, gradeIds: [US_GRADE_4], endsAt: new Date(Date.now() + day) },
        { code: "NEWONLY-1", locale: "us", campaign: "welcome", subjectId: 1, levelDegreeId: 2, gradeIds: [US_GRADE_4], newStudentsOnly: true, endsAt: new Date(Date.now() + day) },
      ]);
    const family = await signIn(running);
    const redeem = (code: string) => family.api.call("applyEvaluationRedeem", { code, uid: family.uid }, family.call);
    expect(await codeOf(redeem("ENDED-1"))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    await redeem("CAMP-1");
    expect(await codeOf(redeem("CAMP-2"))).toBe(ErrorCode.REDEEM_ALREADY_PARTICIPATED);
    expect(await refusal(redeem("UKOPENDAY"))).toEqual({ code: ErrorCode.COUPON_NOT_FOUND, message: "Promo code not found. Please try again" });
    expect(await codeOf(redeem("NOSUCH"))).toBe(ErrorCode.COUPON_NOT_FOUND);

    const customer = await signIn(running, { email: uniqueEmail() });
    await paidOrder(customer);
    expect(await codeOf(customer.api.call("applyEvaluationRedeem", { code: "NEWONLY-1", uid: customer.uid }, customer.call))).toBe(ErrorCode.REDEEM_NEW_STUDENTS_ONLY);
    expect(await db().select().from(evaluationCodes).where(and(eq(evaluationCodes.code, "NEWONLY-1")))).toMatchObject([{ redeemedBy: null }]);
  });
});

describe("tips", () => {
  it("name a student with a grade until their level is known", async () => {
    const family = await signInWithStudent(running);
    const tips = () => family.api.call("queryTips", { uids: [family.uid] }, family.call);
    expect((await tips()).examTipList).toMatchObject([{ uid: family.uid, tag: "evaluation", param: String(newStudent.gradeId), show: true }]);
    await handedInReport(family, [], newStudent.gradeId);
    expect((await tips()).examTipList).toEqual([]);
  });
});

describe("a course whose entrance test is required", () => {
  const course = "us-grade4-problem-solving";
  beforeAll(async () => {
    await db().update(courses).set({ entranceTest: "required" }).where(eq(courses.id, course));
  });
  afterAll(async () => {
    await db().update(courses).set({ entranceTest: "none" }).where(eq(courses.id, course));
  });

  it("sends the child to the test (status 1) until their level reaches the course's, and refuses the order meanwhile", async () => {
    const family = await signInWithStudent(running);
    const check = () => family.api.call("querySignUpCheckV2", { skuId: GRADE4_ONLINE.skuId, studentId: family.uid }, family.call);
    expect(await check()).toMatchObject({ status: 1, examId: "math-middle-primary", leftChance: 3 });
    expect(await codeOf(family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: GRADE4_ONLINE.skuId } }, family.call))).toBe(ErrorCode.CANNOT_CREATE_ORDER);

    // Below the course's level (Advanced) with attempts left: back to the test.
    const right = await rightChoices();
    await handedInReport(family, wrongChoices(right), newStudent.gradeId);
    expect(await check()).toMatchObject({ status: 1, leftChance: 2 });
    await handedInReport(family, right, newStudent.gradeId);
    expect(await check()).toMatchObject({ status: 0, leftChance: null, examId: null });
  });

  it("tells the course page where the student stands (examEntrance: 2 must take, 4 too difficult, 3 passed)", async () => {
    const family = await signInWithStudent(running);
    const entrance = async () => (await family.api.call("queryCourseDetail", { skuId: GRADE4_ONLINE.skuId }, family.call)).examEntrance;
    expect(await entrance()).toEqual({ status: 2, examId: "math-middle-primary", text: "This class asks for an entrance test: your child takes the level test before enrolling." });
    const right = await rightChoices();
    await handedInReport(family, wrongChoices(right), newStudent.gradeId);
    expect((await entrance()).status).toBe(4);
    await handedInReport(family, right, newStudent.gradeId);
    expect((await entrance()).status).toBe(3);
    const visitor = await family.api.call("queryCourseDetail", { skuId: GRADE4_ONLINE.skuId }, usContext);
    expect(visitor.examEntrance.status).toBe(2);
  });

  it("cannot be signed up for (status 2) once the child's level falls short with no attempt left", async () => {
    const family = await signInWithStudent(running);
    const wrong = wrongChoices(await rightChoices());
    for (let round = 0; round < 3; round += 1) await handedInReport(family, wrong, newStudent.gradeId);
    const answer = await family.api.call("querySignUpCheckV2", { skuId: GRADE4_ONLINE.skuId, studentId: family.uid }, family.call);
    expect(answer).toMatchObject({ status: 2, message: "The student's level is below this class's. Please choose a class at the student's level, or contact us." });
  });
});

describe("a consultant's WeCom link", () => {
  it("is recorded once, and bound to the student the family picks", async () => {
    const visitor = await signIn(running);
    const link = { externalUserId: "wm-ext-42", sourceId: "open-day", corpId: "ww-school" };
    await visitor.api.call("recordQwLink", link, visitor.call);
    await visitor.api.call("recordQwLink", link, visitor.call);
    await visitor.api.call("bindWx", { externalUserId: link.externalUserId, studentId: visitor.uid, fromType: 2, sourceId: link.sourceId }, visitor.call);
    const rows = await db().select().from(wecomContacts).where(eq(wecomContacts.externalUserId, link.externalUserId));
    expect(rows).toMatchObject([{ uid: visitor.uid, fromType: 2, corpId: "ww-school" }]);
    expect(await codeOf(visitor.api.call("bindWx", { externalUserId: "wm-unknown", studentId: visitor.uid, fromType: 2, sourceId: "" }, visitor.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});
