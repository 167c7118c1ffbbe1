import { describe, expect, it } from "vitest";
import { CURRENT_DOCUMENT_VERSION, type PageDocument, type PageModule } from "../../schemas/pages/document.js";
import { describeChanges } from "./page-changes.js";

const module = (id: number, html = "<p>x</p>"): PageModule => ({
  id,
  type: 1,
  content: { componentName: "RichText", componentType: 1, componentData: { html } },
});
const banner: PageModule = { id: 9, type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { headline: "Hi", image: "/a.png" } } };

const document = (modules: PageModule[], fields: Partial<PageDocument> = {}): PageDocument => ({
  schemaVersion: CURRENT_DOCUMENT_VERSION,
  title: "Spring",
  keywords: "",
  description: "",
  modules,
  ...fields,
});

describe("describeChanges", () => {
  it("says nothing changed between equal documents", () => {
    expect(describeChanges(document([module(1), banner]), document([module(1), banner]))).toEqual([]);
  });

  it("calls the first version the page's creation", () => {
    expect(describeChanges(null, document([module(1)]))).toEqual(["page created"]);
  });

  it("names the page fields and config that differ", () => {
    const before = document([], { description: undefined });
    const after = document([], { title: "Summer", keywords: "camp", description: "", config: { layout: "empty" } });
    expect(describeChanges(before, after)).toEqual(["title changed", "keywords changed", "config changed"]);
  });

  it("does not count a missing config and an empty one as a change", () => {
    expect(describeChanges(document([], { config: {} }), document([]))).toEqual([]);
  });

  it("names modules added, changed and removed by id and component", () => {
    const before = document([module(1), module(2), banner]);
    const after = document([module(1, "<p>new</p>"), banner, module(3)]);
    expect(describeChanges(before, after)).toEqual([
      "module 1 (RichText) changed",
      "module 3 (RichText) added",
      "module 2 (RichText) removed",
    ]);
  });

  it("counts only the module that was moved, not those it passed", () => {
    const before = document([module(1), module(2), module(3), module(4)]);
    expect(describeChanges(before, document([module(2), module(3), module(4), module(1)]))).toEqual(["module 1 (RichText) moved"]);
    expect(describeChanges(before, document([module(1), module(4), module(2), module(3)]))).toEqual(["module 4 (RichText) moved"]);
  });

  it("says both when a module was moved and changed", () => {
    const before = document([module(1), banner]);
    const after = document([{ ...banner, content: { ...banner.content, componentTitle: "Top" } }, module(1)]);
    const changes = describeChanges(before, after);
    expect(changes).toHaveLength(2);
    expect(changes).toContain("module 9 (TopBanner) changed");
    expect(changes.some((change) => change.endsWith("moved"))).toBe(true);
  });
});
