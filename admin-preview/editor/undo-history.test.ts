import { describe, expect, it } from "vitest";
import type { SavedDocument } from "../../schemas/api/calls/admin.js";
import { initialEditorState, type EditorAction } from "./document-state.js";
import { historyReducer, initialHistory, TYPING_PAUSE_MS, UNDO_LIMIT, type EditorHistory, type HistoryAction } from "./undo-history.js";

const richText = (id: number, html: string) => ({ id, type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });
const stored: SavedDocument = { title: "Open day", keywords: "", description: "", modules: [richText(100000001, "<p>One</p>"), richText(100000002, "<p>Two</p>")] };

const opened = initialHistory(initialEditorState(4, stored, []));
const edit = (action: EditorAction, at = 0): HistoryAction => ({ type: "edit", action, at });
const title = (value: string, at: number) => edit({ type: "setPageField", field: "title", value }, at);
const run = (history: EditorHistory, ...actions: HistoryAction[]) => actions.reduce(historyReducer, history);

describe("undo and redo over the whole document", () => {
  it("undo a move, then redo it", () => {
    const moved = run(opened, edit({ type: "moveModule", from: 0, to: 1 }));
    expect(moved.present.document.modules.map((module) => module.id)).toEqual([100000002, 100000001]);
    const undone = run(moved, { type: "undo" });
    expect(undone.present.document).toBe(opened.present.document);
    expect(run(undone, { type: "redo" }).present.document).toBe(moved.present.document);
  });

  it("takes typing into one field as one step, and a pause or another field as the next", () => {
    const typed = run(opened, title("O", 0), title("Op", 300), title("Ope", 600), title("Open", 600 + TYPING_PAUSE_MS), edit({ type: "setPageField", field: "keywords", value: "k" }, 2000));
    expect(typed.past).toHaveLength(3);
    const once = run(typed, { type: "undo" });
    expect(once.present.document.title).toBe("Open");
    expect(run(once, { type: "undo" }).present.document.title).toBe("Ope");
    expect(run(once, { type: "undo" }, { type: "undo" }).present.document.title).toBe("Open day");
  });

  it("forgets what was undone once the editor changes something else", () => {
    const changed = run(opened, title("A", 0), { type: "undo" }, title("B", 5000));
    expect(changed.future).toEqual([]);
    expect(run(changed, { type: "redo" })).toBe(run(changed, { type: "redo" }, { type: "redo" }));
  });

  it("leaves the service's answers out of the steps, and does nothing with nothing to undo", () => {
    const checked = run(opened, edit({ type: "checked", document: opened.present.document, problems: [] }));
    expect(checked.past).toEqual([]);
    expect(run(opened, { type: "undo" })).toBe(opened);
  });

  it("keeps the last hundred steps", () => {
    const many = run(opened, ...Array.from({ length: UNDO_LIMIT + 20 }, (_, index) => edit({ type: "setLayout", value: index % 2 ? "default" : "simple" }, index)));
    expect(many.past).toHaveLength(UNDO_LIMIT);
  });

  it("takes another document altogether as one step", () => {
    const other = { ...opened.present.document, title: "Kept" };
    const replaced = run(opened, { type: "replace", document: other, nextKey: 9 });
    expect(replaced.present.document).toBe(other);
    expect(replaced.present.nextKey).toBe(9);
    expect(run(replaced, { type: "undo" }).present.document).toBe(opened.present.document);
  });
});
