/**
 * What the screen does after the sign-up eligibility check (SPEC §4, with §8 for 1014 and 604):
 * - proceed (0): go on enrolling;
 * - entranceDiagnostic (1): an entrance diagnostic comes first; read the response through `entranceOutcome`;
 * - blocked (2): the learner cannot sign up for this class; show the server's message;
 * - reminder (3): show the server's reminder message;
 * - bindEmail (4), bindPhone (5): open the bind dialog for that contact;
 * - completeStudentInfo (6): ask for the missing student details;
 * - autoPayInProcess (1014): show the auto-pay-in-process notice, then refresh;
 * - courseNotAvailable (604): the course is for new users only; go to the course list;
 * - error (any other status): show the server's text.
 */
export type SignUpOutcome = { kind: SignUpOutcomeKind };
export type SignUpOutcomeKind =
  | "proceed"
  | "entranceDiagnostic"
  | "blocked"
  | "reminder"
  | "bindEmail"
  | "bindPhone"
  | "completeStudentInfo"
  | "autoPayInProcess"
  | "courseNotAvailable"
  | "error";

const SIGN_UP_OUTCOMES: ReadonlyMap<number, SignUpOutcomeKind> = new Map([
  [0, "proceed"],
  [1, "entranceDiagnostic"],
  [2, "blocked"],
  [3, "reminder"],
  [4, "bindEmail"],
  [5, "bindPhone"],
  [6, "completeStudentInfo"],
  [1014, "autoPayInProcess"],
  [604, "courseNotAvailable"],
]);

/** The outcome of a sign-up eligibility status; see `SignUpOutcome`. */
export function signUpOutcome(status: number): SignUpOutcome {
  return { kind: SIGN_UP_OUTCOMES.get(status) ?? "error" };
}

export interface EntranceResponse {
  leftChance: number;
  examId?: string | number | null;
}

export type EntranceOutcome =
  | { kind: "startDiagnostic"; examId: string | number; leftChance: number }
  | { kind: "noExam" };

/**
 * The entrance diagnostic to start (status 1), or `noExam` when the response names no exam — absent, null, 0 or
 * "" — for which the screen shows the 'no examId' message (SPEC §8).
 */
export function entranceOutcome({ leftChance, examId }: EntranceResponse): EntranceOutcome {
  return examId ? { kind: "startDiagnostic", examId, leftChance } : { kind: "noExam" };
}

/** After adding to the cart: added (0); open the sign-up check dialog (1 or 2); else show the server's description. */
export type AddToCartOutcome = { kind: "added" } | { kind: "signUpCheck" } | { kind: "error" };

/** The outcome of an add-to-cart status (SPEC §4). */
export function addToCartOutcome(status: number): AddToCartOutcome {
  if (status === 0) return { kind: "added" };
  if (status === 1 || status === 2) return { kind: "signUpCheck" };
  return { kind: "error" };
}
