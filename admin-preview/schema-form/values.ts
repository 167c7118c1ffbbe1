import { isPlainObject, isSchemaNode, type SchemaPosition } from "./schema-node.js";

/**
 * A new value for a field: the schema's default, else the first option, an empty text, the least number,
 * false, an object with its required properties, or a list with its least number of items.
 */
export function defaultValueFor(position: SchemaPosition): unknown {
  if (!isSchemaNode(position)) return null;
  const node = position;
  if (node.default !== undefined) return structuredClone(node.default);
  if (node.enum) return node.enum[0];
  switch (node.type) {
    case "string":
      return "";
    case "integer":
    case "number":
      return node.minimum ?? 0;
    case "boolean":
      return false;
    case "object":
      return Object.fromEntries((node.required ?? []).map((name) => [name, defaultValueFor(node.properties?.[name])]));
    case "array":
      return Array.from({ length: node.minItems ?? 0 }, () => defaultValueFor(node.items as SchemaPosition));
    default:
      return null;
  }
}

/** The object with `name` set to `value`, or without `name` when the value is undefined. */
export function withProperty(object: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  if (value !== undefined) return { ...object, [name]: value };
  const { [name]: _removed, ...rest } = object;
  return rest;
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  const moved = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return moved;
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** Whether two JSON values are equal, whatever the order of their properties. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((key) => a[key] !== undefined);
  return (
    keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
  );
}

export const formatJson = (value: unknown) => (value === undefined ? "" : JSON.stringify(value, null, 2));

export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: "syntax" | "notObject"; detail: string };

/** Text typed as JSON: an empty text is no value (an empty object where an object is wanted is refused). */
export function parseJson(text: string, objectOnly: boolean): ParsedJson {
  if (text.trim() === "" && !objectOnly) return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: "syntax", detail: error instanceof Error ? error.message : String(error) };
  }
  if (objectOnly && !isPlainObject(value)) return { ok: false, error: "notObject", detail: "" };
  return { ok: true, value };
}
