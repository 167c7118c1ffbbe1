import { describe, expect, it } from "vitest";
import { student } from "../../../tests/helpers/sample-accounts.js";
import {
  canAddStudent,
  hasContactInfo,
  isInfoComplete,
  nicknameProblem,
  personNameProblem,
  removalConfirmation,
  studentEmailProblem,
  studentFormProblems,
  studentFormValues,
  studentPayload,
} from "./student-rules.js";

const check = (status: 1 | 2 | 3 | 4, contact: { phone?: string | null; email?: string | null; countryCallingCode?: string | null } = {}) => ({
  continue: status === 2 || status === 3,
  helper: { status },
  phone: contact.phone ?? null,
  email: contact.email ?? null,
  countryCallingCode: contact.countryCallingCode ?? null,
});

describe("isInfoComplete", () => {
  it("needs nickname, first name, last name and grade", () => {
    expect(isInfoComplete(student())).toBe(true);
    expect(isInfoComplete(student({ nickName: "" }))).toBe(false);
    expect(isInfoComplete(student({ firstName: "  " }))).toBe(false);
    expect(isInfoComplete(student({ lastName: "" }))).toBe(false);
    expect(isInfoComplete(student({ gradeId: null }))).toBe(false);
  });
});

describe("canAddStudent", () => {
  it("allows a seventh student never", () => {
    expect(canAddStudent(0)).toBe(true);
    expect(canAddStudent(5)).toBe(true);
    expect(canAddStudent(6)).toBe(false);
    expect(canAddStudent(7)).toBe(false);
  });
});

describe("hasContactInfo", () => {
  it("needs at least one of WeChat, WhatsApp and Line", () => {
    expect(hasContactInfo({ wechat: "", whatsapp: "", line: "" })).toBe(false);
    expect(hasContactInfo({ wechat: "   ", whatsapp: "", line: "" })).toBe(false);
    expect(hasContactInfo({ wechat: "mia_wx", whatsapp: "", line: "" })).toBe(true);
    expect(hasContactInfo({ wechat: "", whatsapp: "+6591234567", line: "" })).toBe(true);
    expect(hasContactInfo({ wechat: "", whatsapp: "", line: "mia.line" })).toBe(true);
  });
});

describe("nicknameProblem", () => {
  it("requires 1 to 65 letters, digits, Chinese characters or spaces", () => {
    expect(nicknameProblem("")).toBe("required");
    expect(nicknameProblem("   ")).toBe("required");
    expect(nicknameProblem("Mia 2")).toBeNull();
    expect(nicknameProblem("小明")).toBeNull();
    expect(nicknameProblem("Élodie")).toBeNull();
    expect(nicknameProblem("a".repeat(65))).toBeNull();
    expect(nicknameProblem("a".repeat(66))).toBe("invalid");
    expect(nicknameProblem("mia!")).toBe("invalid");
    expect(nicknameProblem("mia_2")).toBe("invalid");
  });
});

describe("personNameProblem", () => {
  it("requires up to 32 letters or spaces", () => {
    expect(personNameProblem("")).toBe("required");
    expect(personNameProblem("Mary Ann")).toBeNull();
    expect(personNameProblem("陈")).toBeNull();
    expect(personNameProblem("a".repeat(32))).toBeNull();
    expect(personNameProblem("a".repeat(33))).toBe("invalid");
    expect(personNameProblem("Mia2")).toBe("invalid");
    expect(personNameProblem("O'Neil")).toBe("invalid");
  });
});

describe("studentEmailProblem", () => {
  it("accepts no e-mail and refuses a malformed one", () => {
    expect(studentEmailProblem("")).toBeNull();
    expect(studentEmailProblem("mia@example.com")).toBeNull();
    expect(studentEmailProblem("mia@example")).toBe("invalid");
    expect(studentEmailProblem("mia")).toBe("invalid");
  });
});

describe("student form", () => {
  it("names every problem of the values", () => {
    expect(studentFormProblems({ nickName: "", firstName: "Mia", lastName: "1", gradeId: "", email: "x" })).toEqual({
      nickName: "required",
      lastName: "invalid",
      gradeId: "required",
      email: "invalid",
    });
    expect(studentFormProblems(studentFormValues(student()))).toEqual({});
  });

  it("starts from a student, or empty", () => {
    expect(studentFormValues()).toEqual({ nickName: "", firstName: "", lastName: "", gradeId: "", email: "" });
    expect(studentFormValues(student({ gradeId: null, contactEmail: "m@example.com" }))).toMatchObject({ gradeId: "", email: "m@example.com" });
    // The login e-mail is not the form's to change.
    expect(studentFormValues(student({ email: "login@example.com" }))).toMatchObject({ email: "" });
    expect(studentFormValues(student())).toMatchObject({ gradeId: "3" });
  });

  it("sends trimmed values, the grade as a number and no empty e-mail", () => {
    expect(studentPayload({ nickName: " Mia ", firstName: "Mia", lastName: " Chen", gradeId: "4", email: " " })).toEqual({
      nickName: "Mia",
      firstName: "Mia",
      lastName: "Chen",
      gradeId: 4,
    });
    expect(studentPayload({ nickName: "Mia", firstName: "Mia", lastName: "Chen", gradeId: "4", email: "m@example.com" }).email).toBe(
      "m@example.com",
    );
  });
});

describe("removalConfirmation", () => {
  it("blocks an actively enrolled student (1)", () => {
    expect(removalConfirmation(check(1))).toEqual({ kind: "blocked", reason: "enrolled" });
  });

  it("confirms with the login contact of a student that keeps its login (2)", () => {
    expect(removalConfirmation(check(2, { phone: "91234567", countryCallingCode: "+65" }))).toEqual({
      kind: "keepsLogin",
      contact: "+65 91234567",
    });
    expect(removalConfirmation(check(2, { email: "mia@example.com" }))).toEqual({ kind: "keepsLogin", contact: "mia@example.com" });
    expect(removalConfirmation(check(2, { phone: "91234567", countryCallingCode: "+65", email: "mia@example.com" }))).toEqual({
      kind: "keepsLogin",
      contact: "+65 91234567 / mia@example.com",
    });
  });

  it("warns that a student without a contact loses access (3)", () => {
    expect(removalConfirmation(check(3))).toEqual({ kind: "losesAccess" });
  });

  it("blocks the registration account (4)", () => {
    expect(removalConfirmation(check(4))).toEqual({ kind: "blocked", reason: "registrationAccount" });
  });
});

