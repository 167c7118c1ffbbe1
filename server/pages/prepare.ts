import { findComponentSpec } from "../../component-registry/catalog.js";
import type { PreparedModule } from "../../schemas/api/calls/pages.js";
import { describeSchemaError, validatorFor } from "../../schemas/json-schema.js";
import type { PageModule } from "../../schemas/pages/document.js";
import { log } from "../log.js";
import { sanitizeRichText } from "./sanitize.js";

type SchemaNode = { type?: unknown; contentMediaType?: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** Sanitizes every string the component's schema marks as HTML (`contentMediaType: text/html`). */
function sanitizeHtmlFields(schema: SchemaNode, value: unknown): unknown {
  if (typeof value === "string") return schema.contentMediaType === "text/html" ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return schema.items ? value.map((item) => sanitizeHtmlFields(schema.items!, item)) : value;
  if (value && typeof value === "object" && schema.properties) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => {
        const childSchema = schema.properties![key];
        return [key, childSchema ? sanitizeHtmlFields(childSchema, child) : child];
      }),
    );
  }
  return value;
}

/**
 * A stored module as pages receive it: its data checked against the component's schema and its HTML
 * sanitized. A module that cannot be shown keeps its place with a `problem` the renderer reports in
 * preview and skips otherwise.
 */
export function prepareModule(module: PageModule): PreparedModule {
  const { componentName, componentType, componentTitle, componentData } = module.content;
  const base = { id: module.id, type: module.type, componentName, componentType, componentTitle };
  const spec = findComponentSpec(componentName, componentType);
  if (!spec) {
    log.warn("unknown builder component", { moduleId: module.id, componentName, componentType });
    return { ...base, componentData: {}, problem: `unknown component ${componentName} (type ${componentType})` };
  }
  const validate = validatorFor(spec.schema);
  if (!validate(componentData)) {
    return { ...base, componentData: {}, problem: describeSchemaError(validate.errors![0]!, "componentData") };
  }
  return { ...base, componentData: sanitizeHtmlFields(spec.schema as SchemaNode, componentData) as Record<string, unknown> };
}
