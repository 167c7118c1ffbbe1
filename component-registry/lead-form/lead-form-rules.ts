import type { RequestOf } from "../../schemas/api/contract.js";
import type { PhoneAreaCode } from "../../schemas/site.js";
import { defaultAreaCode } from "../../ui/contact/area-codes.js";
import {
  CONTACT_LIMITS,
  normalizePhone,
  validateChoice,
  validateEmail,
  validateName,
  validatePhone,
  validateText,
  type ContactError,
} from "../../ui/contact/contact-validation.js";
import type { LeadFormData } from "./schema.js";

/** A grade the visitor can pick; grades are not module data, the resolver gives them. */
export interface GradeOption {
  id: number;
  name: string;
}

/** What the lead form's resolver fetched on the server (undefined when it has none: no grade field). */
export interface LeadFormResolved {
  grades: GradeOption[];
}

export type LeadField = "name" | "phone" | "email" | "grade" | "message";

/** What the visitor typed; `areaCode` is the chosen area code's countryCode (+1 is both US and CA). */
export interface LeadFormValues {
  name: string;
  areaCode: string;
  phone: string;
  email: string;
  gradeId: string;
  message: string;
}

export type LeadFormErrors = Partial<Record<LeadField, ContactError>>;

/** The message is the only field a visitor may leave empty. */
export const REQUIRED_FIELDS: Record<LeadField, boolean> = {
  name: true,
  phone: true,
  email: true,
  grade: true,
  message: false,
};

/** Longest accepted page path (submitLeads contract). */
const PAGE_PATH_MAX = 512;

/**
 * The fields the form shows, in order: the name always, then the module's fields; the grade only when
 * there are grades to choose from.
 */
export function leadFormFields(fields: LeadFormData["fields"], grades: readonly GradeOption[] | undefined): LeadField[] {
  const hasGrades = (grades?.length ?? 0) > 0;
  return ["name", ...fields.filter((field) => field !== "grade" || hasGrades)];
}

/** The site's own country's area code when it has one, else its first. */
export function findAreaCode(areaCodes: readonly PhoneAreaCode[], countryCode: string): PhoneAreaCode | undefined {
  return areaCodes.find((area) => area.countryCode === countryCode);
}

export function initialLeadValues(areaCodes: readonly PhoneAreaCode[], siteCountryCode: string): LeadFormValues {
  return { name: "", areaCode: defaultAreaCode(areaCodes, siteCountryCode)?.countryCode ?? "", phone: "", email: "", gradeId: "", message: "" };
}

/** The error of one field, or undefined when it is fine. */
export function validateLeadField(
  field: LeadField,
  values: LeadFormValues,
  areaCodes: readonly PhoneAreaCode[],
): ContactError | undefined {
  const required = REQUIRED_FIELDS[field];
  switch (field) {
    case "name":
      return validateName(values.name);
    case "phone":
      return validatePhone(values.phone, findAreaCode(areaCodes, values.areaCode), required);
    case "email":
      return validateEmail(values.email, required);
    case "grade":
      return validateChoice(values.gradeId, required);
    case "message":
      return validateText(values.message, CONTACT_LIMITS.message, required);
  }
}

/** The errors of every shown field (fields not shown are never checked). */
export function validateLeadForm(
  shown: readonly LeadField[],
  values: LeadFormValues,
  areaCodes: readonly PhoneAreaCode[],
): LeadFormErrors {
  const errors: LeadFormErrors = {};
  for (const field of shown) {
    const error = validateLeadField(field, values, areaCodes);
    if (error) errors[field] = error;
  }
  return errors;
}

export const hasErrors = (errors: LeadFormErrors) => Object.values(errors).some(Boolean);

/** The submitLeads body for valid values: only the shown fields, trimmed, empty optional ones left out. */
export function buildLeadRequest(
  shown: readonly LeadField[],
  values: LeadFormValues,
  areaCodes: readonly PhoneAreaCode[],
  leadComponentId: number,
  pagePath: string,
): RequestOf<"submitLeads"> {
  const request: RequestOf<"submitLeads"> = {
    name: values.name.trim(),
    leadComponentId,
    pagePath: pagePath.slice(0, PAGE_PATH_MAX),
  };
  if (shown.includes("phone")) {
    request.countryCallingCode = findAreaCode(areaCodes, values.areaCode)?.value;
    request.phone = normalizePhone(values.phone);
  }
  if (shown.includes("email")) request.email = values.email.trim();
  if (shown.includes("grade") && values.gradeId) request.gradeId = Number(values.gradeId);
  if (shown.includes("message") && values.message.trim()) request.message = values.message.trim();
  return request;
}
