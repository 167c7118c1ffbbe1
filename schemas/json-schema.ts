import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import { IMAGE_FIELD_KEYWORD, isLinkUrl, LINK_URL_FORMAT } from "./link-url.js";

/**
 * The ajv instances for builder content (page documents and component data): one that stops at the first
 * error (pages at run time) and one that collects every error (the editors' tool shows each at its field).
 * Schemas are compiled once per instance, on first use, and kept.
 */
const createAjv = (allErrors: boolean) =>
  new Ajv({ allErrors, strict: true, allowUnionTypes: true })
    .addFormat(LINK_URL_FORMAT, { type: "string", validate: isLinkUrl })
    .addKeyword({ keyword: IMAGE_FIELD_KEYWORD, metaSchema: { type: "object", properties: { alt: { type: "string" } }, additionalProperties: false } });
const instances = {
  first: { ajv: createAjv(false), compiled: new WeakMap<object, ValidateFunction>() },
  all: { ajv: createAjv(true), compiled: new WeakMap<object, ValidateFunction>() },
};

export function validatorFor(schema: object, { allErrors = false }: { allErrors?: boolean } = {}): ValidateFunction {
  const { ajv, compiled } = allErrors ? instances.all : instances.first;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * The field an error is about, as path segments below the validated value: the property that is missing
 * for `required`, the one not allowed for `additionalProperties`.
 */
export function schemaErrorField(error: ErrorObject): string[] {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (error.keyword === "required") return [...path, String(error.params.missingProperty)];
  if (error.keyword === "additionalProperties") return [...path, String(error.params.additionalProperty)];
  return path;
}

/** What is wrong with the field, e.g. "is required", "must NOT have fewer than 1 characters". */
export function schemaErrorText(error: ErrorObject): string {
  if (error.keyword === "required") return "is required";
  if (error.keyword === "additionalProperties") return "is not allowed";
  return error.message ?? "is invalid";
}

/** ajv's error as "field.path message" (the root is called `root`). */
export function describeSchemaError(error: ErrorObject, root = "root"): string {
  return `${[root, ...schemaErrorField(error)].join(".")} ${schemaErrorText(error)}`;
}
