import { regexes } from "zod/v4/core";
import { ACCOUNT_LIMITS, PHONE_INPUT_PATTERN } from "../../schemas/account-values.js";
import type { PhoneAreaCode } from "../../schemas/site.js";

/**
 * Contact-field rules (SPEC §5) shared by the lead form and the account screens. Every validation function
 * is pure: it gets the raw input and answers an error (or undefined); views translate the error with
 * `contactErrorText`.
 */

/** Input limits (SPEC §5 and §9, and the submitLeads contract). */
export const CONTACT_LIMITS = { name: 65, email: 45, phone: 16, message: 500 } as const;

export type ContactErrorCode = "required" | "invalidPhone" | "invalidEmail" | "tooLong";

export interface ContactError {
  code: ContactErrorCode;
  /** The limit exceeded, for "tooLong". */
  max?: number;
}

/** The translation key of each error (keys live under components.contactValidation). */
export const CONTACT_ERROR_KEYS: Record<ContactErrorCode, string> = {
  required: "components.contactValidation.required",
  invalidPhone: "components.contactValidation.invalidPhone",
  invalidEmail: "components.contactValidation.invalidEmail",
  tooLong: "components.contactValidation.tooLong",
};

/** The message of an error in the visitor's language. */
export function contactErrorText(t: (key: string, options?: Record<string, unknown>) => string, error: ContactError): string {
  return t(CONTACT_ERROR_KEYS[error.code], { max: error.max });
}

const isBlank = (value: string) => value.trim().length === 0;

/** SPEC §5: "all digits with optional leading + is phone" (anything else is taken as an e-mail). */
export function isPhoneLike(value: string): boolean {
  return PHONE_INPUT_PATTERN.test(value.trim());
}

/** SPEC §5: 16 characters for a phone, 45 for an e-mail. */
export function contactMaxLength(kind: "phone" | "email"): number {
  return kind === "phone" ? ACCOUNT_LIMITS.phoneMaxLength : ACCOUNT_LIMITS.emailMaxLength;
}

/** The digits of a phone input: trimmed, without the optional leading +. */
export function normalizePhone(value: string): string {
  return value.trim().replace(/^\+/, "");
}

/** Name: required, 1 to 65 characters once trimmed. */
export function validateName(value: string): ContactError | undefined {
  const name = value.trim();
  if (name.length === 0) return { code: "required" };
  if (name.length > CONTACT_LIMITS.name) return { code: "tooLong", max: CONTACT_LIMITS.name };
  return undefined;
}

/** The area code's `reg` as a RegExp; a pattern that does not compile checks nothing (lengths still do). */
function areaPattern(reg: string): RegExp | undefined {
  try {
    return new RegExp(reg);
  } catch {
    return undefined;
  }
}

export type PhoneRules = Pick<PhoneAreaCode, "reg" | "phoneMinLength" | "phoneMaxLength">;

/**
 * Mobile number: digits only (an optional leading + is dropped), matching the area code's pattern and
 * with a length between its phoneMinLength and phoneMaxLength. Without an area code it is invalid.
 */
export function validatePhone(value: string, area: PhoneRules | undefined, required = true): ContactError | undefined {
  if (isBlank(value)) return required ? { code: "required" } : undefined;
  if (!area || !isPhoneLike(value)) return { code: "invalidPhone" };
  const digits = normalizePhone(value);
  if (digits.length < area.phoneMinLength || digits.length > area.phoneMaxLength) return { code: "invalidPhone" };
  const pattern = areaPattern(area.reg);
  if (pattern && !pattern.test(digits)) return { code: "invalidPhone" };
  return undefined;
}

/** The two values of a phone input with its area-code select; `areaCode` is the area code's countryCode. */
export interface PhoneInputValues {
  areaCode: string;
  phone: string;
}

/**
 * The change handler of a form's area-code select. Another area code changes which numbers are valid, so
 * the phone is checked again at once when a number is typed or its error is shown; an empty, untouched
 * field still waits for blur or submit.
 */
export function areaCodeChange<Values extends PhoneInputValues>(
  values: Values,
  phoneErrorShown: boolean,
  form: { setValues(next: NoInfer<Values>): void; recheckPhone(next: NoInfer<Values>): void },
): (areaCode: string) => void {
  return (areaCode) => {
    const next = { ...values, areaCode };
    form.setValues(next);
    if (!isBlank(next.phone) || phoneErrorShown) form.recheckPhone(next);
  };
}

/** local part, @, domain and a 2 to 8 letter ending (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,8}$/;
/**
 * What the service accepts: z.email() checks this same pattern (submitLeads), so a form never sends what
 * will be refused. Only the pattern is imported, which keeps zod out of every page's first load.
 */
const serviceEmail = regexes.email;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return EMAIL_PATTERN.test(email) && serviceEmail.test(email);
}

/** E-mail: required unless told otherwise, at most 45 characters, and a valid address. */
export function validateEmail(value: string, required = true): ContactError | undefined {
  if (isBlank(value)) return required ? { code: "required" } : undefined;
  if (value.trim().length > CONTACT_LIMITS.email) return { code: "tooLong", max: CONTACT_LIMITS.email };
  if (!isValidEmail(value)) return { code: "invalidEmail" };
  return undefined;
}

/** A choice from a list (grade...): required means something is chosen. */
export function validateChoice(value: string, required = true): ContactError | undefined {
  return required && isBlank(value) ? { code: "required" } : undefined;
}

/** Free text (a message): optional unless told otherwise, at most `max` characters. */
export function validateText(value: string, max: number, required = false): ContactError | undefined {
  if (isBlank(value)) return required ? { code: "required" } : undefined;
  if (value.length > max) return { code: "tooLong", max };
  return undefined;
}
