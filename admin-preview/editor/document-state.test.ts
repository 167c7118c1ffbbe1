import { describe, expect, it } from "vitest";
import type { FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import { richTextSpec } from "../../component-registry/rich-text/schema.js";
import { topBannerSpec } from "../../component-registry/top-banner/schema.js";
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  publishHold,
  toEditedDocument,
  visibleProblems,
  type EditorAction,
  type EditorState,
} from "./document-state.js";

const richText = (id: number, html: string) => ({ id, type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });

const stored: SavedDocument = {
  title: "Open day",
  keywords: "open day",
  description: "",
  config: { layout: "default" },
  modules: [richText(100000001, "<p>One</p>"), richText(100000002, "<p>Two</p>")],
};

const headlineMissing: FieldProblem = { moduleIndex: 2, field: ["headline"], keyword: "minLength", params: { limit: 1 }, message: "headline must NOT have fewer than 1 characters" };

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

describe("the editor's document", () => {
  const opened = initialEditorState(4, stored, []);

  it("opens as saved, with nothing to save or check", () => {
    expect(toEditedDocument(opened.document)).toEqual(stored);
    expect(hasUnsavedChanges(opened)).toBe(false);
    expect(opened.checked.document).toBe(opened.document);
  });

  it("changes page fields and config; unsetting a config value sends none", () => {
    const state = run(opened, { type: "setPageField", field: "title", value: "Open day 2027" }, { type: "setLayout", value: undefined }, { type: "setHeaderType", value: "single" });
    expect(toEditedDocument(state.document)).toMatchObject({ title: "Open day 2027", config: { headerType: "single" } });
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(toEditedDocument(run(opened, { type: "setLayout", value: undefined }).document)).not.toHaveProperty("config");
  });

  it("adds a module with a copy of the component's defaults, and no id", () => {
    const state = run(opened, { type: "addModule", component: topBannerSpec });
    const added = state.document.modules[2]!;
    expect(added).toMatchObject({ key: "n1", type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: topBannerSpec.defaults } });
    expect(added.content.componentData).not.toBe(topBannerSpec.defaults);
    expect(toEditedDocument(state.document).modules[2]).toEqual({ type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: topBannerSpec.defaults } });
    expect(run(state, { type: "addModule", component: richTextSpec }).document.modules[3]!.key).toBe("n2");
  });

  it("adds a module at the place asked for, the end when the place is past it", () => {
    const keys = (state: EditorState) => state.document.modules.map((module) => module.key);
    expect(keys(run(opened, { type: "addModule", component: topBannerSpec, at: 0 }))).toEqual(["n1", "m100000001", "m100000002"]);
    expect(keys(run(opened, { type: "addModule", component: topBannerSpec, at: 1 }))).toEqual(["m100000001", "n1", "m100000002"]);
    expect(keys(run(opened, { type: "addModule", component: topBannerSpec, at: 2 }))).toEqual(["m100000001", "m100000002", "n1"]);
    expect(keys(run(opened, { type: "addModule", component: topBannerSpec, at: 9 }))).toEqual(["m100000001", "m100000002", "n1"]);
    expect(keys(run(opened, { type: "addModule", component: topBannerSpec, at: -3 }))).toEqual(["n1", "m100000001", "m100000002"]);
  });

  it("moves and removes modules, keys and ids going with them", () => {
    const moved = run(opened, { type: "moveModule", from: 1, to: 0 });
    expect(moved.document.modules.map((module) => [module.key, module.id])).toEqual([
      ["m100000002", 100000002],
      ["m100000001", 100000001],
    ]);
    expect(run(moved, { type: "removeModule", index: 0 }).document.modules.map((module) => module.id)).toEqual([100000001]);
  });

  it("moves a module from one place to any other, the others closing up behind it", () => {
    const four = run(opened, { type: "addModule", component: topBannerSpec }, { type: "addModule", component: richTextSpec });
    const keys = (state: EditorState) => state.document.modules.map((module) => module.key);
    expect(keys(four)).toEqual(["m100000001", "m100000002", "n1", "n2"]);
    expect(keys(run(four, { type: "moveModule", from: 0, to: 2 }))).toEqual(["m100000002", "n1", "m100000001", "n2"]);
    expect(keys(run(four, { type: "moveModule", from: 3, to: 0 }))).toEqual(["n2", "m100000001", "m100000002", "n1"]);
    expect(keys(run(four, { type: "moveModule", from: 1, to: 3 }))).toEqual(["m100000001", "n1", "n2", "m100000002"]);
  });

  it("changes nothing when a move does not go from one place of the list to another", () => {
    for (const [from, to] of [[0, 0], [0, -1], [1, 2], [-1, 0], [0.5, 1]] as const) {
      expect(run(opened, { type: "moveModule", from, to })).toBe(opened);
    }
  });

  it("changes one module's data and name", () => {
    const state = run(opened, { type: "setModuleData", index: 1, data: { html: "<p>Deux</p>" } }, { type: "setModuleTitle", index: 1, title: "Intro" });
    expect(state.document.modules[0]).toBe(opened.document.modules[0]);
    expect(state.document.modules[1]!.content).toEqual({ componentName: "RichText", componentType: 1, componentTitle: "Intro", componentData: { html: "<p>Deux</p>" } });
  });

  it("counts a change undone as no change, and an empty module name as none", () => {
    const state = run(
      opened,
      { type: "setModuleData", index: 0, data: { html: "<p>Uno</p>" } },
      { type: "setModuleData", index: 0, data: { html: "<p>One</p>" } },
      { type: "setModuleTitle", index: 0, title: "" },
    );
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it("keeps the service's problems with the document they were found in", () => {
    const edited = run(opened, { type: "addModule", component: topBannerSpec }, { type: "setModuleData", index: 2, data: { headline: "", image: "/a.png" } });
    expect(edited.checked.document).not.toBe(edited.document);
    const checked = run(edited, { type: "checked", document: edited.document, problems: [headlineMissing] });
    expect(checked.checked).toEqual({ document: edited.document, problems: [headlineMissing] });
    expect(visibleProblems(checked)).toEqual([headlineMissing]);
  });

  it("finds at once what the contract refuses, keeping the modules' last problems", () => {
    const pageProblem: FieldProblem = { moduleIndex: null, field: ["description"], keyword: "maxLength", params: { limit: 1000 }, message: "too long" };
    const state = run(opened, { type: "checked", document: opened.document, problems: [pageProblem, headlineMissing] }, { type: "setPageField", field: "title", value: "" });
    expect(visibleProblems(state)).toEqual([expect.objectContaining({ moduleIndex: null, field: ["title"], keyword: "minLength" }), headlineMissing]);
  });

  describe("after a save", () => {
    const edited = run(opened, { type: "addModule", component: topBannerSpec });
    const sent = edited.document;
    const banner = { id: 100000009, type: 66, content: { componentName: "TopBanner", componentType: 66, componentData: { ...topBannerSpec.defaults } } };
    const answer: SavedDocument = { ...stored, modules: [...stored.modules, banner] };

    it("holds the saved document, its version and problems, modules keeping their keys", () => {
      const state = run(edited, { type: "saved", sent, version: 5, document: answer, problems: [headlineMissing] });
      expect(state.saved.version).toBe(5);
      expect(state.document.modules.map((module) => [module.key, module.id])).toEqual([
        ["m100000001", 100000001],
        ["m100000002", 100000002],
        ["n1", 100000009],
      ]);
      expect(state.checked).toEqual({ document: state.document, problems: [headlineMissing] });
      expect(hasUnsavedChanges(state)).toBe(false);
    });

    it("keeps what was edited while saving, giving saved modules their ids", () => {
      const meanwhile = run(edited, { type: "moveModule", from: 2, to: 1 }, { type: "addModule", component: richTextSpec });
      const state = run(meanwhile, { type: "saved", sent, version: 5, document: answer, problems: [] });
      expect(state.document.modules.map((module) => [module.key, module.id])).toEqual([
        ["m100000001", 100000001],
        ["n1", 100000009],
        ["m100000002", 100000002],
        ["n2", undefined],
      ]);
      expect(hasUnsavedChanges(state)).toBe(true);
      expect(state.checked.document).not.toBe(state.document);
    });
  });
});

describe("publishHold", () => {
  const opened = initialEditorState(4, stored, []);

  it("lets the saved version be published when it is not live yet and nothing is wrong or unsaved", () => {
    expect(publishHold(opened, null)).toBeNull();
    expect(publishHold(opened, 3)).toBeNull();
  });

  it("holds it while changes are unsaved, then while problems remain, then once it is live", () => {
    const edited = run(opened, { type: "setPageField", field: "title", value: "Open day!" });
    expect(publishHold(edited, null)).toBe("actions.publishNeedsSave");
    const withProblem = run(opened, { type: "checked", document: opened.document, problems: [headlineMissing] });
    expect(publishHold(withProblem, null)).toBe("actions.publishNeedsFixes");
    expect(publishHold(opened, 4)).toBe("actions.alreadyLive");
  });
});
