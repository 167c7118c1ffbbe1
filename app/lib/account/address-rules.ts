import type { Address } from "../../../schemas/api/calls/addresses.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import { NAME_PATTERN } from "../../../schemas/account-values.js";
import type { Locale, PhoneAreaCode } from "../../../schemas/site.js";
import { defaultAreaCode } from "../../../ui/contact/area-codes.js";
import { normalizePhone, validatePhone, type ContactErrorCode } from "../../../ui/contact/contact-validation.js";

/** Address book rules (SPEC §3 Address): which fields a site asks for, which are required, what is sent. */

export type AddressUse = Address["use"];
export const ADDRESS_USES: readonly AddressUse[] = ["delivery", "billing"];

/** The text fields of the address form, in the order they are shown. The calling code goes with the phone. */
export const ADDRESS_FIELDS = ["name", "phone", "address1", "address2", "city", "suburb", "state", "postcode", "country"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = ["name", "phone", "address1", "country"];

/** Input limits of the address calls (schemas/api/calls/addresses.ts); the phone's come from its area code. */
export const ADDRESS_MAX_LENGTHS: Record<Exclude<AddressField, "phone">, number> = {
  name: 32,
  address1: 120,
  address2: 120,
  city: 64,
  suburb: 64,
  state: 64,
  postcode: 16,
  country: 64,
};

/**
 * The postcode is asked for in Singapore and everywhere else, except Hong Kong, which has no postcodes
 * (SPEC §3 Address: shown in Singapore, hidden in Hong Kong).
 */
export function showsPostcode(locale: Locale): boolean {
  return locale !== "hk";
}

/** The fields a site's address form shows, in order. */
export function addressFormFields(locale: Locale): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => field !== "postcode" || showsPostcode(locale));
}

export function isRequiredAddressField(field: AddressField): boolean {
  return REQUIRED_ADDRESS_FIELDS.includes(field);
}

export type AddressFormValues = Record<AddressField, string> & {
  /** The chosen area code's countryCode: two sites' countries can share a calling code (+1). */
  areaCode: string;
  use: AddressUse;
  isDefault: boolean;
};

export type AddressErrorCode = ContactErrorCode | "invalidName";
export type AddressFormErrors = Partial<Record<AddressField, AddressErrorCode>>;

/** The area code an address's calling code stands for: the site's own country first when they share it. */
function areaCodeFor(callingCode: string, areaCodes: readonly PhoneAreaCode[], siteCountryCode: string): PhoneAreaCode | undefined {
  const matching = areaCodes.filter((area) => area.value === callingCode);
  return matching.find((area) => area.countryCode === siteCountryCode) ?? matching[0];
}

/** What the form starts with: the address being edited, or an empty one on the site's own area code. */
export function initialAddressValues(
  address: Address | undefined,
  areaCodes: readonly PhoneAreaCode[],
  siteCountryCode: string,
): AddressFormValues {
  const siteArea = defaultAreaCode(areaCodes, siteCountryCode);
  if (!address) {
    return {
      name: "",
      areaCode: siteArea?.countryCode ?? "",
      phone: "",
      address1: "",
      address2: "",
      city: "",
      suburb: "",
      state: "",
      postcode: "",
      country: "",
      use: "delivery",
      isDefault: false,
    };
  }
  return {
    name: address.name,
    areaCode: (areaCodeFor(address.countryCallingCode, areaCodes, siteCountryCode) ?? siteArea)?.countryCode ?? "",
    phone: address.phone,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    suburb: address.suburb,
    state: address.state,
    postcode: address.postcode,
    country: address.country,
    use: address.use,
    isDefault: address.isDefault,
  };
}

/** One field's error, or undefined. */
export function validateAddressField(
  field: AddressField,
  values: AddressFormValues,
  areaCodes: readonly PhoneAreaCode[],
): AddressErrorCode | undefined {
  if (field === "phone") {
    return validatePhone(values.phone, areaCodes.find((area) => area.countryCode === values.areaCode))?.code;
  }
  const value = values[field].trim();
  if (!value) return isRequiredAddressField(field) ? "required" : undefined;
  if (value.length > ADDRESS_MAX_LENGTHS[field]) return "tooLong";
  if (field === "name" && !NAME_PATTERN.test(value)) return "invalidName";
  return undefined;
}

/** The errors of the shown fields; empty when the form can be sent. */
export function validateAddressForm(
  fields: readonly AddressField[],
  values: AddressFormValues,
  areaCodes: readonly PhoneAreaCode[],
): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of fields) {
    const error = validateAddressField(field, values, areaCodes);
    if (error) errors[field] = error;
  }
  return errors;
}

export type AddressFields = Omit<RequestOf<"updateAddress">, "id">;

/** The body of addAddress (with the uid) and updateAddress (with the id): trimmed, no postcode where hidden. */
export function addressRequest(values: AddressFormValues, areaCodes: readonly PhoneAreaCode[], locale: Locale): AddressFields {
  const area = areaCodes.find((candidate) => candidate.countryCode === values.areaCode);
  return {
    name: values.name.trim(),
    countryCallingCode: area?.value ?? "",
    phone: normalizePhone(values.phone),
    postcode: showsPostcode(locale) ? values.postcode.trim() : "",
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    suburb: values.suburb.trim(),
    country: values.country.trim(),
    use: values.use,
    isDefault: values.isDefault,
  };
}

/** The default address first, the others in the order given. */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
