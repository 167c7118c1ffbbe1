import type { FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import type { WorkingCopy, WorkingDocument } from "../../schemas/api/calls/admin-editing.js";
import { initialEditorState, toEditedDocument, type DraftDocument, type EditorState } from "./document-state.js";
import { sameValue } from "../schema-form/values.js";

/**
 * A kept document as the editor holds it: saved modules keep the keys the editor gives them by id, modules new
 * since the last save get new keys from `nextKey` on.
 */
export function draftOfWorkingDocument(document: WorkingDocument, nextKey: number): { document: DraftDocument; nextKey: number } {
  let key = nextKey;
  const modules = document.modules.map((module) => ({
    key: module.id !== undefined ? `m${module.id}` : `n${key++}`,
    ...(module.id !== undefined ? { id: module.id } : {}),
    type: module.type,
    content: { ...module.content, componentData: { ...module.content.componentData } },
  }));
  return {
    document: { title: document.title, keywords: document.keywords, description: document.description, config: { ...document.config }, modules },
    nextKey: key,
  };
}

/**
 * What to do with the editor's kept work when the page opens: nothing when there is none or it is what is saved;
 * put it back at once when it started from the latest version; offer it when a version was saved since.
 */
export function keptWorkOffer(workingCopy: WorkingCopy | null, latest: { version: number; document: DraftDocument }): "none" | "restore" | "offer" {
  if (!workingCopy || sameValue(workingCopy.document, toEditedDocument(latest.document))) return "none";
  return workingCopy.basedOnVersion === latest.version ? "restore" : "offer";
}

/** Kept work the editor is told about when the page opens: put back already, or offered. */
export interface KeptWork {
  workingCopy: WorkingCopy;
  state: "restored" | "offered";
}

/** The editor as it opens: the latest version, with the editor's kept work put back when it started from it. */
export function openedEditor(version: number, document: SavedDocument, problems: FieldProblem[], workingCopy: WorkingCopy | null): { state: EditorState; kept: KeptWork | null } {
  const state = initialEditorState(version, document, problems);
  const offer = keptWorkOffer(workingCopy, state.saved);
  if (!workingCopy || offer === "none") return { state, kept: null };
  if (offer === "offer") return { state, kept: { workingCopy, state: "offered" } };
  const restored = draftOfWorkingDocument(workingCopy.document, state.nextKey);
  return { state: { ...state, document: restored.document, nextKey: restored.nextKey }, kept: { workingCopy, state: "restored" } };
}
