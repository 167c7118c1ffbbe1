import { z } from "zod";
import { callingCodeField, phoneField } from "../../account-rules.js";
import { defineCall } from "../define-call.js";
import { id, text } from "../fields.js";

export const leadContactSchema = z
  .object({
    name: text(65, { min: 1, trim: true }),
    countryCallingCode: callingCodeField.optional(),
    phone: phoneField.optional(),
    email: z.email().max(45).optional(),
    gradeId: id.optional(),
    message: text(500, { multiline: true }).optional(),
    /** The lead form (builder component) it came from. */
    leadComponentId: id.optional(),
    /** The page path the visitor was on. */
    pagePath: text(512).optional(),
    /** A lead saved earlier (a form's first step) that this call continues. */
    leadId: z.uuid().optional(),
  })
  .refine((lead) => lead.phone !== undefined || lead.email !== undefined, {
    message: "a phone or an email is required",
    path: ["phone"],
  })
  .refine((lead) => lead.phone === undefined || lead.countryCallingCode !== undefined, {
    message: "required with a phone",
    path: ["countryCallingCode"],
  });

export const leadCalls = {
  saveLeads: defineCall({
    path: "/leads/save",
    summary: "Keeps what a visitor entered so far in a multi-step lead form (signed against automation).",
    request: leadContactSchema,
    response: z.object({ leadId: z.string() }),
    signed: true,
  }),
  submitLeads: defineCall({
    path: "/leads/submit",
    summary: "Records a sales lead from a lead form, completing a saved one when leadId is given (signed).",
    request: leadContactSchema,
    response: z.object({ leadId: z.string() }),
    signed: true,
  }),
};
