import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import type { ComponentSpec } from "../define.js";

/** The ads of a location key (resource query by location); shows and clicks are tracked. */
export const adSlotSchema = {
  type: "object",
  properties: {
    locationKey: {
      type: "string",
      enum: ["home", "shop_home", "shop_list", "competition_mall", "student_portal", "side_bar", "examination_home"],
    },
    height: { type: "integer", minimum: 40, maximum: 800 },
  },
  required: ["locationKey"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AdSlotData = FromSchema<typeof adSlotSchema>;

export const adSlotSpec: ComponentSpec<AdSlotData> = {
  name: "AdSlot",
  type: 30,
  title: "Ad slot",
  schema: adSlotSchema,
  defaults: { locationKey: "home" },
};
