import { describe, expect, it } from "vitest";
import { requestProblems } from "./request-problems.js";

const document = { title: "Open day", keywords: "", description: "", modules: [] };

describe("requestProblems", () => {
  it("finds nothing in a document the contract takes", () => {
    expect(requestProblems(document)).toEqual([]);
  });

  it("names the page field the contract refuses, with the keyword the service would use", () => {
    expect(requestProblems({ ...document, title: "   ", description: "x".repeat(1001) })).toEqual([
      { moduleIndex: null, field: ["title"], keyword: "minLength", params: { limit: 1 }, message: expect.any(String) },
      { moduleIndex: null, field: ["description"], keyword: "maxLength", params: { limit: 1000 }, message: expect.any(String) },
    ]);
  });

  it("puts a module's own refusal at the module", () => {
    const module = { type: 1, content: { componentName: "RichText", componentType: 1, componentTitle: "x".repeat(201), componentData: {} } };
    expect(requestProblems({ ...document, modules: [module, module] })).toMatchObject([
      { moduleIndex: 0, field: [], keyword: "maxLength" },
      { moduleIndex: 1, field: [], keyword: "maxLength" },
    ]);
  });
});
