import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { COURSE_SORTS } from "../../schemas/api/calls/catalogue.js";
import { INT32_MAX } from "../../schemas/api/fields.js";
import { componentSpec } from "../define.js";
import { optionalText } from "../shared/schema-parts.js";

/** A catalogue filter as searchCourses takes it: 0 is ALL (SPEC §3 catalogue filters). */
const filterId = { type: "integer", minimum: 0, maximum: INT32_MAX } as const;

/** Most class cards one module shows. */
export const COURSE_LIST_MAX_COUNT = 12;

/** Live class cards of the site's catalogue (searchCourses) for a channel, grade and subject, with a link to the full list. */
export const courseListSchema = {
  type: "object",
  properties: {
    title: optionalText(120),
    channelId: filterId,
    gradeId: filterId,
    subjectId: filterId,
    sort: { type: "string", enum: COURSE_SORTS },
    count: { type: "integer", minimum: 1, maximum: COURSE_LIST_MAX_COUNT },
  },
  required: ["channelId", "gradeId", "subjectId", "sort", "count"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type CourseListData = FromSchema<typeof courseListSchema>;

export const courseListSpec = componentSpec<CourseListData>("CourseList", {
  schema: courseListSchema,
  defaults: { channelId: 0, gradeId: 0, subjectId: 0, sort: "recommended", count: 4 },
});
