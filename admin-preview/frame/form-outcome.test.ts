import { z } from "zod";
import { describe, expect, it } from "vitest";
import { checkInput, failureOf, formJson, formNumber, formText, invalidFieldsOf } from "./form-outcome.js";

const schema = z.object({ path: z.string().regex(/^\//), sort: z.number().int().default(0), tags: z.array(z.string()).min(1) });

describe("checkInput", () => {
  it("answers the contract's reading of good input", () => {
    expect(checkInput(schema, { path: "/a", tags: ["x"] })).toEqual({ ok: true, data: { path: "/a", sort: 0, tags: ["x"] } });
  });

  it("names each refused top-level field once", () => {
    expect(checkInput(schema, { path: "a", sort: Number.NaN, tags: [] })).toEqual({ ok: false, invalidFields: ["path", "sort", "tags"] });
    expect(checkInput(schema, { path: "/a", tags: [1, 2] })).toEqual({ ok: false, invalidFields: ["tags"] });
  });
});

describe("form fields", () => {
  const form = new FormData();
  form.set("path", "/a");
  form.set("sort", " 12 ");
  form.set("blank", "");
  form.set("word", "x");

  it("reads text, and nothing for a missing field", () => {
    expect(formText(form, "path")).toBe("/a");
    expect(formText(form, "missing")).toBeUndefined();
  });

  it("reads JSON, and nothing when it does not parse", () => {
    const json = new FormData();
    json.set("data", '{"links":[1]}');
    json.set("broken", "{");
    expect(formJson(json, "data")).toEqual({ links: [1] });
    expect(formJson(json, "broken")).toBeUndefined();
    expect(formJson(json, "missing")).toBeUndefined();
  });

  it("reads numbers, leaving empty to the default and garbage to the contract", () => {
    expect(formNumber(form, "sort")).toBe(12);
    expect(formNumber(form, "blank")).toBeUndefined();
    expect(formNumber(form, "word")).toBeNaN();
  });
});

describe("outcome readers", () => {
  it("tell a field refusal from a service refusal", () => {
    const fields = { intent: "create", ok: false as const, invalidFields: ["path"] };
    const refused = { intent: "create", ok: false as const, error: { code: 4111, message: "taken" } };
    expect(invalidFieldsOf(fields)).toEqual(["path"]);
    expect(failureOf(fields)).toBeNull();
    expect(invalidFieldsOf(refused)).toEqual([]);
    expect(failureOf(refused)).toEqual({ code: 4111, message: "taken" });
    expect(failureOf({ intent: "create", ok: true, result: null })).toBeNull();
    expect(invalidFieldsOf(undefined)).toEqual([]);
  });
});
