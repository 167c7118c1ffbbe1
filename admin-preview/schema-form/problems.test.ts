import { describe, expect, it } from "vitest";
import { fieldId, problemPath, problemsAt, problemsWithin, problemWording, type Problem } from "./problems.js";

const problem = (field: string[], keyword: string, params: Record<string, unknown> = {}, message = "is invalid"): Problem => ({
  field,
  keyword,
  params,
  message,
});

describe("problem places", () => {
  it("puts a missing property at the property, however the service names it", () => {
    expect(problemPath(problem(["button"], "required", { missingProperty: "label" }))).toEqual(["button", "label"]);
    expect(problemPath(problem(["button", "label"], "required", { missingProperty: "label" }))).toEqual(["button", "label"]);
    expect(problemPath(problem(["headline"], "minLength", { limit: 1 }))).toEqual(["headline"]);
  });

  it("finds the problems of a field, and of a field with what is inside it", () => {
    const headline = problem(["headline"], "minLength", { limit: 1 });
    const label = problem(["button"], "required", { missingProperty: "label" });
    const url = problem(["button", "link", "url"], "format", { format: "link-url" });
    const all = [headline, label, url];
    expect(problemsAt(all, ["headline"])).toEqual([headline]);
    expect(problemsAt(all, ["button"])).toEqual([]);
    expect(problemsAt(all, ["button", "label"])).toEqual([label]);
    expect(problemsWithin(all, ["button"])).toEqual([label, url]);
    expect(problemsWithin(all, [])).toEqual(all);
  });
});

describe("problemWording", () => {
  it.each([
    [problem(["a"], "required", { missingProperty: "a" }), { key: "problem.required" }],
    [problem(["a"], "minLength", { limit: 1 }), { key: "problem.required" }],
    [problem(["a"], "minLength", { limit: 8 }), { key: "problem.minLength", values: { n: 8 } }],
    [problem(["a"], "maxLength", { limit: 120 }), { key: "problem.maxLength", values: { n: 120 } }],
    [problem(["a"], "maximum", { limit: 50, comparison: "<=" }), { key: "problem.maximum", values: { n: 50 } }],
    [problem(["a"], "minItems", { limit: 1 }), { key: "problem.minItems", values: { n: 1 } }],
    [problem(["a"], "format", { format: "link-url" }), { key: "problem.url" }],
    [problem(["a"], "pattern", { pattern: "^#[0-9a-fA-F]{6}$" }), { key: "problem.colour" }],
    [problem(["a"], "pattern", { pattern: "^/files/" }), { key: "problem.pattern" }],
    [problem(["a"], "enum", { allowedValues: ["x"] }), { key: "problem.enum" }],
    [problem(["a"], "type", { type: "integer" }), { key: "problem.integer" }],
    [problem(["a"], "type", { type: "string" }), { key: "problem.type" }],
    [problem([], "additionalProperties", { additionalProperty: "extra" }), { key: "problem.notAllowed", values: { name: "extra" } }],
    [problem(["a"], "contains", {}, "must contain at least 1 valid item(s)"), { key: "problem.other", values: { detail: "must contain at least 1 valid item(s)" } }],
  ])("%j", (given, wording) => {
    expect(problemWording(given)).toEqual(wording);
  });
});

describe("fieldId", () => {
  it("joins the prefix and the path into one id", () => {
    expect(fieldId("m3", ["button", "link", "url"])).toBe("m3-button-link-url");
    expect(fieldId("m3", ["slides", "0", "alt"])).toBe("m3-slides-0-alt");
    expect(fieldId("m3", [])).toBe("m3");
    expect(fieldId("page", ["a b-c"])).toBe("page-a_b_c");
  });
});
