import { describe, expect, it } from "vitest";
import type { EditedDocument } from "../../schemas/api/calls/admin.js";
import { componentProblems, describeProblem, pageProblems } from "./page-problems.js";

const topBanner = (componentData: Record<string, unknown>, id?: number) => ({
  ...(id ? { id } : {}),
  type: 66,
  content: { componentName: "TopBanner", componentType: 66, componentData },
});
const richText = (html: string) => ({ type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });

const page = (modules: EditedDocument["modules"]): EditedDocument => ({ title: "Spring", modules });

describe("pageProblems", () => {
  it("finds none in a document whose page fields and modules fit their schemas", () => {
    expect(pageProblems(page([topBanner({ headline: "Hi", image: "/a.png" }, 100000001), richText("<p>x</p>")]))).toEqual([]);
  });

  it("names every missing required property at its own field, with the module's position", () => {
    expect(pageProblems(page([richText("<p>x</p>"), topBanner({})]))).toEqual([
      { moduleIndex: 1, field: ["headline"], keyword: "required", params: { missingProperty: "headline" }, message: "headline is required" },
      { moduleIndex: 1, field: ["image"], keyword: "required", params: { missingProperty: "image" }, message: "image is required" },
    ]);
  });

  it("gives the path inside componentData of a nested field, and the ajv keyword and params", () => {
    const [problem, ...rest] = pageProblems(page([topBanner({ headline: "Hi", image: "/a.png", button: { label: "Go", link: { url: "javascript:alert(1)" } } })]));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ moduleIndex: 0, field: ["button", "link", "url"], keyword: "format", params: { format: "link-url" } });
    expect(problem!.message).toMatch(/^button\.link\.url must match format "link-url"/);
  });

  it("refuses a link that a browser reads as another host, by the one link rule", () => {
    for (const url of ["//evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const [problem] = pageProblems(page([topBanner({ headline: "Hi", image: "/a.png", button: { label: "Go", link: { url } } })]));
      expect(problem, url).toMatchObject({ field: ["button", "link", "url"], keyword: "format" });
    }
  });

  it("reports an empty required text and a field the component does not have", () => {
    const problems = pageProblems(page([topBanner({ headline: "", image: "/a.png", colour: "red" })]));
    expect(problems.map((problem) => [problem.field.join("."), problem.keyword])).toEqual([
      ["colour", "additionalProperties"],
      ["headline", "minLength"],
    ]);
    expect(problems[0]!.message).toBe("colour is not allowed");
  });

  it("puts an unknown component at the module itself", () => {
    expect(pageProblems(page([{ type: 3, content: { componentName: "Nope", componentType: 3, componentData: {} } }]))).toEqual([
      { moduleIndex: 0, field: [], keyword: "component", params: { componentName: "Nope", componentType: 3 }, message: "unknown component Nope (type 3)" },
    ]);
  });

  it("checks the page's own fields against the page document schema", () => {
    const problems = pageProblems({ title: "", keywords: "k".repeat(501), modules: [] });
    expect(problems.map(({ moduleIndex, field, keyword }) => ({ moduleIndex, field, keyword }))).toEqual([
      { moduleIndex: null, field: ["title"], keyword: "minLength" },
      { moduleIndex: null, field: ["keywords"], keyword: "maxLength" },
    ]);
  });

  it("accepts new modules without ids (the service gives them theirs when saving)", () => {
    expect(pageProblems(page([richText("<p>new</p>")]))).toEqual([]);
  });
});

describe("componentProblems", () => {
  it("checks site modules' data with their component's schema", () => {
    const problems = componentProblems(2, { componentName: "Header", componentType: 100, componentData: { navigationLinks: [{ name: "Home" }] } });
    expect(problems).toEqual([
      { moduleIndex: 2, field: ["navigationLinks", "0", "url"], keyword: "required", params: { missingProperty: "url" }, message: "navigationLinks.0.url is required" },
    ]);
  });

  it("names componentData itself when the data is not an object", () => {
    expect(componentProblems(0, { componentName: "RichText", componentType: 1, componentData: [] as never })[0]!.message).toBe("componentData must be object");
  });
});

describe("describeProblem", () => {
  it("names the module by id and component, or the page", () => {
    const document = page([topBanner({}, 100000003)]);
    const [first] = pageProblems(document);
    expect(describeProblem(document, first!)).toBe("module 100000003 (TopBanner): headline is required");
    const untitled = { title: "", modules: [] };
    expect(describeProblem(untitled, pageProblems(untitled)[0]!)).toBe("page: title must NOT have fewer than 1 characters");
  });

  it("counts a module that has no id yet from one", () => {
    const document = page([richText("<p>x</p>"), topBanner({ image: "/a.png" })]);
    expect(describeProblem(document, pageProblems(document)[0]!)).toBe("module #2 (TopBanner): headline is required");
  });
});
