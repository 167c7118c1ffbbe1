import { z } from "zod";
import { callingCodeField, personNameField, phoneField } from "../../account-rules.js";
import { defineCall } from "../define-call.js";
import { id, text } from "../fields.js";

const uid = text(64, { min: 1 });
const line = (max: number) => text(max, { trim: true });

/** What a parent enters for an address (SPEC §3 Address); the postcode is asked for where the site shows it. */
export const addressFieldsSchema = z.object({
  name: personNameField,
  countryCallingCode: callingCodeField,
  phone: phoneField,
  postcode: line(16).default(""),
  address1: line(120).min(1),
  address2: line(120).default(""),
  city: line(64).default(""),
  state: line(64).default(""),
  suburb: line(64).default(""),
  country: line(64).min(1),
  use: z.enum(["delivery", "billing"]),
  isDefault: z.boolean().default(false),
});

export const addressSchema = addressFieldsSchema.extend({ id, uid, postcode: z.string(), address2: z.string(), city: z.string(), state: z.string(), suburb: z.string(), isDefault: z.boolean() });
export type Address = z.output<typeof addressSchema>;

/** A student's address book; every call answers 4003 for a student or address outside the signed-in family. */
export const addressCalls = {
  queryAddressList: defineCall({
    path: "/account/addresses",
    summary: "A family student's addresses, the default first.",
    request: z.object({ uid }),
    response: z.array(addressSchema),
    auth: "required",
  }),
  addAddress: defineCall({
    path: "/account/addresses/add",
    summary: "Adds an address; the first one, or one marked default, becomes the default.",
    request: addressFieldsSchema.extend({ uid }),
    response: z.object({ id }),
    auth: "required",
  }),
  updateAddress: defineCall({
    path: "/account/addresses/update",
    summary: "Changes an address; 'Update failed. Same with the previous address.' when nothing changes.",
    request: addressFieldsSchema.extend({ id }),
    response: z.null(),
    auth: "required",
  }),
  deleteAddress: defineCall({
    path: "/account/addresses/delete",
    summary: "Deletes an address; when it was the default, the most recent other one becomes the default.",
    request: z.object({ id }),
    response: z.null(),
    auth: "required",
  }),
  setDefaultAddress: defineCall({
    path: "/account/addresses/default",
    summary: "Makes an address its student's default.",
    request: z.object({ id }),
    response: z.null(),
    auth: "required",
  }),
};
