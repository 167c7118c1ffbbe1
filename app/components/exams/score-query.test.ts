import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { candidateNumberProblem, checkScoreQuery, scoreFailureKey } from "./score-query.js";

describe("the score query's candidate number (SPEC §5)", () => {
  it("is required", () => {
    expect(candidateNumberProblem("")).toBe("required");
    expect(candidateNumberProblem("   ")).toBe("required");
  });

  it("has letters and digits only: no punctuation, spaces or special characters", () => {
    for (const value of ["HC26A-0001", "HC26A 0001", "HC26A_0001", "HC26A.0001", "ＨＣ26", "HC26é", "<b>"]) expect(candidateNumberProblem(value), value).toBe("format");
    for (const value of ["HC26A0001", "ymo260001", "  YMO260001  ", "7"]) expect(candidateNumberProblem(value), value).toBeUndefined();
  });

  it("has at most 20 characters", () => {
    expect(candidateNumberProblem("A".repeat(20))).toBeUndefined();
    expect(candidateNumberProblem("A".repeat(21))).toBe("tooLong");
  });
});

describe("checkScoreQuery", () => {
  it("asks with the trimmed number once the policies are agreed", () => {
    expect(checkScoreQuery({ candidateNumber: " HC26A0001 ", agreed: true })).toEqual({ ok: true, request: { candidateNumber: "HC26A0001", agreed: true } });
  });

  it("names every problem at once", () => {
    expect(checkScoreQuery({ candidateNumber: "", agreed: false })).toEqual({ ok: false, problems: { candidateNumber: "required", agreed: "required" } });
    expect(checkScoreQuery({ candidateNumber: "HC26A0001", agreed: false })).toEqual({ ok: false, problems: { agreed: "required" } });
    expect(checkScoreQuery({ candidateNumber: "HC 1", agreed: true })).toEqual({ ok: false, problems: { candidateNumber: "format" } });
  });
});

describe("scoreFailureKey (SPEC §8)", () => {
  it("says no record was found (4003), too frequent (4290), or that loading failed", () => {
    expect(scoreFailureKey(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found."))).toBe("exams.score.errors.notFound");
    expect(scoreFailureKey(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT))).toBe("exams.errors.tooFrequent");
    expect(scoreFailureKey(new ApiError(ErrorCode.NETWORK_ERROR))).toBe("exams.score.errors.failed");
    expect(scoreFailureKey(new Error("boom"))).toBe("exams.score.errors.failed");
  });
});
