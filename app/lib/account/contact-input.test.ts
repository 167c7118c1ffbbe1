import { describe, expect, it } from "vitest";
import en from "../../../i18n/locales/en.json";
import type { PhoneAreaCode } from "../../../schemas/site.js";
import {
  codeInput,
  contactKind,
  contactLabel,
  limitContactInput,
  LOGIN_INPUT_ERROR_KEYS,
  phoneOrEmail,
  toLoginContact,
  validateCode,
  validateContact,
} from "./contact-input.js";

const sg: PhoneAreaCode = { value: "+65", countryCode: "SG", countryName: "Singapore", reg: "^[689]\\d{7}$", phoneMinLength: 8, phoneMaxLength: 8 };
const my: PhoneAreaCode = { value: "+60", countryCode: "MY", countryName: "Malaysia", reg: "^1\\d{8,9}$", phoneMinLength: 9, phoneMaxLength: 10 };

describe("contactKind", () => {
  it("takes all digits with an optional leading + as a phone, anything else as an e-mail", () => {
    expect(contactKind("81234567")).toBe("phone");
    expect(contactKind(" +6581234567 ")).toBe("phone");
    expect(contactKind("8123 4567")).toBe("email");
    expect(contactKind("++65")).toBe("email");
    expect(contactKind("mei@example.com")).toBe("email");
    expect(contactKind("8123a")).toBe("email");
  });

  it("takes an empty input as the site's preferred login", () => {
    expect(contactKind("")).toBe("email");
    expect(contactKind("  ", "phone")).toBe("phone");
    expect(contactKind("", "email")).toBe("email");
  });
});

describe("input limits", () => {
  it("allows 16 characters for a phone and 45 for an e-mail", () => {
    expect(limitContactInput("1".repeat(20))).toBe("1".repeat(16));
    expect(limitContactInput(`${"a".repeat(50)}@x.com`)).toHaveLength(45);
    expect(limitContactInput("mei@example.com")).toBe("mei@example.com");
  });

  it("keeps only 6 digits of a code", () => {
    expect(codeInput("12 34-56 78")).toBe("123456");
    expect(codeInput("abc")).toBe("");
  });
});

describe("validateContact", () => {
  it("requires an input", () => {
    expect(validateContact("", sg)).toBe("required");
    expect(validateContact("   ", sg)).toBe("required");
  });

  it("checks a phone against the chosen area code's pattern and lengths", () => {
    expect(validateContact("81234567", sg)).toBeUndefined();
    expect(validateContact("+81234567", sg)).toBeUndefined();
    expect(validateContact("71234567", sg)).toBe("invalidPhone");
    expect(validateContact("8123456", sg)).toBe("invalidPhone");
    expect(validateContact("123456789", my)).toBeUndefined();
    expect(validateContact("1234567890", my)).toBeUndefined();
    expect(validateContact("12345678901", my)).toBe("invalidPhone");
    expect(validateContact("81234567", undefined)).toBe("invalidPhone");
  });

  it("checks an e-mail: local part, @, domain and a 2 to 8 letter ending, at most 45 characters", () => {
    expect(validateContact("mei.tan@example.com", sg)).toBeUndefined();
    expect(validateContact(" mei@example.co.uk ", sg)).toBeUndefined();
    expect(validateContact("mei@example", sg)).toBe("invalidEmail");
    expect(validateContact("mei@example.c", sg)).toBe("invalidEmail");
    expect(validateContact("mei@example.abcdefghi", sg)).toBe("invalidEmail");
    expect(validateContact("mei example@x.com", sg)).toBe("invalidEmail");
    expect(validateContact(`${"a".repeat(40)}@x.com`, sg)).toBe("invalidEmail");
    expect(validateContact(`${"a".repeat(39)}@x.com`, sg)).toBeUndefined();
  });
});

describe("validateCode", () => {
  it("asks for a code, then exactly 6 digits", () => {
    expect(validateCode("")).toBe("codeRequired");
    expect(validateCode("12345")).toBe("codeIncorrect");
    expect(validateCode("1234567")).toBe("codeIncorrect");
    expect(validateCode("12345a")).toBe("codeIncorrect");
    expect(validateCode("123456")).toBeUndefined();
  });
});

describe("error texts", () => {
  it("has the spec's English messages", () => {
    const text = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    expect(Object.fromEntries(Object.entries(LOGIN_INPUT_ERROR_KEYS).map(([error, key]) => [error, text(key)]))).toEqual({
      required: "The input is required.",
      invalidPhone: "Please enter a valid mobile number.",
      invalidEmail: "Please enter a valid e-mail.",
      codeRequired: "Please enter your code.",
      codeIncorrect: "Incorrect OTP entered.",
      policiesRequired: "Please confirm the policies to continue",
    });
  });
});

describe("login contacts", () => {
  it("names a phone with digits and calling code, an e-mail by its trimmed address", () => {
    expect(toLoginContact("+81234567", sg)).toEqual({ type: 0, accountName: "81234567", countryCallingCode: "+65" });
    expect(toLoginContact(" mei@example.com ", sg)).toEqual({ type: 2, accountName: "mei@example.com" });
  });

  it("labels and names contacts for payloads", () => {
    expect(contactLabel({ type: 0, accountName: "81234567", countryCallingCode: "+65" })).toBe("+65 81234567");
    expect(contactLabel({ type: 2, accountName: "mei@example.com" })).toBe("mei@example.com");
    expect(phoneOrEmail({ type: 0, accountName: "81234567", countryCallingCode: "+65" })).toEqual({ phone: "81234567", countryCallingCode: "+65" });
    expect(phoneOrEmail({ type: 2, accountName: "mei@example.com" })).toEqual({ email: "mei@example.com" });
  });
});
