import { describe, expect, it } from "vitest";
import { appDownloadSchema } from "../../component-registry/app-download/schema.js";
import { headerSchema } from "../../component-registry/header/schema.js";
import { topBannerSchema } from "../../component-registry/top-banner/schema.js";
import { defaultValueFor, formatJson, moveItem, parseJson, sameValue, withProperty } from "./values.js";

describe("defaultValueFor", () => {
  it("uses the schema's default, else the first option", () => {
    expect(defaultValueFor({ type: "integer", default: 3 })).toBe(3);
    expect(defaultValueFor({ type: "string", enum: ["pdf", "video"] })).toBe("pdf");
  });

  it("starts scalars empty or at their least", () => {
    expect(defaultValueFor({ type: "string" })).toBe("");
    expect(defaultValueFor({ type: "integer", minimum: 40 })).toBe(40);
    expect(defaultValueFor({ type: "number" })).toBe(0);
    expect(defaultValueFor({ type: "boolean" })).toBe(false);
    expect(defaultValueFor(true)).toBeNull();
  });

  it("gives an object its required properties only", () => {
    expect(defaultValueFor(topBannerSchema.properties.button)).toEqual({ label: "", link: { url: "" } });
    expect(defaultValueFor(headerSchema.properties.navigationLinks.items)).toEqual({ name: "", url: "" });
  });

  it("gives a list its least number of items", () => {
    expect(defaultValueFor(appDownloadSchema.properties.apps)).toEqual([{ key: "MAC_PC_STUDENT", label: "", url: "" }]);
    expect(defaultValueFor(headerSchema.properties.navigationLinks)).toEqual([]);
  });

  it("hands out a copy of a default, never the schema's own", () => {
    const node = { type: "object", properties: {}, default: { a: [1] } } as const;
    const value = defaultValueFor(node) as { a: number[] };
    value.a.push(2);
    expect(node.default.a).toEqual([1]);
  });
});

describe("withProperty", () => {
  it("sets a property without changing the object given", () => {
    const object = { a: 1 };
    expect(withProperty(object, "b", "x")).toEqual({ a: 1, b: "x" });
    expect(object).toEqual({ a: 1 });
  });

  it("removes a property set to undefined", () => {
    expect(withProperty({ a: 1, b: 2 }, "a", undefined)).toEqual({ b: 2 });
  });
});

describe("moveItem", () => {
  it("swaps an item with its neighbour", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the ends where they are", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 5, -1)).toEqual(["a", "b"]);
  });
});

describe("sameValue", () => {
  it("ignores property order and undefined properties", () => {
    expect(sameValue({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it("tells different values apart", () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue("1", 1)).toBe(false);
  });
});

describe("JSON text", () => {
  it("reads what it wrote", () => {
    const value = { html: "<p>x</p>", n: [1, 2] };
    expect(parseJson(formatJson(value), true)).toEqual({ ok: true, value });
  });

  it("reads an empty text as no value, except where an object is wanted", () => {
    expect(parseJson("  ", false)).toEqual({ ok: true, value: undefined });
    expect(parseJson("", true)).toMatchObject({ ok: false, error: "syntax" });
    expect(formatJson(undefined)).toBe("");
  });

  it("says why a text is not what is wanted", () => {
    expect(parseJson("{ not json", false)).toMatchObject({ ok: false, error: "syntax", detail: expect.any(String) });
    expect(parseJson("[1]", true)).toEqual({ ok: false, error: "notObject", detail: "" });
    expect(parseJson("[1]", false)).toEqual({ ok: true, value: [1] });
  });
});
