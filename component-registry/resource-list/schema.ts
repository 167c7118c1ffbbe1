import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { imageField, urlField, shortText, optionalText } from "../shared/schema-parts.js";

/** Learning resources; the full list is at /resources/list/{moduleId}. */
export const resourceListSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    /** How many items the page shows; the rest are on /resources/list/{moduleId}. */
    previewCount: { type: "integer", minimum: 1, maximum: 50 },
    items: {
      type: "array",
      minItems: 1,
      maxItems: 200,
      items: {
        type: "object",
        properties: {
          title: shortText(200),
          description: optionalText(500),
          url: urlField,
          kind: { type: "string", enum: ["pdf", "video", "article", "worksheet"] },
          thumbnail: imageField(),
        },
        required: ["title", "url", "kind"],
        additionalProperties: false,
      },
    },
  },
  required: ["items"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type ResourceListData = FromSchema<typeof resourceListSchema>;

export const resourceListSpec = componentSpec<ResourceListData>("ResourceList", {
  schema: resourceListSchema,
  defaults: { items: [{ title: "Worksheet", url: "/files/worksheet.pdf", kind: "worksheet" }] },
});
