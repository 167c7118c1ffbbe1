import { ContactType } from "../../../../schemas/account-rules.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import type { RequestOf } from "../../../../schemas/api/contract.js";
import type { Contact } from "../bind/bind-rules.js";

export type ContactKind = "phone" | "email";

function phoneOf(student: Pick<Student, "phone" | "countryCallingCode">): Contact | null {
  return student.phone && student.countryCallingCode
    ? { type: ContactType.phone, value: student.phone, countryCallingCode: student.countryCallingCode }
    : null;
}

function emailOf(student: Pick<Student, "email">): Contact | null {
  return student.email ? { type: ContactType.email, value: student.email } : null;
}

/**
 * The contact that proves the change of `kind` (SPEC §3 modify-by-code): the one being replaced, or the
 * account's other contact when it has none of that kind yet; null when it has neither.
 */
export function verifyingContact(student: Pick<Student, "phone" | "countryCallingCode" | "email">, kind: ContactKind): Contact | null {
  return kind === "phone" ? (phoneOf(student) ?? emailOf(student)) : (emailOf(student) ?? phoneOf(student));
}

/** modifyUserInfoByCode's body: the current contact with its code, the new contact with its code. */
export function modifyByCodeRequest(
  current: Contact,
  verificationCode: string,
  target: Contact,
  targetVerificationCode: string,
): RequestOf<"modifyUserInfoByCode"> {
  return {
    ...(current.type === ContactType.phone
      ? { phone: current.value, countryCallingCode: current.countryCallingCode }
      : { email: current.value }),
    verificationCode,
    ...(target.type === ContactType.phone
      ? { targetPhone: target.value, targetCountryCallingCode: target.countryCallingCode }
      : { targetEmail: target.value }),
    targetVerificationCode,
  };
}
