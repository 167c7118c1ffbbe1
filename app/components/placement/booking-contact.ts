import type { User } from "../../../schemas/api/calls/accounts.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import type { PhoneAreaCode } from "../../../schemas/site.js";
import { defaultAreaCode } from "../../../ui/contact/area-codes.js";
import { normalizePhone, validateEmail, validatePhone, type ContactError } from "../../../ui/contact/contact-validation.js";

/**
 * Who the assessment team calls about a booking (bookAssessment's contact): a name, and a phone with its calling code
 * or an e-mail, at least one of the two. The contact rules of SPEC §5 check each; the name keeps to the call's 60.
 */

export const CONTACT_NAME_MAX = 60;

export interface BookingContactValues {
  name: string;
  /** The area code's countryCode (+1 is both US and CA). */
  areaCode: string;
  phone: string;
  email: string;
}

export type BookingContactField = "name" | "phone" | "email";
/** A contact rule's error, or `phoneOrEmail` when neither a phone nor an e-mail was given. */
export type BookingContactError = ContactError | { code: "phoneOrEmail" };
export type BookingContactErrors = Partial<Record<BookingContactField, BookingContactError>>;

type Parent = Pick<User, "parentNickname" | "phone" | "countryCallingCode" | "email" | "attentionPhone" | "attentionCountryCode" | "attentionEmail">;

/** The area code of a calling code, the site's own country first (+1 is both the US and Canada). */
function areaOfCallingCode(areaCodes: readonly PhoneAreaCode[], callingCode: string | null, siteCountryCode: string): PhoneAreaCode | undefined {
  const matching = areaCodes.filter((area) => area.value === callingCode);
  return matching.find((area) => area.countryCode === siteCountryCode) ?? matching[0];
}

/** The form as it opens: the signed-in parent's nickname, login phone (else contact phone) and e-mail, where known. */
export function initialContact(parent: Parent | null, areaCodes: readonly PhoneAreaCode[], siteCountryCode: string): BookingContactValues {
  const [phone, callingCode] = parent?.phone ? [parent.phone, parent.countryCallingCode] : [parent?.attentionPhone ?? "", parent?.attentionCountryCode ?? null];
  const phoneArea = phone ? areaOfCallingCode(areaCodes, callingCode, siteCountryCode) : undefined;
  const area = phoneArea ?? defaultAreaCode(areaCodes, siteCountryCode);
  return {
    name: parent?.parentNickname.slice(0, CONTACT_NAME_MAX) ?? "",
    areaCode: area?.countryCode ?? "",
    phone: phoneArea ? phone : "",
    email: parent?.email || parent?.attentionEmail || "",
  };
}

const areaOf = (areaCodes: readonly PhoneAreaCode[], countryCode: string) => areaCodes.find((area) => area.countryCode === countryCode);

export function validateContactField(field: BookingContactField, values: BookingContactValues, areaCodes: readonly PhoneAreaCode[]): BookingContactError | undefined {
  switch (field) {
    case "name": {
      const name = values.name.trim();
      if (!name) return { code: "required" };
      return name.length > CONTACT_NAME_MAX ? { code: "tooLong", max: CONTACT_NAME_MAX } : undefined;
    }
    case "phone":
      if (!values.phone.trim() && !values.email.trim()) return { code: "phoneOrEmail" };
      return validatePhone(values.phone, areaOf(areaCodes, values.areaCode), false);
    case "email":
      return validateEmail(values.email, false);
  }
}

export const CONTACT_FIELDS: readonly BookingContactField[] = ["name", "phone", "email"];

/** Every field's error; an empty object when the contact can be sent. */
export function validateContact(values: BookingContactValues, areaCodes: readonly PhoneAreaCode[]): BookingContactErrors {
  const errors: BookingContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values, areaCodes);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The valid contact as bookAssessment takes it: a phone in digits with its calling code, the e-mail trimmed; empty ones left out. */
export function contactRequest(values: BookingContactValues, areaCodes: readonly PhoneAreaCode[]): RequestOf<"bookAssessment">["contact"] {
  const phone = normalizePhone(values.phone);
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    ...(phone ? { phone, countryCallingCode: areaOf(areaCodes, values.areaCode)?.value } : {}),
    ...(email ? { email } : {}),
  };
}
