import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { shortText, optionalText } from "../shared/schema-parts.js";

/** Type 69: a conversion component that collects a sales lead (signed submit leads). */
export const leadFormSchema = {
  type: "object",
  properties: {
    /** The lead component this form feeds (navigation links name it as leadComponentId). */
    leadComponentId: { type: "integer", minimum: 1 },
    title: shortText(120),
    subtitle: optionalText(300),
    /** The name is always asked; these are asked too, in this order. */
    fields: {
      type: "array",
      items: { type: "string", enum: ["phone", "email", "grade", "message"] },
      uniqueItems: true,
      maxItems: 4,
      /** A lead needs a way to reach the family (submit leads refuses one without phone or e-mail). */
      contains: { type: "string", enum: ["phone", "email"] },
    },
    submitLabel: shortText(40),
    successMessage: shortText(300),
  },
  required: ["leadComponentId", "title", "fields", "submitLabel", "successMessage"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type LeadFormData = FromSchema<typeof leadFormSchema>;

export const leadFormSpec = componentSpec<LeadFormData>("LeadForm", {
  schema: leadFormSchema,
  defaults: { leadComponentId: 1, title: "Talk to an advisor", fields: ["phone", "email"], submitLabel: "Send", successMessage: "Thank you! We will be in touch soon." },
});
