import type { TFunction } from "i18next";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { easternNameOrderEnabled, studentDisplayName, type Family } from "../../../lib/account/student-names.js";

export type Grade = ResponseOf<"queryGrades">["list"][number];

export interface FamilyView {
  family: Family;
  /** The school names students "last first" (client option easternNameOrderEnabled). */
  easternNameOrder: boolean;
}

/**
 * The family's students and how the school orders names. The name order is a nicety: without the client
 * options the names read "first last".
 */
export async function loadFamilyView(api: ApiClient, call: CallContext): Promise<FamilyView> {
  const [family, easternNameOrder] = await Promise.all([
    api.call("getFamilyStudentsList", {}, call),
    api.call("getClientOptions", {}, call).then(easternNameOrderEnabled, () => false),
  ]);
  return { family, easternNameOrder };
}

/** A student's name as the family screens show it; a student with no name yet goes by its card number. */
export function shownStudentName(t: TFunction, student: Student, easternNameOrder: boolean): string {
  return studentDisplayName(student, easternNameOrder) || t("account.family.unnamed", { card: student.card });
}
