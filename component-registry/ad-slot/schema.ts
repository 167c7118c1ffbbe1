import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { LOCATION_KEYS } from "../../schemas/location-keys.js";
import { componentSpec } from "../define.js";

/** The ads of a location key (resource query by location); shows and clicks are tracked. */
export const adSlotSchema = {
  type: "object",
  properties: {
    locationKey: { type: "string", enum: LOCATION_KEYS },
    height: { type: "integer", minimum: 40, maximum: 800 },
  },
  required: ["locationKey"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AdSlotData = FromSchema<typeof adSlotSchema>;

export const adSlotSpec = componentSpec<AdSlotData>("AdSlot", {
  schema: adSlotSchema,
  defaults: { locationKey: "home" },
});
