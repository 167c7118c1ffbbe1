import { entranceOutcome, signUpOutcome, type EntranceOutcome } from "../../../../rules/catalogue/sign-up-check.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";

export type SignUpAnswer = ResponseOf<"querySignUpCheckV2">;

/**
 * What the detail page does with a sign-up check's answer (SPEC §4 sign-up eligibility, §8 1014 and 604):
 * on to the checkout, a dialog of its own, or one of the shell's bind dialogs. `message` is the server's
 * text, empty when it sent none (the dialog then says it in its own words).
 */
export type EnrolStep =
  | { kind: "checkout" }
  | { kind: "entrance"; entrance: EntranceOutcome }
  | { kind: "blocked"; message: string }
  | { kind: "reminder"; message: string }
  | { kind: "bindEmail" }
  | { kind: "bindPhone" }
  | { kind: "completeInfo" }
  | { kind: "autoPay"; message: string }
  | { kind: "notAvailable"; message: string }
  | { kind: "error"; message: string };

/** The step for an answer. Status 0 goes on to the order-create screen (use-enrol.ts). */
export function enrolStep(answer: SignUpAnswer): EnrolStep {
  const { message } = answer;
  switch (signUpOutcome(answer.status).kind) {
    case "proceed":
      return { kind: "checkout" };
    case "entranceDiagnostic":
      return { kind: "entrance", entrance: entranceOutcome({ leftChance: answer.leftChance ?? 0, examId: answer.examId }) };
    case "blocked":
      return { kind: "blocked", message };
    case "reminder":
      return { kind: "reminder", message };
    case "bindEmail":
      return { kind: "bindEmail" };
    case "bindPhone":
      return { kind: "bindPhone" };
    case "completeStudentInfo":
      return { kind: "completeInfo" };
    case "autoPayInProcess":
      return { kind: "autoPay", message };
    case "courseNotAvailable":
      return { kind: "notAvailable", message };
    case "error":
      return { kind: "error", message };
  }
}
