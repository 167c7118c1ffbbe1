import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone, shownEmail, shownPhone } from "./contact-masks.js";

describe("maskPhone", () => {
  it("hides the middle half of an even number of digits", () => {
    expect(maskPhone("91234567")).toBe("91****67");
    expect(maskPhone("4155550123")).toBe("41*****123");
    expect(maskPhone("1234")).toBe("1**4");
    expect(maskPhone("123456")).toBe("1***56");
  });

  it("rounds the hidden half up for an odd number of digits, keeping the extra digit at the end", () => {
    expect(maskPhone("1234567")).toBe("1****67");
    expect(maskPhone("13812345678")).toBe("13******678");
    expect(maskPhone("12345")).toBe("1***5");
    expect(maskPhone("123")).toBe("**3");
  });

  it("hides exactly ceil(n/2) digits for every length", () => {
    for (let length = 3; length <= 16; length++) {
      const digits = "7".repeat(length);
      const masked = maskPhone(digits);
      expect(masked).toHaveLength(length);
      expect(masked.replace(/\d/g, "")).toHaveLength(Math.ceil(length / 2));
      expect(masked).toMatch(/^\d*\*+\d+$/);
    }
  });

  it("leaves two digits or fewer unchanged", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("7")).toBe("7");
    expect(maskPhone("42")).toBe("42");
    expect(maskPhone("+65 42")).toBe("+65 42");
  });

  it("keeps a calling code separated by a space or hyphen", () => {
    expect(maskPhone("+65 91234567")).toBe("+65 91****67");
    expect(maskPhone("+1-4155550123")).toBe("+1-41*****123");
    expect(maskPhone("+852 9123 4567")).toBe("+852 91** **67");
  });

  it("keeps the given calling code when it is glued to the number", () => {
    expect(maskPhone("+6591234567", "+65")).toBe("+6591****67");
    expect(maskPhone("+6591234567", "65")).toBe("+6591****67");
    expect(maskPhone("+65 91234567", "+65")).toBe("+65 91****67");
    // Not the given code: the whole text counts.
    expect(maskPhone("91234567", "+65")).toBe("91****67");
    expect(maskPhone("+6591234567", "+44")).toBe("+65*****567");
  });

  it("masks only digits and keeps separators in place", () => {
    expect(maskPhone("9123 4567")).toBe("91** **67");
    expect(maskPhone("(415) 555-0123")).toBe("(41*) ***-*123");
  });
});

describe("maskEmail", () => {
  it("hides the middle half of the local part", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("ja****oe@example.com");
    expect(maskEmail("abc@example.com")).toBe("**c@example.com");
    expect(maskEmail("a@example.com")).toBe("*@example.com");
    expect(maskEmail("not an address")).toBe("not an address");
  });
});

describe("shownPhone and shownEmail", () => {
  it("show a contact the one way every screen shows it: calling code, then masked", () => {
    expect(shownPhone("91234567", "+65")).toBe("+65 91****67");
    expect(shownPhone("4155550123")).toBe("41*****123");
    expect(shownEmail("jane.doe@example.com")).toBe("ja****oe@example.com");
  });

  it("have nothing to show for a missing contact", () => {
    expect(shownPhone(null, "+65")).toBeNull();
    expect(shownPhone("")).toBeNull();
    expect(shownEmail(undefined)).toBeNull();
  });
});
