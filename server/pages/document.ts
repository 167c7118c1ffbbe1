import { describeSchemaError, validatorFor } from "../../schemas/json-schema.js";
import { pageDocumentSchema, type PageDocument } from "../../schemas/pages/document.js";
import { migrateDocument } from "../../schemas/pages/migrations.js";

export class PageDocumentError extends Error {
  override name = "PageDocumentError";
}

/**
 * A stored page document brought to the current version and checked against its schema. The error names
 * the module (by id and component) and the field, e.g. "module 12 (RichText): content.componentData is required".
 */
export function parsePageDocument(stored: unknown): PageDocument {
  const document = migrateDocument(stored);
  const validate = validatorFor(pageDocumentSchema);
  if (validate(document)) return document as PageDocument;
  const error = validate.errors![0]!;
  const match = /^\/modules\/(\d+)(\/.*)?$/.exec(error.instancePath);
  if (!match) throw new PageDocumentError(describeSchemaError(error, "page"));
  const module = (document as { modules: Record<string, unknown>[] }).modules[Number(match[1])] ?? {};
  const content = (module.content ?? {}) as Record<string, unknown>;
  const label = `module ${String(module.id ?? `#${Number(match[1]) + 1}`)}${content.componentName ? ` (${String(content.componentName)})` : ""}`;
  throw new PageDocumentError(`${label}: ${describeSchemaError({ ...error, instancePath: match[2] ?? "" }, "module")}`);
}
