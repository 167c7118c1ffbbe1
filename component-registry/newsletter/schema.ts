import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { shortText, optionalText } from "../shared/schema-parts.js";

/** An e-mail sign-up (submitEmail) with the validation of SPEC §5. */
export const newsletterSchema = {
  type: "object",
  properties: {
    title: shortText(120),
    description: optionalText(300),
  },
  required: ["title"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type NewsletterData = FromSchema<typeof newsletterSchema>;

export const newsletterSpec = componentSpec<NewsletterData>("Newsletter", {
  schema: newsletterSchema,
  defaults: { title: "Stay in touch" },
});
