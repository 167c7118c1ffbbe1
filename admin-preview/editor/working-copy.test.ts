import { describe, expect, it } from "vitest";
import type { SavedDocument } from "../../schemas/api/calls/admin.js";
import { hasUnsavedChanges, initialEditorState, toEditedDocument } from "./document-state.js";
import { draftOfWorkingDocument, keptWorkOffer, openedEditor } from "./working-copy.js";

const richText = (html: string, id?: number) => ({ ...(id === undefined ? {} : { id }), type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });
const stored: SavedDocument = { title: "Open day", keywords: "", description: "", modules: [{ ...richText("<p>One</p>"), id: 100000001 }] };
const saved = initialEditorState(3, stored, []).saved;

describe("kept work", () => {
  const kept = { title: "", keywords: "", description: "", modules: [richText("<p>One, edited</p>", 100000001), richText("<p>New</p>")] };

  it("comes back with the keys the editor uses: by id for saved modules, new keys for the others", () => {
    const { document, nextKey } = draftOfWorkingDocument(kept, 4);
    expect(document.modules.map((module) => module.key)).toEqual(["m100000001", "n4"]);
    expect(nextKey).toBe(5);
    expect(toEditedDocument(document)).toEqual(kept);
  });

  it("is put back when it started from the latest version, offered when a version was saved since, forgotten when it is what is saved", () => {
    const at = "2026-11-26T10:00:00.000Z";
    expect(keptWorkOffer({ basedOnVersion: 3, document: kept, updatedAt: at }, saved)).toBe("restore");
    expect(keptWorkOffer({ basedOnVersion: 2, document: kept, updatedAt: at }, saved)).toBe("offer");
    expect(keptWorkOffer({ basedOnVersion: 3, document: toEditedDocument(saved.document) as typeof kept, updatedAt: at }, saved)).toBe("none");
    expect(keptWorkOffer(null, saved)).toBe("none");
  });

  it("opens the editor on the kept work when it started from the latest version, and only offers it otherwise", () => {
    const at = "2026-11-26T10:00:00.000Z";
    const restored = openedEditor(3, stored, [], { basedOnVersion: 3, document: kept, updatedAt: at });
    expect(restored.kept?.state).toBe("restored");
    expect(hasUnsavedChanges(restored.state)).toBe(true);
    expect(restored.state.document.title).toBe("");
    const offered = openedEditor(3, stored, [], { basedOnVersion: 2, document: kept, updatedAt: at });
    expect(offered.kept?.state).toBe("offered");
    expect(hasUnsavedChanges(offered.state)).toBe(false);
    expect(openedEditor(3, stored, [], null).kept).toBeNull();
  });
});
