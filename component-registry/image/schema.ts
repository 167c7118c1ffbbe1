import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, linkField, optionalText } from "../shared/schema-parts.js";

/** A single image, optionally linked; a failed image shows the placeholder. */
export const imageSchema = {
  type: "object",
  properties: {
    src: imageField("alt"),
    alt: optionalText(200),
    caption: optionalText(300),
    width: { type: "integer", minimum: 1, maximum: 4000 },
    height: { type: "integer", minimum: 1, maximum: 4000 },
    link: linkField,
  },
  required: ["src", "alt"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ImageData = FromSchema<typeof imageSchema>;

export const imageSpec = componentSpec<ImageData>("Image", {
  schema: imageSchema,
  defaults: { src: "/images/placeholder.svg", alt: "" },
});
