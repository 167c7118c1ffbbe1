import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// pg as patches/ changes it (decision 0016): its query config copy and its result's row template.
const require = createRequire(import.meta.url);
const Result = require("pg/lib/result") as new (rowMode?: string) => {
  addFields(fields: { name: string; dataTypeID: number; format: string }[]): void;
  parseRow(values: (string | null)[]): unknown;
  _prebuiltEmptyResultObject: object | null;
};
const { normalizeQueryConfig } = require("pg/lib/utils") as { normalizeQueryConfig(config: object, values?: unknown[]): Record<string, unknown> };

const fields = [
  { name: "id", dataTypeID: 23, format: "text" },
  { name: "name", dataTypeID: 25, format: "text" },
];

describe("pg as patched", () => {
  it("builds no row template for rows as arrays, and parses them as before", () => {
    const asArrays = new Result("array");
    asArrays.addFields(fields);
    expect(asArrays._prebuiltEmptyResultObject).toBeNull();
    expect(asArrays.parseRow(["7", null])).toEqual([7, null]);
  });

  it("still parses rows as objects by field name", () => {
    const asObjects = new Result();
    asObjects.addFields(fields);
    expect(asObjects.parseRow(["7", "Ada"])).toEqual({ id: 7, name: "Ada" });
  });

  it("copies a plain query config without changing the caller's, values and all", () => {
    const config = { name: "q", text: "select $1", rowMode: "array" };
    const normalized = normalizeQueryConfig(config, [1]);
    expect(normalized).toEqual({ ...config, values: [1] });
    expect(Object.getPrototypeOf(normalized)).toBe(Object.prototype);
    expect(config).toEqual({ name: "q", text: "select $1", rowMode: "array" });
  });

  it("keeps a config's inherited properties when it is no plain object", () => {
    const config = Object.create({ text: "select 1" }) as { text: string };
    expect(normalizeQueryConfig(config).text).toBe("select 1");
  });
});
