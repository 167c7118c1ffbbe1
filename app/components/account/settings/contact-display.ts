import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { maskPhone } from "../../../../rules/contact-masks.js";

/** A phone as the settings screens show it: calling code, then the number with its middle half hidden. */
export function maskedPhone(student: Pick<Student, "phone" | "countryCallingCode">): string | null {
  if (!student.phone) return null;
  return student.countryCallingCode ? `${student.countryCallingCode} ${maskPhone(student.phone)}` : maskPhone(student.phone);
}

/** The name a student goes by: the nickname, else first and last name. */
export function studentName(student: Pick<Student, "nickName" | "firstName" | "lastName">): string {
  return student.nickName || [student.firstName, student.lastName].filter(Boolean).join(" ");
}
