import { describe, expect, it } from "vitest";
import { ContactType } from "../../../../schemas/account-values.js";
import { canSubmitBindEmail, isValidBindEmail, sentCodeKey } from "./bind-rules.js";

describe("bind e-mail button", () => {
  it("is enabled only when the input is non-empty with an @ after its first character", () => {
    expect(canSubmitBindEmail("")).toBe(false);
    expect(canSubmitBindEmail("   ")).toBe(false);
    expect(canSubmitBindEmail("mei")).toBe(false);
    expect(canSubmitBindEmail("@example.com")).toBe(false);
    expect(canSubmitBindEmail(" @example.com")).toBe(false);
    expect(canSubmitBindEmail("m@")).toBe(true);
    expect(canSubmitBindEmail("mei@example")).toBe(true);
  });

  it("lets through, on submit, only an address with a local part, a domain and a 2 to 8 letter ending", () => {
    expect(isValidBindEmail("mei@example")).toBe(false);
    expect(isValidBindEmail("mei@example.c")).toBe(false);
    expect(isValidBindEmail("mei@example.abcdefghi")).toBe(false);
    expect(isValidBindEmail(" mei.tan@example.com.sg ")).toBe(true);
  });
});

describe("resend cookie key", () => {
  it("tells sends apart by scene and by calling code", () => {
    const phone = { type: ContactType.phone, accountName: "81234567", countryCallingCode: "+65" };
    expect(sentCodeKey(3, phone)).toBe("3 +65 81234567");
    expect(sentCodeKey(3, { ...phone, countryCallingCode: "+60" })).not.toBe(sentCodeKey(3, phone));
    expect(sentCodeKey(2, { type: ContactType.email, accountName: "mei@example.com" })).not.toBe(sentCodeKey(3, { type: ContactType.email, accountName: "mei@example.com" }));
  });
});
