import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { urlField, shortText, optionalText } from "../shared/schema-parts.js";

/** Student app downloads by platform (the five app keys of SPEC §3). */
export const appDownloadSchema = {
  type: "object",
  properties: {
    title: shortText(120),
    description: optionalText(500),
    apps: {
      type: "array",
      minItems: 1,
      maxItems: 5,
      items: {
        type: "object",
        properties: {
          key: {
            type: "string",
            enum: ["MAC_PC_STUDENT", "WIN_PC_STUDENT", "IOS_HD_STUDENT", "IOS_PHONE_STUDENT", "ANDROID_PHONE_STUDENT"],
          },
          label: shortText(60),
          url: urlField,
        },
        required: ["key", "label", "url"],
        additionalProperties: false,
      },
    },
  },
  required: ["title", "apps"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type AppDownloadData = FromSchema<typeof appDownloadSchema>;

export const appDownloadSpec = componentSpec<AppDownloadData>("AppDownload", {
  schema: appDownloadSchema,
  defaults: { title: "Download the app", apps: [{ key: "WIN_PC_STUDENT", label: "Windows", url: "/download" }] },
});
