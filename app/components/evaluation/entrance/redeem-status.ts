import { ErrorCode } from "../../../../api/errors.js";
import { QUALIFICATION_CODE_MAX } from "../../../../schemas/api/calls/evaluations.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";

/** SPEC §3 Redeem result. */
export type RedeemResult = ResponseOf<"applyEvaluationRedeem">;

/** SPEC §4 the redeem dialog: 0 input, 1 success (not yet redeemed), 2 success (already redeemed), -1 failure. */
export type RedeemStatus = 0 | 1 | 2 | -1;

/** Why a code was refused (SPEC §8 redeem failure). */
export type RedeemFailure = "ended" | "newStudentsOnly" | "alreadyParticipated" | "notFound";

/**
 * Answers that say nothing about the code: the session ended, no answer, the service failed or was asked too often.
 * The dialog stays at its input with the reason rather than calling the code unknown.
 */
const NOT_ABOUT_THE_CODE: ReadonlySet<number> = new Set([ErrorCode.SESSION_INVALID, ErrorCode.NETWORK_ERROR, ErrorCode.SYSTEM_ERROR, ErrorCode.OPERATION_TOO_FREQUENT]);

/** The dialog's status after an answer (isRedeem: the student had redeemed the code already) or a failure's code. */
export function redeemStatus(outcome: { answer: Pick<RedeemResult, "isRedeem"> } | { errorCode: number }): RedeemStatus {
  if ("answer" in outcome) return outcome.answer.isRedeem ? 2 : 1;
  return NOT_ABOUT_THE_CODE.has(outcome.errorCode) ? 0 : -1;
}

/** What a refusal says: 4003 event ended; 7003 new students only; 7004 and 7005 already participated; else not found. */
export function redeemFailure(errorCode: number): RedeemFailure {
  switch (errorCode) {
    case ErrorCode.NOT_FOUND_OR_ENDED:
      return "ended";
    case ErrorCode.REDEEM_NEW_STUDENTS_ONLY:
      return "newStudentsOnly";
    case ErrorCode.REDEEM_ALREADY_PARTICIPATED:
    case ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER:
      return "alreadyParticipated";
    default:
      return "notFound";
  }
}

/** SPEC §5 qualification code: required, at most 11 characters, judged once trimmed. */
export function qualificationCodeProblem(code: string): "required" | "tooLong" | null {
  const trimmed = code.trim();
  if (trimmed === "") return "required";
  return trimmed.length > QUALIFICATION_CODE_MAX ? "tooLong" : null;
}
