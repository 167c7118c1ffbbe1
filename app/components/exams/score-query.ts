import { ErrorCode, isApiError } from "../../../api/errors.js";
import { CANDIDATE_NUMBER_MAX } from "../../../schemas/api/calls/exams.js";

/**
 * The score query's form (SPEC §5): a candidate number, trimmed, of letters and digits only (no punctuation, spaces or
 * special characters), and the terms and privacy notice agreed. Checked here before asking, as queryExamScore checks.
 */

export interface ScoreQueryInput {
  candidateNumber: string;
  agreed: boolean;
}

export type CandidateNumberProblem = "required" | "format" | "tooLong";

export interface ScoreQueryProblems {
  candidateNumber?: CandidateNumberProblem;
  agreed?: "required";
}

export type ScoreQueryCheck = { ok: true; request: { candidateNumber: string; agreed: true } } | { ok: false; problems: ScoreQueryProblems };

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

export function candidateNumberProblem(value: string): CandidateNumberProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (!LETTERS_AND_DIGITS.test(trimmed)) return "format";
  if (trimmed.length > CANDIDATE_NUMBER_MAX) return "tooLong";
  return undefined;
}

export function checkScoreQuery({ candidateNumber, agreed }: ScoreQueryInput): ScoreQueryCheck {
  const problems: ScoreQueryProblems = {};
  const numberProblem = candidateNumberProblem(candidateNumber);
  if (numberProblem) problems.candidateNumber = numberProblem;
  if (!agreed) problems.agreed = "required";
  if (problems.candidateNumber || problems.agreed) return { ok: false, problems };
  return { ok: true, request: { candidateNumber: candidateNumber.trim(), agreed: true } };
}

/** The text key of each problem of the form. */
export const PROBLEM_KEYS = {
  required: "exams.score.errors.required",
  format: "exams.score.errors.format",
  tooLong: "exams.score.errors.tooLong",
  agreed: "exams.score.errors.policies",
} as const;

/** A failed query's text key (SPEC §8): no record (4003), too many queries (4290), anything else a failure to load. */
export function scoreFailureKey(error: unknown): string {
  if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) return "exams.score.errors.notFound";
  if (isApiError(error, ErrorCode.OPERATION_TOO_FREQUENT)) return "exams.errors.tooFrequent";
  if (isApiError(error, ErrorCode.INVALID_INPUT)) return "exams.score.errors.format";
  return "exams.score.errors.failed";
}
