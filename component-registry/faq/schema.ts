import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { shortText, optionalText } from "../shared/schema-parts.js";

/** Questions that open to show their answer (answers are sanitized HTML). */
export const faqSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    items: {
      type: "array",
      minItems: 1,
      maxItems: 50,
      items: {
        type: "object",
        properties: {
          question: shortText(300),
          answer: { type: "string", minLength: 1, maxLength: 10_000, contentMediaType: "text/html" },
        },
        required: ["question", "answer"],
        additionalProperties: false,
      },
    },
  },
  required: ["items"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type FaqData = FromSchema<typeof faqSchema>;

export const faqSpec = componentSpec<FaqData>("Faq", {
  schema: faqSchema,
  defaults: { items: [{ question: "Question?", answer: "<p>Answer.</p>" }] },
});
