import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, linkField, optionalText } from "../shared/schema-parts.js";

/** Rotating banners; each slide may link somewhere. */
export const bannerCarouselSchema = {
  type: "object",
  properties: {
    slides: {
      type: "array",
      minItems: 1,
      maxItems: 10,
      items: {
        type: "object",
        properties: { image: imageField("alt"), mobileImage: imageField(), alt: optionalText(200), link: linkField },
        required: ["image", "alt"],
        additionalProperties: false,
      },
    },
    intervalMs: { type: "integer", minimum: 2000, maximum: 15000 },
  },
  required: ["slides"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type BannerCarouselData = FromSchema<typeof bannerCarouselSchema>;

export const bannerCarouselSpec = componentSpec<BannerCarouselData>("BannerCarousel", {
  schema: bannerCarouselSchema,
  defaults: { slides: [{ image: "/images/placeholder.svg", alt: "" }] },
});
