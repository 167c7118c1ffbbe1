import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { optionalText } from "../shared/schema-parts.js";

/** The school's campuses and teaching points (school config) with their map coordinates. */
export const campusListSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    /** Include the Online teaching point. */
    includeOnline: { type: "boolean" },
    /** A directions link on each campus (the name predates it: no map is drawn). */
    showMap: { type: "boolean" },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type CampusListData = FromSchema<typeof campusListSchema>;

export const campusListSpec = componentSpec<CampusListData>("CampusList", {
  schema: campusListSchema,
  defaults: { showMap: true },
});
