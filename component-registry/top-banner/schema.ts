import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, linkField } from "../shared/schema-parts.js";

/** Type 66: the wide banner at the top of a page (SPEC §3 page module). */
export const topBannerSchema = {
  type: "object",
  properties: {
    headline: { type: "string", minLength: 1, maxLength: 120 },
    subline: { type: "string", maxLength: 300 },
    image: imageField("imageAlt"),
    mobileImage: imageField(),
    imageAlt: { type: "string", maxLength: 200 },
    backgroundColor: { type: "string", pattern: "^#[0-9a-fA-F]{6}$" },
    button: {
      type: "object",
      properties: { label: { type: "string", minLength: 1, maxLength: 40 }, link: linkField },
      required: ["label", "link"],
      additionalProperties: false,
    },
  },
  required: ["headline", "image"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type TopBannerData = FromSchema<typeof topBannerSchema>;

export const topBannerSpec = componentSpec<TopBannerData>("TopBanner", {
  schema: topBannerSchema,
  defaults: { headline: "Headline", image: "/images/placeholder.svg" },
});
