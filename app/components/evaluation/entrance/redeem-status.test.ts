import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../../api/errors.js";
import { qualificationCodeProblem, redeemFailure, redeemStatus } from "./redeem-status.js";

describe("redeemStatus", () => {
  it("is 1 for a code redeemed now and 2 for one the student had redeemed before", () => {
    expect(redeemStatus({ answer: { isRedeem: false } })).toBe(1);
    expect(redeemStatus({ answer: { isRedeem: true } })).toBe(2);
  });

  it.each([ErrorCode.NOT_FOUND_OR_ENDED, ErrorCode.REDEEM_NEW_STUDENTS_ONLY, ErrorCode.REDEEM_ALREADY_PARTICIPATED, ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER, ErrorCode.COUPON_NOT_FOUND, ErrorCode.INVALID_INPUT])(
    "is -1 when the code is refused (%i)",
    (errorCode) => expect(redeemStatus({ errorCode })).toBe(-1),
  );

  it.each([ErrorCode.SESSION_INVALID, ErrorCode.NETWORK_ERROR, ErrorCode.SYSTEM_ERROR, ErrorCode.OPERATION_TOO_FREQUENT])(
    "stays at the input (0) when the answer says nothing about the code (%i)",
    (errorCode) => expect(redeemStatus({ errorCode })).toBe(0),
  );
});

describe("redeemFailure", () => {
  it("tells an ended event, new students only, already participated, and otherwise an unknown code", () => {
    expect(redeemFailure(4003)).toBe("ended");
    expect(redeemFailure(7003)).toBe("newStudentsOnly");
    expect(redeemFailure(7004)).toBe("alreadyParticipated");
    expect(redeemFailure(7005)).toBe("alreadyParticipated");
    expect(redeemFailure(4121)).toBe("notFound");
    expect(redeemFailure(4000)).toBe("notFound");
  });
});

describe("qualificationCodeProblem", () => {
  it("requires a code, blanks not counting", () => {
    expect(qualificationCodeProblem("")).toBe("required");
    expect(qualificationCodeProblem("   ")).toBe("required");
  });

  it("allows at most 11 characters once trimmed", () => {
    expect(qualificationCodeProblem("ABCDE-12345")).toBeNull();
    expect(qualificationCodeProblem("  ABCDE-12345  ")).toBeNull();
    expect(qualificationCodeProblem("ABCDE-123456")).toBe("tooLong");
  });
});
