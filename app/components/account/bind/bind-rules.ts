import { EMAIL_PATTERN } from "../../../../schemas/account-values.js";
import { contactLabel, type LoginContact } from "../../../lib/account/contact-input.js";

/** SPEC §5: the bind e-mail button is enabled once the input is non-empty with an @ after its first character. */
export function canSubmitBindEmail(input: string): boolean {
  return input.trim().indexOf("@") > 0;
}

/** SPEC §5: local part, @, domain and a 2 to 8 letter ending ('Please enter a valid Email address.'). */
export function isValidBindEmail(input: string): boolean {
  return EMAIL_PATTERN.test(input.trim());
}

/**
 * What a resend cookie remembers a send by: the contact with its calling code, and the scene, since the
 * bind dialogs and the security page share bind-phone-count and bind-email-count, and a code only works
 * for the scene it was sent for.
 */
export function sentCodeKey(scene: number, contact: LoginContact): string {
  return `${scene} ${contactLabel(contact)}`;
}
