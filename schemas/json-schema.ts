import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";

/**
 * The one ajv instance for builder content (page documents and component data). Schemas are compiled
 * once, on first use, and kept.
 */
const ajv = new Ajv({ allErrors: false, strict: true, allowUnionTypes: true });

const compiled = new WeakMap<object, ValidateFunction>();

export function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** ajv's first error as "field.path: message" (the root is called `root`). */
export function describeSchemaError(error: ErrorObject, root = "root"): string {
  const path = error.instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  const missing = error.keyword === "required" ? [String(error.params.missingProperty)] : [];
  const additional = error.keyword === "additionalProperties" ? [String(error.params.additionalProperty)] : [];
  const field = [root, ...path, ...missing, ...additional].join(".");
  const message =
    error.keyword === "required"
      ? "is required"
      : error.keyword === "additionalProperties"
        ? "is not allowed"
        : (error.message ?? "is invalid");
  return `${field} ${message}`;
}
