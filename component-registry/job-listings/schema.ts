import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { urlField, shortText, optionalText } from "../shared/schema-parts.js";

/** Open positions (careers); each opens to its description and apply link. */
export const jobListingsSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    jobs: {
      type: "array",
      maxItems: 100,
      items: {
        type: "object",
        properties: {
          id: shortText(40),
          title: shortText(120),
          location: shortText(120),
          employment: { type: "string", enum: ["full-time", "part-time", "contract", "internship"] },
          description: { type: "string", minLength: 1, maxLength: 20_000, contentMediaType: "text/html" },
          applyUrl: urlField,
        },
        required: ["id", "title", "location", "employment", "description", "applyUrl"],
        additionalProperties: false,
      },
    },
  },
  required: ["jobs"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type JobListingsData = FromSchema<typeof jobListingsSchema>;

export const jobListingsSpec = componentSpec<JobListingsData>("JobListings", {
  schema: jobListingsSchema,
  defaults: { jobs: [] },
});
