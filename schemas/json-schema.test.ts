import { describe, expect, it } from "vitest";
import { describeSchemaError, schemaErrorField, validatorFor } from "./json-schema.js";

const schema = {
  type: "object",
  properties: { name: { type: "string", minLength: 1 }, tags: { type: "array", items: { type: "string" } } },
  required: ["name", "tags"],
  additionalProperties: false,
};

describe("validatorFor", () => {
  it("stops at the first error by default and collects every error when asked", () => {
    const first = validatorFor(schema);
    const all = validatorFor(schema, { allErrors: true });
    expect(first({ extra: 1 })).toBe(false);
    expect(first.errors).toHaveLength(1);
    expect(all({ extra: 1 })).toBe(false);
    expect(all.errors!.map(schemaErrorField)).toEqual([["name"], ["tags"], ["extra"]]);
  });

  it("compiles a schema once per mode", () => {
    expect(validatorFor(schema)).toBe(validatorFor(schema));
    expect(validatorFor(schema, { allErrors: true })).toBe(validatorFor(schema, { allErrors: true }));
    expect(validatorFor(schema)).not.toBe(validatorFor(schema, { allErrors: true }));
  });
});

describe("describeSchemaError", () => {
  it("names the field below the root, with the missing property or the item's index", () => {
    const validate = validatorFor(schema, { allErrors: true });
    validate({ name: "", tags: ["a", 2] });
    expect(validate.errors!.map((error) => describeSchemaError(error, "data"))).toEqual([
      "data.name must NOT have fewer than 1 characters",
      "data.tags.1 must be string",
    ]);
  });
});
