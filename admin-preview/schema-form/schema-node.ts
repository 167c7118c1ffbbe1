import type { JSONSchema } from "json-schema-to-ts";
import type { IMAGE_FIELD_KEYWORD } from "../../schemas/link-url.js";

/** A component's data schema as the registry declares it (component-registry/*\/schema.ts). */
export type ObjectSchema = Exclude<JSONSchema, boolean>;

/**
 * The JSON Schema keywords the form reads. Any keyword the form cannot show (oneOf, $ref, ...) makes the
 * field fall back to a JSON text area, so the form never hides or drops data it does not understand.
 */
export interface SchemaNode {
  type?: string | readonly string[];
  title?: string;
  default?: unknown;
  enum?: readonly unknown[];
  properties?: Readonly<Record<string, SchemaNode | boolean>>;
  required?: readonly string[];
  items?: SchemaNode | boolean | readonly (SchemaNode | boolean)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  /** An image's address, whose picked image's alt text goes to the sibling `alt` names (schema-parts.ts imageField). */
  [IMAGE_FIELD_KEYWORD]?: { alt?: string };
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A schema position: a node, or `true`/`false`/nothing where the schema says no more. */
export type SchemaPosition = SchemaNode | boolean | undefined;

export function asSchemaNode(schema: ObjectSchema): SchemaNode {
  return schema as SchemaNode;
}

export function isSchemaNode(position: SchemaPosition): position is SchemaNode {
  return typeof position === "object" && position !== null && !Array.isArray(position);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
