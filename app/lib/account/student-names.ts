import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";

// Kept apart from the student form rules (which load zod): the frame names students on every page.

export type Family = ResponseOf<"getFamilyStudentsList">;

/** Every student of a family, the signed-in one first. */
export const familyStudents = (family: Family): Student[] => [family.currentAccount, ...family.associatedAccount];

/**
 * How a student is named: "first last", or "last first" where the school orders names the eastern way
 * (client option easternNameOrderEnabled); the nickname when no name is set yet.
 */
export function studentDisplayName(
  student: Pick<Student, "nickName" | "firstName" | "lastName">,
  easternNameOrder = false,
): string {
  const parts = easternNameOrder ? [student.lastName, student.firstName] : [student.firstName, student.lastName];
  const name = parts.map((part) => part.trim()).filter(Boolean).join(" ");
  return name || student.nickName.trim();
}

/** The client option that orders names "last first" (SPEC §3 client option). */
export function easternNameOrderEnabled(options: ResponseOf<"getClientOptions">): boolean {
  return options.list.some((option) => option.key === "easternNameOrderEnabled" && option.enabled);
}
