import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { urlField } from "../shared/schema-parts.js";

/** Type 35: a conversion component that is a link button (SPEC §3 navigation link conversionType link). */
export const conversionButtonSchema = {
  type: "object",
  properties: {
    label: { type: "string", minLength: 1, maxLength: 40 },
    url: urlField,
    newWindow: { type: "boolean" },
    variant: { type: "string", enum: ["primary", "secondary"] },
    align: { type: "string", enum: ["left", "center", "right"] },
  },
  required: ["label", "url"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ConversionButtonData = FromSchema<typeof conversionButtonSchema>;

export const conversionButtonSpec = componentSpec<ConversionButtonData>("ConversionButton", {
  schema: conversionButtonSchema,
  defaults: { label: "Book a free trial", url: "/level-test" },
});
