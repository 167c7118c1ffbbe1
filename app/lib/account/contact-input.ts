import { ACCOUNT_LIMITS, CODE_PATTERN, ContactType, EMAIL_PATTERN, PHONE_INPUT_PATTERN, type ContactTypeValue } from "../../../schemas/account-values.js";
import type { PhoneAreaCode } from "../../../schemas/site.js";
import { contactMaxLength, normalizePhone, validatePhone } from "../../../ui/contact/contact-validation.js";

/**
 * The login dialog's phone-or-e-mail input and code input (SPEC §5). Every function is pure; views turn a
 * LoginInputError into text with `t(LOGIN_INPUT_ERROR_KEYS[error])`.
 */

export type ContactKind = "phone" | "email";

export type LoginInputError = "required" | "invalidPhone" | "invalidEmail" | "codeRequired" | "codeIncorrect" | "policiesRequired";

/** Translation keys, in the `login` section of every locale file. */
export const LOGIN_INPUT_ERROR_KEYS: Record<LoginInputError, string> = {
  required: "login.errors.required",
  invalidPhone: "login.errors.invalidPhone",
  invalidEmail: "login.errors.invalidEmail",
  codeRequired: "login.errors.codeRequired",
  codeIncorrect: "login.errors.codeIncorrect",
  policiesRequired: "login.errors.policiesRequired",
};

/**
 * All digits with an optional leading + is a phone, anything else an e-mail. An empty input is neither
 * yet: it counts as the site's preferred login (so the area-code select shows on phone-first sites).
 */
export function contactKind(value: string, preferred: ContactKind = "email"): ContactKind {
  const trimmed = value.trim();
  if (trimmed === "") return preferred;
  return PHONE_INPUT_PATTERN.test(trimmed) ? "phone" : "email";
}

/** The input as typed, cut to the limit of what it now looks like (16 for a phone, 45 for an e-mail). */
export function limitContactInput(value: string): string {
  return value.slice(0, contactMaxLength(contactKind(value)));
}

/** The contact's error, or undefined when it can be sent: a phone is checked against its area code. */
export function validateContact(value: string, area: PhoneAreaCode | undefined): LoginInputError | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  if (contactKind(trimmed) === "phone") return validatePhone(trimmed, area) ? "invalidPhone" : undefined;
  return trimmed.length <= ACCOUNT_LIMITS.emailMaxLength && EMAIL_PATTERN.test(trimmed) ? undefined : "invalidEmail";
}

/** The one-time code: exactly 6 digits. */
export function validateCode(value: string): LoginInputError | undefined {
  if (value.trim() === "") return "codeRequired";
  return CODE_PATTERN.test(value.trim()) ? undefined : "codeIncorrect";
}

/** What a code input keeps of what was typed or pasted: its digits, at most 6. */
export function codeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, ACCOUNT_LIMITS.codeLength);
}

/** A contact as the calls name it: type 0 with digits and calling code, or type 2 with the address. */
export interface LoginContact {
  type: ContactTypeValue;
  accountName: string;
  countryCallingCode?: string;
}

/** The valid input as a LoginContact (the area code's calling code goes with a phone only). */
export function toLoginContact(value: string, area: PhoneAreaCode | undefined): LoginContact {
  const trimmed = value.trim();
  if (contactKind(trimmed) === "phone") return { type: ContactType.phone, accountName: normalizePhone(trimmed), countryCallingCode: area?.value };
  return { type: ContactType.email, accountName: trimmed };
}

/** How a contact reads on screen and in the countdown cookie: "+65 81234567" or the e-mail address. */
export function contactLabel(contact: LoginContact): string {
  return contact.type === ContactType.phone ? `${contact.countryCallingCode ?? ""} ${contact.accountName}`.trim() : contact.accountName;
}

/** The payload fields naming a contact in pre-check and modify-by-code (phone or email, never both). */
export function phoneOrEmail(contact: LoginContact): { phone?: string; email?: string; countryCallingCode?: string } {
  return contact.type === ContactType.phone
    ? { phone: contact.accountName, countryCallingCode: contact.countryCallingCode }
    : { email: contact.accountName };
}

