import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { registerFailure } from "./register-failure.js";

describe("registerFailure", () => {
  it("asks to log in again when the session is gone, and to complete the child's details on 4125", () => {
    expect(registerFailure(new ApiError(ErrorCode.SESSION_INVALID))).toEqual({ kind: "signIn" });
    expect(registerFailure(new ApiError(ErrorCode.REGISTRATION_INCOMPLETE))).toEqual({ kind: "completeInfo" });
  });

  it("words the exam's refusals in the page's language", () => {
    expect(registerFailure(new ApiError(ErrorCode.EXAM_REGISTRATION_CLOSED))).toEqual({ kind: "text", key: "exams.register.errors.closed" });
    expect(registerFailure(new ApiError(ErrorCode.EXAM_NOT_FOR_GRADE))).toEqual({ kind: "text", key: "exams.register.errors.notForGrade" });
    expect(registerFailure(new ApiError(ErrorCode.OUT_OF_STOCK))).toEqual({ kind: "text", key: "exams.register.errors.full" });
    expect(registerFailure(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT))).toEqual({ kind: "text", key: "exams.errors.tooFrequent" });
  });

  it("shows the server's message for another refusal, and a failure otherwise", () => {
    expect(registerFailure(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found."))).toEqual({ kind: "message", message: "No matching record found." });
    expect(registerFailure(new ApiError(ErrorCode.NETWORK_ERROR))).toEqual({ kind: "text", key: "exams.register.errors.failed" });
    expect(registerFailure(new ApiError(ErrorCode.SYSTEM_ERROR))).toEqual({ kind: "text", key: "exams.register.errors.failed" });
    expect(registerFailure(new Error("boom"))).toEqual({ kind: "text", key: "exams.register.errors.failed" });
  });
});
