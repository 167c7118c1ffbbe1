import { findComponentSpec } from "../../component-registry/catalog.js";
import { IMAGE_FIELD_KEYWORD } from "../../schemas/link-url.js";

/** A JSON Schema as the walk reads it: any keyword may be missing or of another kind. */
type FieldSchema = { readonly [keyword: string]: unknown };

/** Turns one text into another (or leaves it as it is). */
export type ReplaceText = (text: string) => string;

/** A page document, or a template's localized document, as far as its texts go. */
export interface DocumentWithTexts {
  title: string;
  keywords?: string | undefined;
  description?: string | undefined;
  modules: readonly { content: unknown }[];
}

const asSchema = (value: unknown): FieldSchema | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as FieldSchema) : undefined;

/** Keywords that make a string a machine value rather than words: a link or image (format), a choice (enum, const), a code of some shape (pattern). */
const MACHINE_VALUE_KEYWORDS = ["format", "enum", "const", "pattern", IMAGE_FIELD_KEYWORD];

/** Whether a field holds words people read, by its schema alone. */
export function isTextField(schema: FieldSchema): boolean {
  return schema.type === "string" && MACHINE_VALUE_KEYWORDS.every((keyword) => !(keyword in schema));
}

/** The value with every text its schema describes passed through `replace`; everything else, and anything the schema does not describe, kept as it is. */
export function mapSchemaTexts(schema: FieldSchema, value: unknown, replace: ReplaceText): unknown {
  if (typeof value === "string") return isTextField(schema) ? replace(value) : value;
  if (Array.isArray(value)) {
    const items = asSchema(schema.items);
    return items ? value.map((item) => mapSchemaTexts(items, item, replace)) : value;
  }
  if (value && typeof value === "object") {
    const properties = asSchema(schema.properties) ?? {};
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const property = asSchema(properties[key]);
        return [key, property ? mapSchemaTexts(property, child, replace) : child];
      }),
    );
  }
  return value;
}

/** A module with the texts of its component's data replaced; a module of no known component has no texts. */
function mapModuleTexts<Module extends { content: unknown }>(module: Module, replace: ReplaceText): Module {
  const content = module.content as Partial<Record<"componentName" | "componentType" | "componentData", unknown>>;
  const { componentName, componentType } = content;
  const spec = typeof componentName === "string" && typeof componentType === "number" ? findComponentSpec(componentName, componentType) : undefined;
  if (!spec) return module;
  return { ...module, content: { ...content, componentData: mapSchemaTexts(spec.schema, content.componentData, replace) } };
}

/** The document with its title, keywords, description and every module text passed through `replace`. */
export function mapDocumentTexts<Document extends DocumentWithTexts>(document: Document, replace: ReplaceText): Document {
  const { keywords, description } = document;
  return {
    ...document,
    title: replace(document.title),
    ...(keywords === undefined ? {} : { keywords: replace(keywords) }),
    ...(description === undefined ? {} : { description: replace(description) }),
    modules: document.modules.map((module) => mapModuleTexts(module, replace)),
  };
}

/** Every text of the document in order (empty ones too, so two localizations of one document line up). */
export function documentTexts(document: DocumentWithTexts): string[] {
  const texts: string[] = [];
  mapDocumentTexts(document, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}
