import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import type { ComponentSpec } from "../define.js";

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

export const richTextSpec: ComponentSpec<RichTextData> = {
  name: "RichText",
  type: 1,
  schema: richTextSchema,
  defaults: { html: "<p></p>" },
};
