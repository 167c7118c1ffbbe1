import { editorReducer, type DraftDocument, type EditorAction, type EditorState } from "./document-state.js";

/** The editor's state with the documents it can go back and forward to. */
export interface EditorHistory {
  present: EditorState;
  past: DraftDocument[];
  future: DraftDocument[];
  /** The last change's kind and time: typing into one field within a moment is one step to undo. */
  last: { group: string; at: number } | null;
}

export type HistoryAction =
  | { type: "edit"; action: EditorAction; at: number }
  | { type: "undo" }
  | { type: "redo" }
  /** Another document altogether (kept work put back, or thrown away): a step like any edit. */
  | { type: "replace"; document: DraftDocument; nextKey: number };

/** How many documents back undo goes. */
export const UNDO_LIMIT = 100;
/** Changes to one field closer together than this undo together. */
export const TYPING_PAUSE_MS = 1000;

/** Changes of the same field, which undo as one while typing continues; other changes are steps of their own. */
function groupOf(action: EditorAction): string | null {
  switch (action.type) {
    case "setPageField":
      return `page:${action.field}`;
    case "setModuleData":
    case "setModuleTitle":
      return `${action.type}:${action.index}`;
    default:
      return null;
  }
}

/** What the service answered (problems, a save) changes the state but is not the editor's to undo. */
const isAnswer = (action: EditorAction) => action.type === "checked" || action.type === "saved";

export function initialHistory(present: EditorState): EditorHistory {
  return { present, past: [], future: [], last: null };
}

export function historyReducer(history: EditorHistory, action: HistoryAction): EditorHistory {
  if (action.type === "undo" || action.type === "redo") {
    const [from, to] = action.type === "undo" ? (["past", "future"] as const) : (["future", "past"] as const);
    const target = history[from].at(-1);
    if (!target) return history;
    return {
      ...history,
      present: { ...history.present, document: target },
      [from]: history[from].slice(0, -1),
      [to]: [...history[to], history.present.document],
      last: null,
    };
  }
  if (action.type === "replace") {
    const present = { ...history.present, document: action.document, nextKey: Math.max(history.present.nextKey, action.nextKey) };
    return { present, past: [...history.past, history.present.document].slice(-UNDO_LIMIT), future: [], last: null };
  }
  const present = editorReducer(history.present, action.action);
  if (isAnswer(action.action) || present.document === history.present.document) return { ...history, present };
  const group = groupOf(action.action);
  const sameStep = group !== null && history.last?.group === group && action.at - history.last.at < TYPING_PAUSE_MS;
  return {
    present,
    past: sameStep ? history.past : [...history.past, history.present.document].slice(-UNDO_LIMIT),
    future: [],
    last: group === null ? null : { group, at: action.at },
  };
}
