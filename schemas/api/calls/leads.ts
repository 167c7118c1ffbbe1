import { z } from "zod";
import { defineCall } from "../define-call.js";
import { id } from "../fields.js";

export const leadContactSchema = z
  .object({
    name: z.string().trim().min(1).max(65),
    countryCallingCode: z.string().regex(/^\+\d{1,4}$/).optional(),
    phone: z.string().regex(/^\d{4,16}$/).optional(),
    email: z.email().max(45).optional(),
    gradeId: id.optional(),
    message: z.string().max(500).optional(),
    /** The lead form (builder component) it came from. */
    leadComponentId: id.optional(),
    /** The page path the visitor was on. */
    pagePath: z.string().max(512).optional(),
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
