import { EMAIL_PATTERN, ContactType, type ContactTypeValue } from "../../../../schemas/account-rules.js";
import type { PhoneAreaCode } from "../../../../schemas/site.js";
import {
  isPhoneLike,
  normalizePhone,
  validatePhone,
  type ContactError,
} from "../../../../component-registry/shared/contact-validation.js";

/** SPEC §5: the bind e-mail button is enabled once the input is non-empty with an @ after its first character. */
export function canSubmitBindEmail(input: string): boolean {
  return input.trim().indexOf("@") > 0;
}

/** SPEC §5: local part, @, domain and a 2 to 8 letter ending ('Please enter a valid Email address.'). */
export function isValidBindEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

/** A phone or e-mail as the code and bind calls take it. */
export interface Contact {
  type: ContactTypeValue;
  /** The digits of a phone (no +), or the trimmed e-mail. */
  value: string;
  /** The area code's calling code, for a phone. */
  countryCallingCode?: string;
}

/** SPEC §5, as the login: all digits with an optional leading + is a phone, anything else an e-mail. */
export function contactTypeOf(input: string): ContactTypeValue {
  return isPhoneLike(input) ? ContactType.phone : ContactType.email;
}

/**
 * The contact typed in the bind phone-or-e-mail dialog, or the reason it cannot be used: a phone must
 * fit the chosen area code, an e-mail the e-mail pattern.
 */
export function parseContact(input: string, area: PhoneAreaCode | undefined): { contact: Contact } | { error: ContactError } {
  if (!input.trim()) return { error: { code: "required" } };
  if (contactTypeOf(input) === ContactType.phone) {
    const error = validatePhone(input, area);
    if (error || !area) return { error: error ?? { code: "invalidPhone" } };
    return { contact: { type: ContactType.phone, value: normalizePhone(input), countryCallingCode: area.value } };
  }
  if (!isValidBindEmail(input)) return { error: { code: "invalidEmail" } };
  return { contact: { type: ContactType.email, value: input.trim() } };
}

/**
 * What the resend cookie remembers a send by: the contact with its calling code, and the scene, since the
 * two bind dialogs share bind-email-count and a scene-2 code is not a scene-3 code.
 */
export function sentCodeKey(scene: number, contact: Contact): string {
  const shown = contact.countryCallingCode ? `${contact.countryCallingCode} ${contact.value}` : contact.value;
  return `${scene} ${shown}`;
}
