import { describe, expect, it } from "vitest";
import {
  addToCartOutcome,
  entranceOutcome,
  signUpOutcome,
  type AddToCartOutcome,
  type EntranceOutcome,
  type EntranceResponse,
  type SignUpOutcomeKind,
} from "./sign-up-check.js";

describe("signUpOutcome", () => {
  it.each<{ status: number; kind: SignUpOutcomeKind }>([
    { status: 0, kind: "proceed" },
    { status: 1, kind: "entranceDiagnostic" },
    { status: 2, kind: "blocked" },
    { status: 3, kind: "reminder" },
    { status: 4, kind: "bindEmail" },
    { status: 5, kind: "bindPhone" },
    { status: 6, kind: "completeStudentInfo" },
    { status: 1014, kind: "autoPayInProcess" },
    { status: 604, kind: "courseNotAvailable" },
    { status: 7, kind: "error" },
    { status: -1, kind: "error" },
    { status: 9, kind: "error" },
    { status: 1015, kind: "error" },
    { status: 603, kind: "error" },
    { status: Number.NaN, kind: "error" },
  ])("status $status: $kind", ({ status, kind }) => {
    expect(signUpOutcome(status)).toEqual({ kind });
  });
});

describe("entranceOutcome", () => {
  it.each<{ label: string; response: EntranceResponse; outcome: EntranceOutcome }>([
    {
      label: "numeric exam id",
      response: { leftChance: 2, examId: 731 },
      outcome: { kind: "startDiagnostic", examId: 731, leftChance: 2 },
    },
    {
      label: "string exam id, no chance left",
      response: { leftChance: 0, examId: "E-9" },
      outcome: { kind: "startDiagnostic", examId: "E-9", leftChance: 0 },
    },
    { label: "no exam id", response: { leftChance: 1 }, outcome: { kind: "noExam" } },
    { label: "null exam id", response: { leftChance: 1, examId: null }, outcome: { kind: "noExam" } },
    { label: "exam id 0", response: { leftChance: 1, examId: 0 }, outcome: { kind: "noExam" } },
    { label: "empty exam id", response: { leftChance: 1, examId: "" }, outcome: { kind: "noExam" } },
  ])("$label", ({ response, outcome }) => {
    expect(entranceOutcome(response)).toEqual(outcome);
  });
});

describe("addToCartOutcome", () => {
  it.each<{ status: number; outcome: AddToCartOutcome }>([
    { status: 0, outcome: { kind: "added" } },
    { status: 1, outcome: { kind: "signUpCheck" } },
    { status: 2, outcome: { kind: "signUpCheck" } },
    { status: 3, outcome: { kind: "error" } },
    { status: -1, outcome: { kind: "error" } },
    { status: 604, outcome: { kind: "error" } },
  ])("status $status: $outcome.kind", ({ status, outcome }) => {
    expect(addToCartOutcome(status)).toEqual(outcome);
  });
});
