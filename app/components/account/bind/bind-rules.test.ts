import { describe, expect, it } from "vitest";
import { ContactType } from "../../../../schemas/account-rules.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { canSubmitBindEmail, contactTypeOf, isValidBindEmail, parseContact, sentCodeKey } from "./bind-rules.js";
import { resendAllowedAt } from "./use-code-countdown.js";

const [singapore, malaysia] = fixtureSite("sg").phoneAreaCodes;

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

describe("bind phone-or-e-mail input", () => {
  it("takes digits with an optional + as a phone and anything else as an e-mail", () => {
    expect(contactTypeOf("+6581234567")).toBe(ContactType.phone);
    expect(contactTypeOf("81234567")).toBe(ContactType.phone);
    expect(contactTypeOf("8123 4567")).toBe(ContactType.email);
    expect(contactTypeOf("mei@example.com")).toBe(ContactType.email);
  });

  it("checks a phone against the chosen area code and sends its digits with the calling code", () => {
    expect(parseContact("+81234567", singapore)).toEqual({ contact: { type: ContactType.phone, value: "81234567", countryCallingCode: "+65" } });
    expect(parseContact("81234567", malaysia)).toEqual({ error: { code: "invalidPhone" } });
    expect(parseContact("123456789", malaysia)).toEqual({ contact: { type: ContactType.phone, value: "123456789", countryCallingCode: "+60" } });
  });

  it("checks an e-mail against the pattern and sends it trimmed, without a calling code", () => {
    expect(parseContact(" mei@example.com ", singapore)).toEqual({ contact: { type: ContactType.email, value: "mei@example.com" } });
    expect(parseContact("mei@example", singapore)).toEqual({ error: { code: "invalidEmail" } });
    expect(parseContact(" ", singapore)).toEqual({ error: { code: "required" } });
  });
});

describe("resend countdown", () => {
  it("tells sends apart by scene and by calling code", () => {
    const phone = { type: ContactType.phone, value: "81234567", countryCallingCode: "+65" };
    expect(sentCodeKey(3, phone)).toBe("3 +65 81234567");
    expect(sentCodeKey(3, { ...phone, countryCallingCode: "+60" })).not.toBe(sentCodeKey(3, phone));
    expect(sentCodeKey(2, { type: ContactType.email, value: "mei@example.com" })).not.toBe(sentCodeKey(3, { type: ContactType.email, value: "mei@example.com" }));
  });

  const sentAt = 1_700_000_000_000;

  it("resumes for the same contact within 60 s of the send", () => {
    expect(resendAllowedAt({ contact: "mei@example.com", sentAt }, "mei@example.com", sentAt + 15_000)).toBe(sentAt + 60_000);
  });

  it("does not hold back another contact, a send 60 s ago or a send dated in the future", () => {
    expect(resendAllowedAt({ contact: "mei@example.com", sentAt }, "kai@example.com", sentAt + 1_000)).toBeUndefined();
    expect(resendAllowedAt({ contact: "mei@example.com", sentAt }, "mei@example.com", sentAt + 60_000)).toBeUndefined();
    expect(resendAllowedAt({ contact: "mei@example.com", sentAt }, "mei@example.com", sentAt - 1_000)).toBeUndefined();
    expect(resendAllowedAt(undefined, "mei@example.com", sentAt)).toBeUndefined();
  });
});
