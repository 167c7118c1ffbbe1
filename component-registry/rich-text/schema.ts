import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";

export const richTextSchema = {
  type: "object",
  properties: {
    /** Sanitized by the service before any page carries it (server/pages/sanitize.ts). */
    html: { type: "string", minLength: 1, maxLength: 100_000, contentMediaType: "text/html" },
  },
  required: ["html"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type RichTextData = FromSchema<typeof richTextSchema>;

export const richTextSpec = componentSpec<RichTextData>("RichText", {
  schema: richTextSchema,
  defaults: { html: "<p></p>" },
});
