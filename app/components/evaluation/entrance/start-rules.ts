import type { ResponseOf } from "../../../../schemas/api/contract.js";

/** SPEC §3 Evaluation response: where the test is taken and the short-lived ticket that opens it. */
export type EvaluationTicket = ResponseOf<"evaluationGoto">;

/** The query parameter the test's address carries the ticket in (SPEC §7 evaluation goto). */
export const UTOKEN_PARAM = "utoken";

/**
 * The address the test's tab goes to: goExamUrl (an external exam service's address, or a path of this site read
 * against `base`) with the utoken added to the query it already has. Anything but http(s) is refused, so an address
 * such as javascript: never runs in the tab.
 */
export function examTabUrl({ goExamUrl, utoken }: EvaluationTicket, base: string): string {
  const url = new URL(goExamUrl, base);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`The test's address is not a web address: ${url.protocol}`);
  url.searchParams.set(UTOKEN_PARAM, utoken);
  return url.toString();
}

/**
 * The grade of the test (SPEC §5: a missing grade is taken from the course's grade list before the evaluation
 * starts): the one chosen, else the student's own, else the caller's fallback (the course's first grade). Undefined
 * leaves it to the service, which takes the student's own.
 */
export function testGradeId(chosen: number | null | undefined, studentGrade: number | null | undefined, fallback: number | null | undefined): number | undefined {
  return chosen ?? studentGrade ?? fallback ?? undefined;
}
