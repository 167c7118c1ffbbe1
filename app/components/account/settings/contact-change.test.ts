import { describe, expect, it } from "vitest";
import { ContactType } from "../../../../schemas/account-values.js";
import { contract } from "../../../../schemas/api/contract.js";
import { modifyByCodeRequest, verifyingContact } from "./contact-change.js";

const both = { phone: "81234567", countryCallingCode: "+65", email: "mei@example.com" };
const phone = { type: ContactType.phone, accountName: "81234567", countryCallingCode: "+65" };
const email = { type: ContactType.email, accountName: "mei@example.com" };

describe("the contact that proves a change", () => {
  it("is the contact being replaced", () => {
    expect(verifyingContact(both, "phone")).toEqual(phone);
    expect(verifyingContact(both, "email")).toEqual(email);
  });

  it("is the other contact when the account has none of that kind", () => {
    expect(verifyingContact({ ...both, email: null }, "email")).toEqual(phone);
    expect(verifyingContact({ ...both, phone: null }, "phone")).toEqual(email);
    expect(verifyingContact({ ...both, countryCallingCode: null }, "phone")).toEqual(email);
  });

  it("is missing when the account has neither", () => {
    expect(verifyingContact({ phone: null, countryCallingCode: null, email: null }, "phone")).toBeNull();
  });
});

describe("modifyUserInfoByCode body", () => {
  it("names the current contact and the new one, each with its code, as the contract wants", () => {
    const newPhone = { type: ContactType.phone, accountName: "91234567", countryCallingCode: "+65" };
    const body = modifyByCodeRequest(phone, "111111", newPhone, "222222");
    expect(body).toEqual({
      phone: "81234567",
      countryCallingCode: "+65",
      verificationCode: "111111",
      targetPhone: "91234567",
      targetCountryCallingCode: "+65",
      targetVerificationCode: "222222",
    });
    expect(contract.modifyUserInfoByCode.request.safeParse(body).success).toBe(true);

    const toEmail = modifyByCodeRequest(phone, "111111", { type: ContactType.email, accountName: "new@example.com" }, "222222");
    expect(toEmail).toEqual({ phone: "81234567", countryCallingCode: "+65", verificationCode: "111111", targetEmail: "new@example.com", targetVerificationCode: "222222" });
    expect(contract.modifyUserInfoByCode.request.safeParse(toEmail).success).toBe(true);
  });
});
