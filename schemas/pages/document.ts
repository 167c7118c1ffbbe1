import type { FromSchema, JSONSchema } from "json-schema-to-ts";

/** The layouts a page can use (SPEC §2 Layouts). */
export const LAYOUTS = ["default", "empty", "header", "only-login", "personal-center", "simple"] as const;
export const HEADER_TYPES = ["double", "single", "second"] as const;

export const CURRENT_DOCUMENT_VERSION = 2;

/** One module of a page (SPEC §3 page module): its component and the component's data. */
export const pageModuleSchema = {
  type: "object",
  properties: {
    id: { type: "integer", minimum: 1 },
    type: { type: "integer", minimum: 0 },
    content: {
      type: "object",
      properties: {
        componentName: { type: "string", minLength: 1, maxLength: 64 },
        componentType: { type: "integer", minimum: 0 },
        componentTitle: { type: "string", maxLength: 200 },
        componentData: { type: "object" },
      },
      required: ["componentName", "componentType", "componentData"],
      additionalProperties: false,
    },
  },
  required: ["id", "type", "content"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export const pageConfigSchema = {
  type: "object",
  properties: {
    layout: { enum: LAYOUTS },
    headerType: { enum: HEADER_TYPES },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

/** A builder page as stored: SEO texts, optional page config and the ordered modules. */
export const pageDocumentSchema = {
  type: "object",
  properties: {
    schemaVersion: { const: CURRENT_DOCUMENT_VERSION },
    title: { type: "string", minLength: 1, maxLength: 200 },
    keywords: { type: "string", maxLength: 500 },
    description: { type: "string", maxLength: 1000 },
    config: pageConfigSchema,
    modules: { type: "array", items: pageModuleSchema, maxItems: 100 },
  },
  required: ["schemaVersion", "title", "modules"],
  additionalProperties: false,
} as const satisfies JSONSchema;

export type PageDocument = FromSchema<typeof pageDocumentSchema>;
export type PageModule = FromSchema<typeof pageModuleSchema>;
export type PageConfig = FromSchema<typeof pageConfigSchema>;
export type Layout = (typeof LAYOUTS)[number];
export type HeaderType = (typeof HEADER_TYPES)[number];
