import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  areaCodeChange,
  CONTACT_ERROR_KEYS,
  contactMaxLength,
  contactErrorText,
  isPhoneLike,
  isValidEmail,
  normalizePhone,
  validateChoice,
  validateEmail,
  validateName,
  validatePhone,
  validateText,
} from "./contact-validation.js";
import en from "../../i18n/locales/en.json";

const us = { reg: "^[2-9]\\d{9}$", phoneMinLength: 10, phoneMaxLength: 10 };
const sg = { reg: "^[89]\\d{7}$", phoneMinLength: 8, phoneMaxLength: 8 };

describe("validateName", () => {
  it("requires a name", () => {
    expect(validateName("")).toEqual({ code: "required" });
    expect(validateName("   ")).toEqual({ code: "required" });
  });

  it("accepts 1 to 65 characters once trimmed", () => {
    expect(validateName("A")).toBeUndefined();
    expect(validateName("  Mei Tan  ")).toBeUndefined();
    expect(validateName("x".repeat(65))).toBeUndefined();
    expect(validateName(` ${"x".repeat(65)} `)).toBeUndefined();
    expect(validateName("x".repeat(66))).toEqual({ code: "tooLong", max: 65 });
  });
});

describe("contactMaxLength", () => {
  it("allows 16 characters for a phone and 45 for an e-mail (SPEC §5)", () => {
    expect(contactMaxLength("phone")).toBe(16);
    expect(contactMaxLength("email")).toBe(45);
  });
});

describe("phone rules", () => {
  it("treats all digits with an optional leading + as a phone", () => {
    expect(isPhoneLike("91234567")).toBe(true);
    expect(isPhoneLike("+6591234567")).toBe(true);
    expect(isPhoneLike(" 4085550142 ")).toBe(true);
    expect(isPhoneLike("408-555-0142")).toBe(false);
    expect(isPhoneLike("++1")).toBe(false);
    expect(isPhoneLike("a@b.com")).toBe(false);
  });

  it("drops the leading + and surrounding spaces", () => {
    expect(normalizePhone(" +4085550142 ")).toBe("4085550142");
    expect(normalizePhone("91234567")).toBe("91234567");
  });

  it("requires a number unless optional", () => {
    expect(validatePhone("", us)).toEqual({ code: "required" });
    expect(validatePhone(" ", us, false)).toBeUndefined();
  });

  it("accepts numbers matching the area code's pattern and length", () => {
    expect(validatePhone("4085550142", us)).toBeUndefined();
    expect(validatePhone("+4085550142", us)).toBeUndefined();
    expect(validatePhone("91234567", sg)).toBeUndefined();
  });

  it("refuses other numbers", () => {
    const invalid = { code: "invalidPhone" };
    expect(validatePhone("1085550142", us)).toEqual(invalid); // pattern: first digit 2-9
    expect(validatePhone("408555014", us)).toEqual(invalid); // too short
    expect(validatePhone("40855501420", us)).toEqual(invalid); // too long
    expect(validatePhone("408 555 0142", us)).toEqual(invalid); // not digits only
    expect(validatePhone("71234567", sg)).toEqual(invalid);
    expect(validatePhone("91234567", undefined)).toEqual(invalid); // no area code chosen
  });

  it("still checks lengths when the area pattern does not compile", () => {
    const broken = { reg: "([", phoneMinLength: 6, phoneMaxLength: 8 };
    expect(validatePhone("1234567", broken)).toBeUndefined();
    expect(validatePhone("12345", broken)).toEqual({ code: "invalidPhone" });
  });
});

describe("validateEmail", () => {
  it("requires an address unless optional", () => {
    expect(validateEmail("")).toEqual({ code: "required" });
    expect(validateEmail("", false)).toBeUndefined();
  });

  it("accepts local@domain with a 2 to 8 letter ending", () => {
    expect(validateEmail("parent@example.com")).toBeUndefined();
    expect(validateEmail(" mei.tan+maths@school.edu.sg ")).toBeUndefined();
    expect(validateEmail("a@b.academy")).toBeUndefined();
    expect(isValidEmail("user@mail.co.uk")).toBe(true);
  });

  it("refuses other text", () => {
    const invalid = { code: "invalidEmail" };
    for (const value of ["parent", "parent@", "@example.com", "parent@example", "parent@example.c", "a@b.abcdefghi", "a b@c.com", "a@b.c0m"]) {
      expect(validateEmail(value), value).toEqual(invalid);
    }
  });

  it("accepts only what the service's z.email() accepts", () => {
    const serviceEmail = z.email();
    for (const value of ["first.last@example.com", "a..b@example.com", ".a@example.com", "a.@example.com", "a@-b.com", "a@b..com", "o'brien@example.ie", "a#b@example.com"]) {
      if (isValidEmail(value)) expect(serviceEmail.safeParse(value).success, value).toBe(true);
    }
    expect(isValidEmail("a..b@example.com")).toBe(false);
  });

  it("refuses addresses longer than 45 characters", () => {
    const long = `${"a".repeat(40)}@b.com`;
    expect(validateEmail(long)).toEqual({ code: "tooLong", max: 45 });
  });
});

describe("choices and free text", () => {
  it("requires a choice", () => {
    expect(validateChoice("")).toEqual({ code: "required" });
    expect(validateChoice("3")).toBeUndefined();
    expect(validateChoice("", false)).toBeUndefined();
  });

  it("bounds free text", () => {
    expect(validateText("", 500)).toBeUndefined();
    expect(validateText("", 500, true)).toEqual({ code: "required" });
    expect(validateText("x".repeat(500), 500)).toBeUndefined();
    expect(validateText("x".repeat(501), 500)).toEqual({ code: "tooLong", max: 500 });
  });
});

describe("error texts", () => {
  it("has an English text for every error", () => {
    const texts = en.components.contactValidation as Record<string, string>;
    for (const key of Object.values(CONTACT_ERROR_KEYS)) {
      expect(texts[key.split(".").pop()!]).toBeTruthy();
    }
    expect(texts.required).toBe("The input is required.");
    expect(texts.invalidPhone).toBe("Please enter a valid mobile number.");
    expect(texts.invalidEmail).toBe("Please enter a valid e-mail.");
  });

  it("passes the limit to the translation", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}|${String(options?.max)}`;
    expect(contactErrorText(t, { code: "tooLong", max: 65 })).toBe("components.contactValidation.tooLong|65");
  });
});

describe("areaCodeChange", () => {
  const values = { name: "Mei", areaCode: "SG", phone: "" };
  const change = (phone: string, phoneErrorShown: boolean) => {
    const form = { setValues: vi.fn(), recheckPhone: vi.fn() };
    areaCodeChange({ ...values, phone }, phoneErrorShown, form)("MY");
    return form;
  };

  it("sets the area code and keeps the other values", () => {
    expect(change("81234567", false).setValues).toHaveBeenCalledWith({ name: "Mei", areaCode: "MY", phone: "81234567" });
  });

  it("re-checks a typed number or a shown error, not an empty untouched field", () => {
    expect(change("81234567", false).recheckPhone).toHaveBeenCalledWith({ name: "Mei", areaCode: "MY", phone: "81234567" });
    expect(change("", true).recheckPhone).toHaveBeenCalledWith({ name: "Mei", areaCode: "MY", phone: "" });
    expect(change("", false).recheckPhone).not.toHaveBeenCalled();
    expect(change("   ", false).recheckPhone).not.toHaveBeenCalled();
  });
});
