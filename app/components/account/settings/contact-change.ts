import { ContactType } from "../../../../schemas/account-values.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import type { RequestOf } from "../../../../schemas/api/contract.js";
import { phoneOrEmail, type ContactKind, type LoginContact } from "../../../lib/account/contact-input.js";

function phoneOf(student: Pick<Student, "phone" | "countryCallingCode">): LoginContact | null {
  return student.phone && student.countryCallingCode
    ? { type: ContactType.phone, accountName: student.phone, countryCallingCode: student.countryCallingCode }
    : null;
}

function emailOf(student: Pick<Student, "email">): LoginContact | null {
  return student.email ? { type: ContactType.email, accountName: student.email } : null;
}

/**
 * The contact that proves the change of `kind` (SPEC §3 modify-by-code): the one being replaced, or the
 * account's other contact when it has none of that kind yet; null when it has neither.
 */
export function verifyingContact(
  student: Pick<Student, "phone" | "countryCallingCode" | "email">,
  kind: ContactKind,
): LoginContact | null {
  return kind === "phone" ? (phoneOf(student) ?? emailOf(student)) : (emailOf(student) ?? phoneOf(student));
}

/** modifyUserInfoByCode's body: the current contact with its code, the new contact with its code. */
export function modifyByCodeRequest(
  current: LoginContact,
  verificationCode: string,
  target: LoginContact,
  targetVerificationCode: string,
): RequestOf<"modifyUserInfoByCode"> {
  const targetFields =
    target.type === ContactType.phone
      ? { targetPhone: target.accountName, targetCountryCallingCode: target.countryCallingCode }
      : { targetEmail: target.accountName };
  return { ...phoneOrEmail(current), verificationCode, ...targetFields, targetVerificationCode };
}
