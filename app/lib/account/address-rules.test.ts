import { describe, expect, it } from "vitest";
import { addressFieldsSchema, type Address } from "../../../schemas/api/calls/addresses.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import {
  ADDRESS_MAX_LENGTHS,
  addressFormFields,
  addressRequest,
  defaultFirst,
  initialAddressValues,
  isRequiredAddressField,
  showsPostcode,
  validateAddressForm,
  type AddressFormValues,
} from "./address-rules.js";

const sg = fixtureSite("sg");
const hk = fixtureSite("hk");
const us = fixtureSite("us");

const filled = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  ...initialAddressValues(undefined, sg.phoneAreaCodes, "SG"),
  name: "Mei Tan",
  phone: "91234567",
  address1: "1 Orchard Road",
  postcode: "238823",
  country: "Singapore",
  ...overrides,
});

const stored: Address = {
  id: 7,
  uid: "u-1",
  name: "Mei Tan",
  countryCallingCode: "+1",
  phone: "4155550123",
  postcode: "94016",
  address1: "1 Market St",
  address2: "",
  city: "San Francisco",
  state: "CA",
  suburb: "",
  country: "United States",
  use: "billing",
  isDefault: true,
};

describe("postcode by site", () => {
  it("is shown in Singapore and hidden in Hong Kong", () => {
    expect(showsPostcode("sg")).toBe(true);
    expect(showsPostcode("hk")).toBe(false);
    expect(addressFormFields("sg")).toContain("postcode");
    expect(addressFormFields("hk")).not.toContain("postcode");
  });

  it("is never sent from Hong Kong", () => {
    const values = filled({ areaCode: "HK", phone: "51234567", postcode: "999077" });
    expect(addressRequest(values, hk.phoneAreaCodes, "hk").postcode).toBe("");
    expect(addressRequest(filled(), sg.phoneAreaCodes, "sg").postcode).toBe("238823");
  });
});

describe("required fields", () => {
  it("are the name, phone, first address line and country", () => {
    expect(addressFormFields("sg").filter(isRequiredAddressField)).toEqual(["name", "phone", "address1", "country"]);
  });

  it("are reported when empty; the others, and the postcode, are optional", () => {
    const empty = initialAddressValues(undefined, sg.phoneAreaCodes, "SG");
    expect(validateAddressForm(addressFormFields("sg"), empty, sg.phoneAreaCodes)).toEqual({
      name: "required",
      phone: "required",
      address1: "required",
      country: "required",
    });
    expect(validateAddressForm(addressFormFields("sg"), filled({ postcode: "", city: "  " }), sg.phoneAreaCodes)).toEqual({});
  });

  it("take a name of letters and spaces and a phone of the chosen area code", () => {
    const fields = addressFormFields("sg");
    expect(validateAddressForm(fields, filled({ name: "Mei 2" }), sg.phoneAreaCodes)).toEqual({ name: "invalidName" });
    expect(validateAddressForm(fields, filled({ phone: "1234" }), sg.phoneAreaCodes)).toEqual({ phone: "invalidPhone" });
    expect(validateAddressForm(fields, filled({ areaCode: "MY", phone: "123456789" }), sg.phoneAreaCodes)).toEqual({});
    expect(validateAddressForm(fields, filled({ address1: "x".repeat(121) }), sg.phoneAreaCodes)).toEqual({ address1: "tooLong" });
  });
});

describe("the request", () => {
  it("is trimmed, carries the calling code and is what the contract accepts", () => {
    const body = addressRequest(filled({ name: " Mei Tan ", phone: "+91234567", address2: " #02-01 " }), sg.phoneAreaCodes, "sg");
    expect(body).toEqual({
      name: "Mei Tan",
      countryCallingCode: "+65",
      phone: "91234567",
      postcode: "238823",
      address1: "1 Orchard Road",
      address2: "#02-01",
      city: "",
      state: "",
      suburb: "",
      country: "Singapore",
      use: "delivery",
      isDefault: false,
    });
    expect(addressFieldsSchema.safeParse(body).success).toBe(true);
  });

  it("accepts every field at its limit, as the contract does", () => {
    const longest = Object.fromEntries(Object.entries(ADDRESS_MAX_LENGTHS).map(([field, max]) => [field, (field === "name" ? "a" : "1").repeat(max)]));
    const values = filled(longest);
    expect(validateAddressForm(addressFormFields("sg"), values, sg.phoneAreaCodes)).toEqual({});
    expect(addressFieldsSchema.safeParse(addressRequest(values, sg.phoneAreaCodes, "sg")).success).toBe(true);
    for (const [field, max] of Object.entries(ADDRESS_MAX_LENGTHS)) {
      const over = addressRequest(filled({ [field]: "a".repeat(max + 1) }), sg.phoneAreaCodes, "sg");
      expect(addressFieldsSchema.safeParse(over).success, field).toBe(false);
    }
  });
});

describe("editing", () => {
  it("starts from the stored address, on the site's own country when the calling code is shared", () => {
    expect(initialAddressValues(stored, us.phoneAreaCodes, "US")).toMatchObject({ areaCode: "US", phone: "4155550123", use: "billing", isDefault: true });
    expect(initialAddressValues(stored, us.phoneAreaCodes, "CA").areaCode).toBe("CA");
    expect(initialAddressValues({ ...stored, countryCallingCode: "+86" }, us.phoneAreaCodes, "US").areaCode).toBe("CN");
  });

  it("starts a new address on the site's area code, for delivery", () => {
    expect(initialAddressValues(undefined, hk.phoneAreaCodes, "HK")).toMatchObject({ areaCode: "HK", use: "delivery", isDefault: false });
  });
});

describe("order", () => {
  it("puts the default address first and keeps the others in order", () => {
    const list = [
      { ...stored, id: 1, isDefault: false },
      { ...stored, id: 2, isDefault: false },
      { ...stored, id: 3, isDefault: true },
    ];
    expect(defaultFirst(list).map((address) => address.id)).toEqual([3, 1, 2]);
  });
});
