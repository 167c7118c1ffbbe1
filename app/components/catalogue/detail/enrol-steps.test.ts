import { describe, expect, it } from "vitest";
import { enrolStep } from "./enrol-steps.js";

const answer = (status: number, extra: Partial<{ message: string; leftChance: number | null; examId: string | null }> = {}) => ({
  status,
  message: "From the server",
  leftChance: null,
  examId: null,
  ...extra,
});

describe("enrolStep: the sign-up check's statuses (SPEC §4) as the page's steps", () => {
  it.each([
    [0, { kind: "checkout" }],
    [2, { kind: "blocked", message: "From the server" }],
    [3, { kind: "reminder", message: "From the server" }],
    [4, { kind: "bindEmail" }],
    [5, { kind: "bindPhone" }],
    [6, { kind: "completeInfo" }],
    [1014, { kind: "autoPay", message: "From the server" }],
    [604, { kind: "notAvailable", message: "From the server" }],
    [7, { kind: "error", message: "From the server" }],
    [-1, { kind: "error", message: "From the server" }],
  ])("status %i", (status, expected) => {
    expect(enrolStep(answer(status))).toEqual(expected);
  });

  it("status 1 starts the named entrance diagnostic with the attempts left, or says there is no exam", () => {
    expect(enrolStep(answer(1, { leftChance: 2, examId: "exam-7" }))).toEqual({
      kind: "entrance",
      entrance: { kind: "startDiagnostic", examId: "exam-7", leftChance: 2 },
    });
    expect(enrolStep(answer(1, { leftChance: 2, examId: null }))).toEqual({ kind: "entrance", entrance: { kind: "noExam" } });
  });
});
