import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { optionalText } from "../shared/schema-parts.js";

/** The school's teachers from basic data, each linking to /teachers/detail/{teacherId}. */
export const teacherListSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    /** Only teachers of this subject; all when absent. */
    subjectId: { type: "integer", minimum: 1 },
    limit: { type: "integer", minimum: 1, maximum: 50 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type TeacherListData = FromSchema<typeof teacherListSchema>;

export const teacherListSpec = componentSpec<TeacherListData>("TeacherList", {
  schema: teacherListSchema,
  defaults: {},
});
