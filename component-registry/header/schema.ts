import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, urlField, shortText, optionalText } from "../shared/schema-parts.js";

/** The site's navigation (the only component used for site modules). */
export const headerSchema = {
  type: "object",
  properties: {
    navigationLinks: {
      type: "array",
      maxItems: 40,
      items: {
        type: "object",
        properties: {
          name: shortText(60),
          url: urlField,
          newWindow: { type: "boolean" },
          /** 1 (or missing) main, 2 sub, 3 first-level, 5 conversion component (SPEC §3 navigation link). */
          navigationType: { type: "integer", enum: [1, 2, 3, 5] },
          /** An element id to scroll to instead of a page. */
          onlyID: optionalText(60),
          uploadActiveIcon: imageField(),
          conversionType: { type: "string", enum: ["link", "lead"] },
          conversionComponentType: { type: "integer", enum: [35, 69] },
          leadComponentId: { type: "integer", minimum: 1 },
          children: {
            type: "array",
            maxItems: 20,
            items: {
              type: "object",
              properties: { name: shortText(60), url: urlField, newWindow: { type: "boolean" } },
              required: ["name", "url"],
              additionalProperties: false,
            },
          },
        },
        required: ["name", "url"],
        additionalProperties: false,
      },
    },
  },
  required: ["navigationLinks"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type HeaderData = FromSchema<typeof headerSchema>;

export const headerSpec = componentSpec<HeaderData>("Header", {
  schema: headerSchema,
  defaults: { navigationLinks: [] },
});
