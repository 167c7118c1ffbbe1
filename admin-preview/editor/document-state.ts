import { arrayMove } from "@dnd-kit/sortable";
import type { EditedDocument, FieldProblem, SavedDocument } from "../../schemas/api/calls/admin.js";
import type { HeaderType, Layout } from "../../schemas/pages/document.js";
import { sameValue } from "../schema-form/values.js";
import { requestProblems } from "./request-problems.js";

/** A module as the editor holds it: its `key` keeps its form in place while modules move, and is never sent. */
export interface DraftModule {
  key: string;
  id?: number;
  type: number;
  content: { componentName: string; componentType: number; componentTitle?: string; componentData: Record<string, unknown> };
}

export interface DraftDocument {
  title: string;
  keywords: string;
  description: string;
  config: { layout?: Layout; headerType?: HeaderType };
  modules: DraftModule[];
}

export interface EditorState {
  document: DraftDocument;
  /** The latest saved version (what a save is based on) and its document (what "unsaved changes" compares with). */
  saved: { version: number; document: DraftDocument };
  /** The service's problems and the document it found them in; another document is checked again. */
  checked: { document: DraftDocument; problems: FieldProblem[] };
  /** Numbers the keys of modules added since the page was opened. */
  nextKey: number;
}

export type PageField = "title" | "keywords" | "description";

/** The part of a component's spec a new module is made from. */
export interface NewModule {
  name: string;
  type: number;
  defaults: object;
}

export type EditorAction =
  | { type: "setPageField"; field: PageField; value: string }
  | { type: "setLayout"; value: Layout | undefined }
  | { type: "setHeaderType"; value: HeaderType | undefined }
  /** Inserts the module at `at` (0 is the top), at the end when `at` is left out. */
  | { type: "addModule"; component: NewModule; at?: number }
  | { type: "removeModule"; index: number }
  | { type: "moveModule"; from: number; to: number }
  | { type: "setModuleData"; index: number; data: Record<string, unknown> }
  | { type: "setModuleTitle"; index: number; title: string }
  /** The service's problems with `document`, the document that was sent to be checked. */
  | { type: "checked"; document: DraftDocument; problems: FieldProblem[] }
  /** `sent` was saved as `version`; the service answered the stored `document` (module ids given) and its problems. */
  | { type: "saved"; sent: DraftDocument; version: number; document: SavedDocument; problems: FieldProblem[] };

/** A stored document as the editor holds it; module keys come from `keys` by position, else from the ids. */
function draftOf(document: SavedDocument, keys: readonly string[] = []): DraftDocument {
  return {
    title: document.title,
    keywords: document.keywords,
    description: document.description,
    config: { ...document.config },
    modules: document.modules.map((module, index) => ({
      key: keys[index] ?? `m${module.id}`,
      id: module.id,
      type: module.type,
      content: { ...module.content, componentData: { ...module.content.componentData } },
    })),
  };
}

export function initialEditorState(version: number, document: SavedDocument, problems: FieldProblem[]): EditorState {
  const draft = draftOf(document);
  return { document: draft, saved: { version, document: draft }, checked: { document: draft, problems }, nextKey: 1 };
}

function withModules(state: EditorState, modules: DraftModule[]): EditorState {
  return { ...state, document: { ...state.document, modules } };
}

function updateModule(state: EditorState, index: number, change: (module: DraftModule) => DraftModule): EditorState {
  return withModules(
    state,
    state.document.modules.map((module, at) => (at === index ? change(module) : module)),
  );
}

/** The module at `from` taken out and put back at `to`; nothing changes when either is not a place in the list. */
function moveModule(state: EditorState, from: number, to: number): EditorState {
  const { modules } = state.document;
  const inList = (index: number) => Number.isInteger(index) && index >= 0 && index < modules.length;
  if (from === to || !inList(from) || !inList(to)) return state;
  return withModules(state, arrayMove(modules, from, to));
}

function afterSave(state: EditorState, action: Extract<EditorAction, { type: "saved" }>): EditorState {
  const saved = draftOf(
    action.document,
    action.sent.modules.map((module) => module.key),
  );
  const checked = { document: saved, problems: action.problems };
  if (state.document === action.sent) return { ...state, document: saved, saved: { version: action.version, document: saved }, checked };
  // Edited while saving: keep the edits, and give the modules that were saved the ids they got.
  const idsByKey = new Map(saved.modules.map((module) => [module.key, module.id]));
  const document = {
    ...state.document,
    modules: state.document.modules.map((module) => ({ ...module, id: module.id ?? idsByKey.get(module.key) })),
  };
  return { ...state, document, saved: { version: action.version, document: saved }, checked };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "setPageField":
      return { ...state, document: { ...state.document, [action.field]: action.value } };
    case "setLayout":
      return { ...state, document: { ...state.document, config: { ...state.document.config, layout: action.value } } };
    case "setHeaderType":
      return { ...state, document: { ...state.document, config: { ...state.document.config, headerType: action.value } } };
    case "addModule": {
      const { name, type, defaults } = action.component;
      const module: DraftModule = {
        key: `n${state.nextKey}`,
        type,
        content: { componentName: name, componentType: type, componentData: structuredClone(defaults) as Record<string, unknown> },
      };
      const modules = [...state.document.modules];
      modules.splice(Math.max(0, action.at ?? modules.length), 0, module);
      return { ...withModules(state, modules), nextKey: state.nextKey + 1 };
    }
    case "removeModule":
      return withModules(
        state,
        state.document.modules.filter((_, at) => at !== action.index),
      );
    case "moveModule":
      return moveModule(state, action.from, action.to);
    case "setModuleData":
      return updateModule(state, action.index, (module) => ({ ...module, content: { ...module.content, componentData: action.data } }));
    case "setModuleTitle":
      return updateModule(state, action.index, (module) => ({ ...module, content: { ...module.content, componentTitle: action.title } }));
    case "checked":
      return { ...state, checked: { document: action.document, problems: action.problems } };
    case "saved":
      return afterSave(state, action);
  }
}

/** The document as the service takes it: no editor keys, nothing empty that means "not set". */
export function toEditedDocument(document: DraftDocument): EditedDocument {
  const config = Object.fromEntries(Object.entries(document.config).filter(([, value]) => value !== undefined));
  return {
    title: document.title,
    keywords: document.keywords,
    description: document.description,
    ...(Object.keys(config).length > 0 ? { config } : {}),
    modules: document.modules.map(({ id, type, content: { componentTitle, ...content } }) => ({
      ...(id !== undefined ? { id } : {}),
      type,
      content: { ...content, ...(componentTitle ? { componentTitle } : {}) },
    })),
  };
}

export function hasUnsavedChanges(state: EditorState): boolean {
  return !sameValue(toEditedDocument(state.document), toEditedDocument(state.saved.document));
}

/**
 * The problems to show now. What the contract refuses outright (an empty title...) is found here, at once;
 * the rest comes from the service's last check, whose page-field problems the local ones replace.
 */
export function visibleProblems(state: EditorState): FieldProblem[] {
  const local = requestProblems(toEditedDocument(state.document));
  if (local.length === 0) return state.checked.problems;
  return [...local, ...state.checked.problems.filter((problem) => problem.moduleIndex !== null)];
}

/** Why the saved version cannot be published now (a text key of adminEditor), or null when it can. */
export function publishHold(state: EditorState, publishedVersion: number | null): "actions.publishNeedsSave" | "actions.publishNeedsFixes" | "actions.alreadyLive" | null {
  if (hasUnsavedChanges(state)) return "actions.publishNeedsSave";
  if (visibleProblems(state).length > 0) return "actions.publishNeedsFixes";
  return publishedVersion === state.saved.version ? "actions.alreadyLive" : null;
}
