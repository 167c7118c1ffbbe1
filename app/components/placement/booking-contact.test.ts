import { describe, expect, it } from "vitest";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { user } from "../../../tests/helpers/sample-accounts.js";
import { contactRequest, initialContact, validateContact, type BookingContactValues } from "./booking-contact.js";

const us = fixtureSite("us");
const areaCodes = us.phoneAreaCodes;
const values = (overrides: Partial<BookingContactValues> = {}): BookingContactValues => ({ name: "Jenny Miller", areaCode: "US", phone: "", email: "", ...overrides });

describe("initialContact", () => {
  it("starts from the parent's nickname, login phone with its area code and e-mail", () => {
    const parent = user({ parentNickname: "Jenny", phone: "4155550142", countryCallingCode: "+1", email: "jenny@example.com" });
    expect(initialContact(parent, areaCodes, "US")).toEqual({ name: "Jenny", areaCode: "US", phone: "4155550142", email: "jenny@example.com" });
  });

  it("falls back on the contact phone and e-mail the family gave", () => {
    const parent = user({ attentionPhone: "7700900142", attentionCountryCode: "+44", attentionEmail: "sarah@example.com" });
    const uk = fixtureSite("uk");
    expect(initialContact(parent, uk.phoneAreaCodes, "GB")).toMatchObject({ areaCode: "GB", phone: "7700900142", email: "sarah@example.com" });
  });

  it("leaves out a phone whose calling code the site does not offer, and starts on the site's own area code", () => {
    const parent = user({ phone: "81234567", countryCallingCode: "+999" });
    expect(initialContact(parent, areaCodes, "US")).toMatchObject({ areaCode: "US", phone: "" });
  });

  it("is empty without a signed-in parent", () => {
    expect(initialContact(null, areaCodes, "US")).toEqual({ name: "", areaCode: "US", phone: "", email: "" });
  });
});

describe("validateContact", () => {
  it("needs a name, within the call's 60 characters", () => {
    expect(validateContact(values({ name: "  ", email: "a@example.com" }), areaCodes)).toEqual({ name: { code: "required" } });
    expect(validateContact(values({ name: "x".repeat(61), email: "a@example.com" }), areaCodes)).toEqual({ name: { code: "tooLong", max: 60 } });
  });

  it("needs a phone or an e-mail, at least one", () => {
    expect(validateContact(values(), areaCodes)).toEqual({ phone: { code: "phoneOrEmail" } });
    expect(validateContact(values({ phone: "4155550142" }), areaCodes)).toEqual({});
    expect(validateContact(values({ email: "jenny@example.com" }), areaCodes)).toEqual({});
    expect(validateContact(values({ phone: "4155550142", email: "jenny@example.com" }), areaCodes)).toEqual({});
  });

  it("checks each one given against its rules", () => {
    expect(validateContact(values({ phone: "12", email: "jenny@" }), areaCodes)).toEqual({ phone: { code: "invalidPhone" }, email: { code: "invalidEmail" } });
  });
});

describe("contactRequest", () => {
  it("sends the phone's digits with its calling code, and leaves out what is empty", () => {
    expect(contactRequest(values({ name: " Jenny ", phone: "+4155550142" }), areaCodes)).toEqual({ name: "Jenny", phone: "4155550142", countryCallingCode: "+1" });
    expect(contactRequest(values({ email: " jenny@example.com " }), areaCodes)).toEqual({ name: "Jenny Miller", email: "jenny@example.com" });
  });
});
