import { emailField, nicknameField, personNameField } from "../../../schemas/account-rules.js";
import { ACCOUNT_LIMITS } from "../../../schemas/account-values.js";
import { RemovalCheck } from "../../../schemas/account-values.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";

/** What is wrong with one input: nothing entered, or something the rules refuse. */
export type FieldProblem = "required" | "invalid";



/** SPEC §3 User: info is complete when nickName, firstName, lastName and gradeId are all set. */
export function isInfoComplete(student: Pick<Student, "nickName" | "firstName" | "lastName" | "gradeId">): boolean {
  return (
    student.nickName.trim() !== "" &&
    student.firstName.trim() !== "" &&
    student.lastName.trim() !== "" &&
    student.gradeId !== null
  );
}

/** SPEC §9: a family has at most 6 students, so one more can be added only below that. */
export const canAddStudent = (studentCount: number): boolean => studentCount < ACCOUNT_LIMITS.maxStudents;

/** SPEC §5 contact info: at least one of WeChat, WhatsApp and Line before saving. */
export function hasContactInfo(contacts: { wechat: string; whatsapp: string; line: string }): boolean {
  return [contacts.wechat, contacts.whatsapp, contacts.line].some((value) => value.trim() !== "");
}

export function nicknameProblem(value: string): FieldProblem | null {
  if (value.trim() === "") return "required";
  return nicknameField.safeParse(value).success ? null : "invalid";
}

export function personNameProblem(value: string): FieldProblem | null {
  if (value.trim() === "") return "required";
  return personNameField.safeParse(value).success ? null : "invalid";
}

/** A student's e-mail is optional; one given must be an e-mail address. */
export function studentEmailProblem(value: string): FieldProblem | null {
  if (value.trim() === "") return null;
  return emailField.safeParse(value).success ? null : "invalid";
}

export interface StudentFormValues {
  nickName: string;
  firstName: string;
  lastName: string;
  /** The chosen grade's id as the select gives it; "" while none is chosen. */
  gradeId: string;
  email: string;
}

export type StudentField = keyof StudentFormValues;
export type StudentFormProblems = Partial<Record<StudentField, FieldProblem>>;

export function studentFieldProblem(field: StudentField, values: StudentFormValues): FieldProblem | null {
  switch (field) {
    case "nickName":
      return nicknameProblem(values.nickName);
    case "firstName":
      return personNameProblem(values.firstName);
    case "lastName":
      return personNameProblem(values.lastName);
    case "gradeId":
      return values.gradeId === "" ? "required" : null;
    case "email":
      return studentEmailProblem(values.email);
  }
}

export const STUDENT_FIELDS: readonly StudentField[] = ["nickName", "firstName", "lastName", "gradeId", "email"];

export function studentFormProblems(values: StudentFormValues): StudentFormProblems {
  const problems: StudentFormProblems = {};
  for (const field of STUDENT_FIELDS) {
    const problem = studentFieldProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The form's values from a student; its e-mail field is the student's contact e-mail (its login changes with codes only). */
export function studentFormValues(student?: Pick<Student, "nickName" | "firstName" | "lastName" | "gradeId" | "contactEmail">): StudentFormValues {
  return {
    nickName: student?.nickName ?? "",
    firstName: student?.firstName ?? "",
    lastName: student?.lastName ?? "",
    gradeId: student?.gradeId === null || student?.gradeId === undefined ? "" : String(student.gradeId),
    email: student?.contactEmail ?? "",
  };
}

/** The fields modifyUserInfo and addNewStudent take, from valid form values (an empty e-mail is left out; a given one is kept as a contact). */
export function studentPayload(values: StudentFormValues) {
  const email = values.email.trim();
  return {
    nickName: values.nickName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gradeId: Number(values.gradeId),
    ...(email ? { email } : {}),
  };
}

/**
 * The confirmation a student's removal needs (SPEC §4), from subAccountChangeCheck: an enrolled student
 * or the registration account cannot be removed; one with its own login keeps it (its phone or e-mail is
 * shown); one without a contact loses its access.
 */
export type RemovalConfirmation =
  | { kind: "blocked"; reason: "enrolled" | "registrationAccount" }
  | { kind: "keepsLogin"; contact: string }
  | { kind: "losesAccess" };

export function removalConfirmation(check: ResponseOf<"subAccountChangeCheck">): RemovalConfirmation {
  switch (check.helper.status) {
    case RemovalCheck.activelyEnrolled:
      return { kind: "blocked", reason: "enrolled" };
    case RemovalCheck.registrationAccount:
      return { kind: "blocked", reason: "registrationAccount" };
    case RemovalCheck.keepsLogin:
      return { kind: "keepsLogin", contact: loginContact(check) };
    case RemovalCheck.loses:
      return { kind: "losesAccess" };
  }
}

function loginContact({ phone, email, countryCallingCode }: Pick<Student, "phone" | "email" | "countryCallingCode">): string {
  const phoneText = phone ? [countryCallingCode, phone].filter(Boolean).join(" ") : "";
  return [phoneText, email ?? ""].filter(Boolean).join(" / ");
}

