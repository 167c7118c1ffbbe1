import { asSchemaNode, isPlainObject, isSchemaNode, type ObjectSchema, type SchemaPosition } from "../schema-form/schema-node.js";
import { widgetFor } from "../schema-form/widgets.js";

/** Longest summary, in characters; a longer one is cut with an ellipsis. */
const SUMMARY_LENGTH = 100;

/**
 * A one-line reminder of what a module says, for its collapsed header: the first text field with words in
 * it, in the schema's order (lists' items in turn), as plain text. Addresses, colours and choices say
 * nothing to a reader and are skipped; no text gives "".
 */
export function moduleSummary(data: unknown, schema: ObjectSchema): string {
  const characters = [...firstText(data, asSchemaNode(schema))];
  return characters.length > SUMMARY_LENGTH ? `${characters.slice(0, SUMMARY_LENGTH - 1).join("")}…` : characters.join("");
}

function firstText(value: unknown, position: SchemaPosition): string {
  switch (widgetFor(position)) {
    case "text":
    case "textarea":
      // A pattern means a code (a colour, an id), not words.
      return typeof value === "string" && isSchemaNode(position) && position.pattern === undefined ? oneLine(value) : "";
    case "html":
      return typeof value === "string" ? oneLine(htmlText(value)) : "";
    case "object":
      return isPlainObject(value) && isSchemaNode(position) ? firstOf(Object.entries(position.properties ?? {}), ([name, node]) => firstText(value[name], node)) : "";
    case "list":
      return Array.isArray(value) && isSchemaNode(position) ? firstOf(value, (item) => firstText(item, position.items as SchemaPosition)) : "";
    default:
      return "";
  }
}

function firstOf<T>(items: readonly T[], textOf: (item: T) => string): string {
  for (const item of items) {
    const text = textOf(item);
    if (text) return text;
  }
  return "";
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The words of sanitized HTML (the service keeps no scripts or comments in it): tags become spaces, entities characters. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
