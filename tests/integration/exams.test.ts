import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { examRegistrations, exams, examScores } from "../../server/db/schema.js";
import { ExamScoresError, importExamScores, parseExamScores } from "../../server/exams/scores-import.js";
import { freshClient, newStudent, signIn } from "../helpers/accounts.js";
import { registered, US_EXAM, US_RECORDED_SCORE } from "../helpers/exams.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { hkContext, startTestService, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const DAY = 86_400_000;

describe("registering for an exam", () => {
  it("gives the child an admit card with a candidate number, the same card when asked again, and lists it", async () => {
    const family = await signIn(running);
    const card = await registered(family);
    expect(card).toMatchObject({ name: `${newStudent.firstName} ${newStudent.lastName}`, grade: "Grade 3", examId: US_EXAM, online: true, price: 0, currency: "USD", timezone: "America/Los_Angeles" });
    expect(card.candidateNumber).toMatch(/^YMO27\d{4}$/);
    expect(await family.api.call("registerExam", { examId: US_EXAM, studentId: family.uid }, family.call)).toEqual(card);
    expect(await family.api.call("queryAdmitCard", { registrationId: card.registrationId }, family.call)).toEqual(card);

    const { list, admitCards } = await family.api.call("queryExamList", {}, family.call);
    expect(admitCards).toEqual([card]);
    expect(list.find((exam) => exam.examId === US_EXAM)).toMatchObject({ open: true, online: true, price: 0 });
    // The past exam is not offered.
    expect(list.map((exam) => exam.examId)).not.toContain("us-math-olympiad-qualifier-2026");
  });

  it("numbers two children registering at once differently, and registers one child once when asked twice at once", async () => {
    const [one, two] = await Promise.all([signIn(running), signIn(running)]);
    await Promise.all([one, two].map((family) => family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call)));
    const [first, second] = await Promise.all([
      one.api.call("registerExam", { examId: US_EXAM, studentId: one.uid }, one.call),
      two.api.call("registerExam", { examId: US_EXAM, studentId: two.uid }, two.call),
    ]);
    expect(first.candidateNumber).not.toBe(second.candidateNumber);

    const same = await signIn(running);
    await same.api.call("modifyUserInfo", { ...newStudent, uid: same.uid }, same.call);
    // Two requests (each with its own idempotency key), as from two tabs.
    const cards = await Promise.all([
      same.api.call("registerExam", { examId: US_EXAM, studentId: same.uid }, same.call),
      same.api.call("registerExam", { examId: US_EXAM, studentId: same.uid }, same.call),
    ]);
    expect(cards[0].candidateNumber).toBe(cards[1].candidateNumber);
    expect(await db().select().from(examRegistrations).where(eq(examRegistrations.uid, same.uid))).toHaveLength(1);
  });

  it("refuses a child of another grade, incomplete details, a closed registration, no seat left, and another family's card", async () => {
    const family = await signIn(running);
    expect(await codeOf(family.api.call("registerExam", { examId: US_EXAM, studentId: family.uid }, family.call))).toBe(ErrorCode.REGISTRATION_INCOMPLETE);
    expect(await codeOf(registered(family, US_EXAM, { gradeId: 101 }))).toBe(ErrorCode.EXAM_NOT_FOR_GRADE);

    const now = Date.now();
    await db().insert(exams).values([
      { id: "closed-exam", locale: "us", names: names("Closed"), place: names("Online"), online: true, startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 2 * DAY + 3_600_000), registrationEndsAt: new Date(now - DAY), gradeIds: [104], price: 0, seats: 10, candidatePrefix: "CL" },
      { id: "full-exam", locale: "us", names: names("Full"), place: names("Online"), online: true, startsAt: new Date(now + 2 * DAY), endsAt: new Date(now + 2 * DAY + 3_600_000), registrationEndsAt: new Date(now + DAY), gradeIds: [104], price: 0, seats: 1, registered: 1, candidatePrefix: "FU" },
    ]);
    expect(await codeOf(registered(family, "closed-exam", newStudent))).toBe(ErrorCode.EXAM_REGISTRATION_CLOSED);
    expect(await codeOf(registered(family, "full-exam", newStudent))).toBe(ErrorCode.OUT_OF_STOCK);
    // An exam of the Hong Kong site, asked on the us site.
    expect(await codeOf(registered(family, "hk-hope-cup-2027", newStudent))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);

    const card = await registered(family);
    const other = await signIn(running);
    expect(await codeOf(other.api.call("queryAdmitCard", { registrationId: card.registrationId }, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

const names = (en: string) => ({ en, "zh-Hant": en, "zh-Hans": en, ja: en, ko: en, fr: en });

describe("the score query", () => {
  it("answers a recorded score by candidate number, to anyone, in any case of letters", async () => {
    const visitor = freshClient(running);
    const answer = await visitor.call("queryExamScore", { candidateNumber: US_RECORDED_SCORE.candidateNumber.toLowerCase(), agreed: true }, usContext);
    expect(answer).toMatchObject({ candidateNumber: US_RECORDED_SCORE.candidateNumber, score: 37, maxScore: 40, award: "Qualified for the final", candidateInitials: "" });
  });

  it("says 'No matching record found.' for an unknown number or another site's, and refuses punctuation and a query without agreement", async () => {
    const visitor = freshClient(running);
    expect(await refusal(visitor.call("queryExamScore", { candidateNumber: "YMO269999", agreed: true }, usContext))).toEqual({ code: ErrorCode.NOT_FOUND_OR_ENDED, message: "No matching record found." });
    expect(await codeOf(visitor.call("queryExamScore", { candidateNumber: "HC26A0001", agreed: true }, usContext))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await visitor.call("queryExamScore", { candidateNumber: "HC26A0001", agreed: true }, hkContext("zh-Hant"))).award).toBe("金獎");
    expect(await codeOf(visitor.call("queryExamScore", { candidateNumber: "YMO26-0001", agreed: true }, usContext))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(visitor.call("queryExamScore", { candidateNumber: "YMO26 0001", agreed: true }, usContext))).toBe(ErrorCode.INVALID_INPUT);
    expect(await codeOf(visitor.call("queryExamScore", { candidateNumber: "YMO260001", agreed: false } as never, usContext))).toBe(ErrorCode.INVALID_INPUT);
  });

  it("shows a registered candidate's initials once the school has recorded the results, all rows or none", async () => {
    const family = await signIn(running);
    const card = await registered(family);
    await expect(importExamScores(db(), parseExamScores(JSON.stringify([{ candidateNumber: card.candidateNumber, examId: "no-such-exam", score: 1, maxScore: 40 }])), new Date())).rejects.toThrow(ExamScoresError);
    expect(() => parseExamScores(JSON.stringify([{ candidateNumber: "A1", examId: US_EXAM, score: 41, maxScore: 40 }]))).toThrow(/\[0\]\.score: score cannot be more than maxScore/);
    expect(() => parseExamScores("[{")).toThrow(/not JSON/);
    expect(await importExamScores(db(), parseExamScores(JSON.stringify([{ candidateNumber: card.candidateNumber.toLowerCase(), examId: US_EXAM, score: 30, maxScore: 40 }])), new Date())).toBe(1);
    expect(await db().select().from(examScores).where(eq(examScores.candidateNumber, card.candidateNumber))).toHaveLength(1);
    const answer = await freshClient(running).call("queryExamScore", { candidateNumber: card.candidateNumber, agreed: true }, usContext);
    expect(answer).toMatchObject({ score: 30, candidateInitials: "B. P.", award: "" });
  });
});
