import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, urlField, optionalText } from "../shared/schema-parts.js";

/** A video with native controls, optional poster and captions. */
export const videoSchema = {
  type: "object",
  properties: {
    title: optionalText(200),
    src: urlField,
    poster: imageField(),
    captions: urlField,
  },
  required: ["src"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type VideoData = FromSchema<typeof videoSchema>;

export const videoSpec = componentSpec<VideoData>("Video", {
  schema: videoSchema,
  defaults: { src: "/files/intro.mp4" },
});
