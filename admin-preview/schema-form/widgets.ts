import { IMAGE_FIELD_KEYWORD, LINK_URL_FORMAT } from "../../schemas/link-url.js";
import { isPlainObject, isSchemaNode, type SchemaNode, type SchemaPosition } from "./schema-node.js";

/** How the form shows one field. */
export type Widget = "text" | "textarea" | "html" | "url" | "image" | "select" | "number" | "checkbox" | "object" | "list" | "json";

/** Strings longer than this get a text area. */
const LONG_TEXT = 300;

/** Keywords that combine or refer to other schemas: the form shows such a field as JSON. */
const UNSUPPORTED_KEYWORDS = ["oneOf", "anyOf", "allOf", "not", "if", "$ref", "const", "patternProperties", "prefixItems"];

const isPrimitive = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);

export function isUrlField(node: SchemaNode): boolean {
  return node.type === "string" && node.format === LINK_URL_FORMAT;
}

/** The widget for a schema node, whatever its value. */
export function widgetFor(position: SchemaPosition): Widget {
  if (!isSchemaNode(position)) return "json";
  const node = position;
  if (UNSUPPORTED_KEYWORDS.some((keyword) => keyword in node) || Array.isArray(node.type)) return "json";
  if (node.enum) return node.enum.length > 0 && node.enum.every(isPrimitive) ? "select" : "json";
  switch (node.type) {
    case "string":
      if (node.contentMediaType === "text/html") return "html";
      if (isUrlField(node)) return IMAGE_FIELD_KEYWORD in node ? "image" : "url";
      return (node.maxLength ?? 0) > LONG_TEXT ? "textarea" : "text";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "checkbox";
    case "object":
      return node.properties ? "object" : "json";
    case "array":
      return isSchemaNode(node.items as SchemaPosition) ? "list" : "json";
    default:
      return "json";
  }
}

function fits(widget: Widget, node: SchemaNode, value: unknown): boolean {
  switch (widget) {
    case "text":
    case "textarea":
    case "html":
    case "url":
    case "image":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "checkbox":
      return typeof value === "boolean";
    case "select":
      return node.enum!.includes(value);
    case "object":
      return isPlainObject(value);
    case "list":
      return Array.isArray(value);
    case "json":
      return true;
  }
}

/**
 * The widget for a field holding `value`: a value the widget could not show as it is (a number where
 * text is expected, an option that is not in the list) is shown as JSON, so editing never loses it.
 * A missing value fits every widget.
 */
export function widgetForValue(position: SchemaPosition, value: unknown): Widget {
  const widget = widgetFor(position);
  if (value === undefined || widget === "json") return widget;
  return fits(widget, position as SchemaNode, value) ? widget : "json";
}

/** "mobileImage" → "Mobile image", "onlyID" → "Only ID", "navigation_links" → "Navigation links". */
export function humanise(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .split(/\s+/);
  return words
    .map((word, index) => {
      const acronym = word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
      const shown = acronym ? word : word.toLowerCase();
      return index === 0 ? shown.charAt(0).toUpperCase() + shown.slice(1) : shown;
    })
    .join(" ");
}

/** A field's label: the schema's title when it has one, else its property name made readable. */
export function fieldLabel(name: string, position: SchemaPosition): string {
  return isSchemaNode(position) && position.title ? position.title : humanise(name);
}
