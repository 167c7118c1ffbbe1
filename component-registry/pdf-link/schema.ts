import type { FromSchema, JSONSchema } from "json-schema-to-ts";
import { componentSpec } from "../define.js";
import { shortText, optionalText } from "../shared/schema-parts.js";

/** A link that opens one of the site's PDF documents in /pdf-viewer. */
export const pdfLinkSchema = {
  type: "object",
  properties: {
    title: shortText(200),
    description: optionalText(500),
    /** A document in this site's own storage; /pdf-viewer refuses anything else. */
    file: { type: "string", minLength: 8, maxLength: 300, pattern: "^/files/(?!.*\\.\\.)[A-Za-z0-9._/-]+\\.pdf$" },
  },
  required: ["title", "file"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type PdfLinkData = FromSchema<typeof pdfLinkSchema>;

export const pdfLinkSpec = componentSpec<PdfLinkData>("PdfLink", {
  schema: pdfLinkSchema,
  defaults: { title: "Document", file: "/files/document.pdf" },
});
